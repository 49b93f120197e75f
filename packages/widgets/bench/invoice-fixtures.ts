// Invoices for the benchmark's fixture API: generated from the demo catalogue priced by the sdk, with
// the status mix of a real customer's history (like the API's bulk seed), then checked against the
// sdk's schemas so a drifting generator fails loudly instead of benchmarking a payload the API never sends.
import { addDays, dateInBogota, formatNit, ivaAmount, ivaRatePercent, localizedText } from '@facturo/sdk/co';
import {
  INVOICE_STATUSES,
  type Invoice,
  type InvoiceLine,
  type InvoiceListResponse,
  type InvoicePayment,
  type InvoiceQuery,
  type InvoiceStatus,
  invoiceSchema,
  type PricedPlan,
} from '@facturo/sdk/schemas';
import * as z from 'zod/mini';

/** Most invoices paid, a few of every other status (the API's `seed:invoices` uses the same mix). */
const STATUS_WEIGHTS: Record<InvoiceStatus, number> = {
  paid: 13,
  unpaid: 2,
  partially_paid: 1,
  pending: 1,
  in_process: 1,
  cancelled: 1,
  refunded: 1,
  expired: 1,
};
const DAY_MS = 86_400_000;
const ISSUERS = ['Bancolombia', 'Davivienda', 'Banco de Bogotá', 'BBVA Colombia', 'Nequi'];

/** A small deterministic generator (mulberry32): every run serves the same invoices. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** What {@link generateInvoices} builds. */
export interface InvoiceFixtureOptions {
  count: number;
  plans: readonly PricedPlan[];
  /** The newest invoice's time; the others go back over about three years. */
  now: Date;
  seed?: number;
}

/**
 * `count` invoices of one organization, newest first, numbered `FCT…` without gaps: one or two plan
 * lines each (a few with a 10 % discount), IVA by each plan's treatment, and the payments their status
 * implies. Every invoice is parsed with the sdk's `invoiceSchema` before it is served.
 */
export function generateInvoices({ count, plans, now, seed = 2026 }: InvoiceFixtureOptions): Invoice[] {
  const random = seeded(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const uuid = () => {
    const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
  };
  const statuses = INVOICE_STATUSES.flatMap((status) =>
    Array<InvoiceStatus>(STATUS_WEIGHTS[status]).fill(status),
  );
  const organizationId = uuid();
  const nitBody = String(900_000_000 + Math.floor(random() * 99_999_999));
  const spacing = (3 * 365 * DAY_MS) / count;

  const line = (plan: PricedPlan, created: Date, discounted: boolean): InvoiceLine => {
    const monthly = plan.cycles.monthly && random() < 0.7 ? plan.cycles.monthly : null;
    const cycle = monthly ?? plan.cycles.annual;
    const quantity = plan.serviceId === 'digital_certificate' ? 1 + Math.floor(random() * 3) : 1;
    const gross = cycle.price * quantity;
    const discount = discounted ? Math.round(gross / 10) : 0;
    const subtotal = gross - discount;
    const iva = ivaAmount(subtotal, plan.ivaTreatment);
    const issued = dateInBogota(created);
    return {
      kind: random() < 0.75 ? 'plan' : 'renewal',
      description: `${localizedText(plan.name, 'es')} (${monthly ? 'mensual' : 'anual'})`,
      planId: plan.id,
      subscriptionId: uuid(),
      billingCycle: monthly ? 'monthly' : 'annual',
      quantity,
      unitPrice: cycle.price,
      discount,
      subtotal,
      ivaRatePercent: ivaRatePercent(plan.ivaTreatment),
      iva,
      total: subtotal + iva,
      periodStart: issued,
      periodEnd: addDays(issued, Math.round(cycle.months * 30.4) - 1),
    };
  };

  const payment = (status: InvoicePayment['status'], amount: number, at: Date): InvoicePayment => ({
    id: uuid(),
    status,
    statusDetail:
      status === 'approved' ? 'accredited' : status === 'refunded' ? 'refunded' : 'pending_contingency',
    amount,
    transactionDate: at.toISOString(),
    transactionId: String(80_000_000_000 + Math.floor(random() * 9_999_999_999)),
    ipAddress: `190.${Math.floor(random() * 255)}.${Math.floor(random() * 255)}.${Math.floor(random() * 255)}`,
    bankTransferId: null,
    bank: null,
    issuer: pick(ISSUERS),
    installments: pick([1, 1, 1, 3, 6, 12]),
    cardLastFour: String(1000 + Math.floor(random() * 9000)),
    paymentMethodId: pick(['visa', 'master', 'master', 'amex']),
  });

  const invoices = Array.from({ length: count }, (_, index): Invoice => {
    const created = new Date(now.getTime() - index * spacing - Math.floor(random() * 8) * 3_600_000);
    const lines = [line(pick(plans), created, random() < 0.1)];
    if (random() < 0.2) lines.push(line(pick(plans), created, false));
    const sum = (field: 'subtotal' | 'discount' | 'iva' | 'total') =>
      lines.reduce((total, item) => total + item[field], 0);
    const total = sum('total');
    const status = pick(statuses);
    const settledAt = new Date(created.getTime() + (1 + Math.floor(random() * 72)) * 3_600_000);
    const amountPaid =
      status === 'paid' || status === 'refunded'
        ? total
        : status === 'partially_paid'
          ? Math.round(total * 0.4)
          : 0;
    const payments =
      status === 'refunded'
        ? [payment('refunded', total, settledAt)]
        : status === 'in_process'
          ? [payment('in_process', total, created)]
          : amountPaid
            ? [payment('approved', amountPaid, settledAt)]
            : [];
    return {
      id: uuid(),
      organizationId,
      number: `FCT${10_000 + count - index}`,
      status,
      electronic: false,
      documentKey: null,
      dian: null,
      creditNotes: [],
      concept: lines.map((item) => item.description).join(', '),
      buyerName: 'Clínica Santa Lucía del Aburrá S.A.S.',
      buyerDocument: `NIT ${formatNit(nitBody)}`,
      currency: 'COP',
      subtotal: sum('subtotal'),
      discount: sum('discount'),
      iva: sum('iva'),
      total,
      amountPaid,
      creditApplied: 0,
      createdAt: created.toISOString(),
      updatedAt: (amountPaid ? settledAt : created).toISOString(),
      dueDate: addDays(dateInBogota(created), 5),
      paidAt: status === 'paid' || status === 'refunded' ? settledAt.toISOString() : null,
      lines,
      payments,
    };
  });
  return z.parse(z.array(invoiceSchema), invoices);
}

/**
 * One page of `invoices` as `GET /invoices` answers `query`: sorted, then paged. The benchmark never
 * filters, so the fixture API refuses filtered queries (see `serveInvoices`) rather than ignore them.
 */
export function invoicePage(
  invoices: readonly Invoice[],
  query: Pick<InvoiceQuery, 'page' | 'pageSize' | 'sort'>,
): InvoiceListResponse {
  const field = query.sort.replace(/^-/, '');
  const direction = query.sort.startsWith('-') ? -1 : 1;
  const key = (invoice: Invoice): number | string =>
    field === 'number'
      ? Number(invoice.number.replace(/\D/g, ''))
      : field === 'total'
        ? invoice.total
        : field === 'due_date'
          ? invoice.dueDate
          : invoice.createdAt;
  const sorted = [...invoices].sort((a, b) =>
    key(a) < key(b) ? -direction : key(a) > key(b) ? direction : 0,
  );
  const start = (query.page - 1) * query.pageSize;
  return {
    items: sorted.slice(start, start + query.pageSize),
    total: sorted.length,
    page: query.page,
    pageSize: query.pageSize,
  };
}
