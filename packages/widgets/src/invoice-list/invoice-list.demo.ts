import { addDays, dateInBogota, localizedText } from '@facturo/sdk/co';
import { exportInvoicesCsv, exportInvoicesXlsx, listInvoices } from '@facturo/sdk/endpoints';
import { type DemoRoute, demoRoute } from '@facturo/sdk/http';
import { type DianState, INVOICE_STATUSES, type Invoice, type InvoiceStatus } from '@facturo/sdk/schemas';
import { demoCatalogue } from '../demo/demo-catalogue.fixtures';
import { randomUuid } from '../runtime/core/data/random-id';
import { demoInvoicesCsv, demoInvoicesWorkbook } from './invoice-export.demo';
import type { InvoiceListQuery } from './invoices-api';

/** How many invoices the demo list has. */
export const DEMO_INVOICE_COUNT = 57;

// Mostly paid, a few of every other status, like a real customer's history.
const STATUS_MIX: InvoiceStatus[] = [...Array<InvoiceStatus>(9).fill('paid'), ...INVOICE_STATUSES.slice(1)];

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** A stable 96-hex-digit stand-in for a CUFE/CUDE (the demo issues nothing at DIAN). */
function demoDocumentKey(seed: number): string {
  let state = seed * 2_654_435_761 + 97;
  let hex = '';
  while (hex.length < 96) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    hex += state.toString(16).padStart(8, '0');
  }
  return hex.slice(0, 96);
}

function demoInvoices(now: number): Invoice[] {
  const plans = demoCatalogue();
  const organizationId = '00000000-0000-4000-8000-00000000000a';
  return Array.from({ length: DEMO_INVOICE_COUNT }, (_, index) => {
    const plan = plans[(index * 7) % plans.length] as (typeof plans)[number];
    const monthly = plan.cycles.monthly && index % 3 !== 0 ? plan.cycles.monthly : null;
    const cycle = monthly ?? plan.cycles.annual;
    const status = STATUS_MIX[(index * 5) % STATUS_MIX.length] as InvoiceStatus;
    const created = new Date(now - (index * 9 + 1) * 86_400_000);
    const issued = dateInBogota(created);
    const description = `${localizedText(plan.name, 'es')} (${monthly ? 'mensual' : 'anual'})`;
    const paid = status === 'paid' || status === 'refunded';
    const amountPaid = paid ? cycle.total : status === 'partially_paid' ? Math.round(cycle.total / 2) : 0;
    const answeredAt = new Date(created.getTime() + 120_000).toISOString();
    const accepted: DianState = { status: 'accepted', rules: [], answeredAt, environment: 'test' };
    // A voided invoice carries the credit note that voided it, as DIAN requires.
    const voided = status === 'cancelled' || status === 'expired';
    return {
      id: randomUuid(),
      organizationId,
      number: `FCT${1100 - index}`,
      status,
      electronic: true,
      documentKey: demoDocumentKey(index + 1),
      dian: index === 0 ? { status: 'pending', rules: [], answeredAt: null, environment: 'test' } : accepted,
      creditNotes: voided
        ? [
            {
              id: randomUuid(),
              number: `NC${60 - index}`,
              issuedAt: answeredAt,
              issueDate: addDays(issued, 6),
              conceptCode: '2' as const,
              concept: 'Anulación de factura electrónica',
              reason:
                status === 'expired'
                  ? 'Servicio cancelado por falta de pago.'
                  : 'Cambio de la fecha de facturación: se reemplaza por una nueva factura.',
              subtotal: cycle.price,
              iva: cycle.iva,
              total: cycle.total,
              documentKey: demoDocumentKey(1000 + index),
              dian: accepted,
            },
          ]
        : [],
      concept: description,
      buyerName: 'Salud del Aburrá S.A.S.',
      buyerDocument: 'NIT 901.456.789-8',
      currency: 'COP',
      subtotal: cycle.price,
      discount: 0,
      iva: cycle.iva,
      total: cycle.total,
      amountPaid,
      creditApplied: 0,
      createdAt: created.toISOString(),
      updatedAt: created.toISOString(),
      dueDate: addDays(issued, 5),
      paidAt: paid ? new Date(created.getTime() + 3_600_000).toISOString() : null,
      lines: [
        {
          kind: 'plan',
          description,
          planId: plan.id,
          subscriptionId: null,
          billingCycle: monthly ? 'monthly' : 'annual',
          quantity: 1,
          unitPrice: cycle.price,
          discount: 0,
          subtotal: cycle.price,
          ivaRatePercent: cycle.iva > 0 ? 19 : 0,
          iva: cycle.iva,
          total: cycle.total,
          periodStart: issued,
          periodEnd: addDays(issued, cycle.months * 30 - 1),
        },
      ],
      payments: amountPaid
        ? [
            {
              id: randomUuid(),
              status: 'approved',
              statusDetail: 'accredited',
              amount: amountPaid,
              transactionDate: new Date(created.getTime() + 3_600_000).toISOString(),
              transactionId: String(8_810_000 + index),
              ipAddress: null,
              bankTransferId: null,
              bank: null,
              issuer: 'Bancolombia',
              installments: 1,
              cardLastFour: '3564',
              paymentMethodId: 'master',
            },
          ]
        : [],
    } satisfies Invoice;
  });
}

function select(invoices: Invoice[], query: InvoiceListQuery): Invoice[] {
  const words = fold(query.search ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const day = (invoice: Invoice) => dateInBogota(new Date(invoice.createdAt));
  const sortField = query.sort.replace(/^-/, '');
  const direction = query.sort.startsWith('-') ? -1 : 1;
  const value = (invoice: Invoice) =>
    sortField === 'number'
      ? invoice.number
      : sortField === 'total'
        ? invoice.total
        : sortField === 'due_date'
          ? invoice.dueDate
          : invoice.createdAt;
  return invoices
    .filter((invoice) => words.every((word) => fold(`${invoice.number} ${invoice.concept}`).includes(word)))
    .filter((invoice) => !query.status || invoice.status === query.status)
    .filter(
      (invoice) => (!query.from || day(invoice) >= query.from) && (!query.to || day(invoice) <= query.to),
    )
    .sort((a, b) => (value(a) < value(b) ? -direction : value(a) > value(b) ? direction : 0));
}

// The widget sends the query `queryParameters` builds (typed values, no empty filters).
const asListQuery = (query: unknown) => query as InvoiceListQuery;

/** The invoice endpoints of `demo` widgets: a realistic history filtered, sorted and paged in memory. */
export function invoiceListDemoRoutes(now: () => number = Date.now): DemoRoute[] {
  let all: Invoice[] | null = null;
  const invoices = () => {
    all ??= demoInvoices(now());
    return all;
  };
  return [
    demoRoute(listInvoices, ({ query }) => {
      const { page, pageSize } = asListQuery(query);
      const selected = select(invoices(), asListQuery(query));
      const start = (page - 1) * pageSize;
      return { items: selected.slice(start, start + pageSize), total: selected.length, page, pageSize };
    }),
    demoRoute(exportInvoicesCsv, ({ query }) => demoInvoicesCsv(select(invoices(), asListQuery(query)))),
    demoRoute(exportInvoicesXlsx, ({ query }) =>
      demoInvoicesWorkbook(select(invoices(), asListQuery(query))),
    ),
  ];
}
