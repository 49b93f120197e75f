import { addDays, dateInBogota, localizedText } from '@facturo/sdk/co';
import {
  getCheckoutConfig,
  getInvoice,
  getMe,
  getPayment,
  listOrganizations,
  payInvoice,
  purchase,
} from '@facturo/sdk/endpoints';
import { ApiError, type DemoRoute, demoRoute } from '@facturo/sdk/http';
import type {
  CheckoutRequest,
  Invoice,
  InvoiceLine,
  Organization,
  Payment,
  PricedPlan,
} from '@facturo/sdk/schemas';
import { demoCatalogue } from '../demo/demo-catalogue.fixtures';
import { demoPlansRoute } from '../demo/demo-catalogue.routes';
import { demoSession } from '../demo/demo-session.fixtures';
import { randomUuid } from '../runtime/core/data/random-id';
import { DEMO_OUTCOMES, type DemoOutcome, demoToken } from '../ui/card-form/demo-outcomes';

/** What a demo checkout's bag holds when nothing was chosen yet (plans of the demo catalogue). */
export const DEMO_BAG = [
  { planId: 'invoicing-pyme-600', cycle: 'annual' },
  { planId: 'certificate-2y', cycle: 'annual', quantity: 2 },
] as const;

/** How long a demo payment stays in process before it is approved. */
export const DEMO_SETTLE_MS = 4000;

const DEMO_ORGANIZATION = '00000000-0000-4000-8000-00000000000a';

/** The demo buyer's organization: a small accounting firm in Medellín (valid NIT check digit). */
const DEMO_BUYER: Organization = {
  id: DEMO_ORGANIZATION,
  kind: 'company',
  name: 'Ospina Contadores',
  taxpayer: {
    taxpayerType: '1',
    documentType: '31',
    documentNumber: '900123456',
    verificationDigit: '8',
    ivaResponsible: true,
    electronicBiller: false,
    fiscalResponsibilities: ['R-99-PN'],
    taxScheme: '01',
    companyName: 'Ospina Contadores S.A.S.',
    commercialName: 'Ospina Contadores',
  },
  billingAddress: {
    country: 'CO',
    departmentCode: '05',
    municipalityCode: '05001',
    zone: 'urban',
    address: 'Calle 10 # 43D-25, oficina 801',
    postalCode: '050021',
  },
  email: 'facturacion@ospinacontadores.co',
  phone: '604 322 1100',
  role: 'owner',
  createdAt: '2026-01-15T14:00:00.000Z',
  updatedAt: '2026-01-15T14:00:00.000Z',
};

function demoLines(plans: PricedPlan[], request: CheckoutRequest, today: string): InvoiceLine[] {
  return request.items.flatMap((item) => {
    const plan = plans.find((candidate) => candidate.id === item.planId);
    const cycle = item.billingCycle === 'monthly' ? plan?.cycles.monthly : plan?.cycles.annual;
    if (!plan || !cycle) return [];
    return Array.from({ length: item.quantity ?? 1 }, () => ({
      kind: 'plan' as const,
      description: localizedText(plan.name, 'es'),
      planId: plan.id,
      subscriptionId: randomUuid(),
      billingCycle: item.billingCycle,
      quantity: 1,
      unitPrice: cycle.price,
      discount: 0,
      subtotal: cycle.price,
      ivaRatePercent: cycle.iva > 0 ? 19 : 0,
      iva: cycle.iva,
      total: cycle.total,
      periodStart: today,
      periodEnd: addDays(today, cycle.months * 30),
    }));
  });
}

/**
 * The endpoints a `demo` checkout calls: the built-in plans, a buyer with sample data, and payments
 * whose outcome the demo card panel chooses (approved, in process for a few seconds, rejected).
 * Nothing leaves the page.
 */
export function checkoutDemoRoutes(now: () => number = Date.now): DemoRoute[] {
  const payments = new Map<
    string,
    { payment: Payment; settlesAt: number | null; issue: (at: string) => Invoice }
  >();
  const invoices = new Map<string, Invoice>();
  let sequence = 1041;

  return [
    demoRoute(getCheckoutConfig, () => ({
      provider: 'sandbox',
      publicKey: null,
      cardFormPath: null,
      currency: 'COP',
      maxInstallments: 36,
    })),
    demoPlansRoute,
    demoRoute(getMe, () => ({ userData: demoSession('demo@facturo.co').userData, userAbilityRules: [] })),
    demoRoute(listOrganizations, () => ({ items: [DEMO_BUYER] })),
    demoRoute(purchase, ({ body: request }) => {
      // The demo pays by its sample card only: there is no bank to send a demo buyer to.
      const card = 'token' in request.payment ? request.payment : null;
      const outcome = Object.entries(DEMO_OUTCOMES).find(
        ([name]) => card?.token === demoToken(name as DemoOutcome),
      );
      if (!outcome) throw new ApiError(422, 'card_token_invalid', 'card_token_invalid');
      const today = dateInBogota(new Date(now()));
      const lines = demoLines(demoCatalogue(), request, today);
      const sum = (pick: (line: InvoiceLine) => number) =>
        lines.reduce((total, line) => total + pick(line), 0);
      const stamp = new Date(now()).toISOString();
      const [, result] = outcome;
      const total = sum((line) => line.total);
      // As the API: the invoice is issued when the payment is approved (a rejection uses no number).
      const issue = (at: string): Invoice => {
        const invoice: Invoice = {
          id: randomUuid(),
          organizationId: DEMO_ORGANIZATION,
          number: `SETP${990000000 + sequence++}`,
          status: 'paid',
          electronic: true,
          documentKey: null,
          dian: { status: 'pending', rules: [], answeredAt: null, environment: 'test' },
          concept: lines.map((line) => line.description).join(' · '),
          buyerName: 'Ana Gómez',
          buyerDocument: 'CC 1020304050',
          currency: 'COP',
          subtotal: sum((line) => line.subtotal),
          discount: 0,
          iva: sum((line) => line.iva),
          total,
          amountPaid: total,
          creditApplied: 0,
          createdAt: at,
          updatedAt: at,
          dueDate: today,
          paidAt: at,
          lines,
          payments: [],
          creditNotes: [],
        };
        invoices.set(invoice.id, invoice);
        return invoice;
      };
      const invoice = result.status === 'approved' ? issue(stamp) : null;
      const payment: Payment = {
        id: randomUuid(),
        status: result.status,
        statusDetail: result.statusDetail,
        amount: total,
        transactionDate: stamp,
        transactionId: String(sequence * 7919),
        ipAddress: null,
        bankTransferId: null,
        bank: null,
        issuer: 'Banco de Bogotá',
        installments: card?.installments ?? 1,
        cardLastFour: '4242',
        paymentMethodId: 'visa',
        organizationId: DEMO_ORGANIZATION,
        orderId: randomUuid(),
        invoiceId: invoice?.id ?? null,
        invoiceNumber: invoice?.number ?? null,
        items: request.items.map((item) => ({
          planId: item.planId,
          billingCycle: item.billingCycle,
          quantity: item.quantity ?? 1,
        })),
        provider: 'sandbox',
        currency: 'COP',
        createdAt: stamp,
        updatedAt: stamp,
      };
      payments.set(payment.id, {
        payment,
        settlesAt: result.status === 'in_process' ? now() + DEMO_SETTLE_MS : null,
        issue,
      });
      return {
        orderId: payment.orderId as string,
        invoiceId: payment.invoiceId,
        invoiceNumber: payment.invoiceNumber,
        payment: { id: payment.id, status: payment.status, statusDetail: payment.statusDetail },
      };
    }),
    demoRoute(payInvoice, () => {
      throw new ApiError(404, 'not_found', 'not_found');
    }),
    demoRoute(getPayment, ({ params: { paymentId } }) => {
      const entry = payments.get(paymentId);
      if (!entry) throw new ApiError(404, 'not_found', 'not_found');
      if (entry.settlesAt !== null && now() >= entry.settlesAt) {
        const invoice = entry.issue(new Date(now()).toISOString());
        entry.payment = {
          ...entry.payment,
          status: 'approved',
          statusDetail: 'accredited',
          invoiceId: invoice.id,
          invoiceNumber: invoice.number,
        };
        entry.settlesAt = null;
      }
      return entry.payment;
    }),
    demoRoute(getInvoice, ({ params: { invoiceId } }) => {
      const invoice = invoices.get(invoiceId);
      if (!invoice) throw new ApiError(404, 'not_found', 'not_found');
      return invoice;
    }),
  ];
}
