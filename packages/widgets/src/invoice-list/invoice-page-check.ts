import {
  BILLING_CYCLES,
  CORRECTION_CONCEPT_CODES,
  DIAN_DOCUMENT_ENVIRONMENTS,
  DIAN_STATUSES,
  INVOICE_LINE_KINDS,
  INVOICE_STATUSES,
  type InvoiceListResponse,
  PAYMENT_STATUSES,
} from '@facturo/sdk/schemas';
import {
  boolean,
  dateTime,
  exactly,
  integer,
  list,
  nullable,
  oneOf,
  string,
  uuid,
} from '../runtime/core/data/answer-checks';

// The sdk's `invoiceListResponseSchema` read by hand for the answers the API sends, so the list shows
// its first page without downloading the schema validator (about 11 kB gzip with the invoice,
// payment and DIAN schemas). It accepts a page only when the schema would return it unchanged (no
// unknown keys, lower-case UUIDs); anything else goes to the schema, which decides. A test checks both
// agree on generated pages.

const invoiceLine = exactly({
  kind: oneOf(INVOICE_LINE_KINDS),
  description: string,
  planId: nullable(string),
  subscriptionId: nullable(uuid),
  billingCycle: nullable(oneOf(BILLING_CYCLES)),
  quantity: integer,
  unitPrice: integer,
  discount: integer,
  subtotal: integer,
  ivaRatePercent: integer,
  iva: integer,
  total: integer,
  periodStart: nullable(string),
  periodEnd: nullable(string),
});

const payment = exactly({
  id: uuid,
  status: oneOf(PAYMENT_STATUSES),
  statusDetail: string,
  amount: integer,
  transactionDate: nullable(dateTime),
  transactionId: nullable(string),
  ipAddress: nullable(string),
  bankTransferId: nullable(string),
  bank: nullable(string),
  issuer: nullable(string),
  installments: integer,
  cardLastFour: nullable(string),
  paymentMethodId: nullable(string),
});

const dianState = exactly({
  status: oneOf(DIAN_STATUSES),
  rules: list(exactly({ code: string, kind: oneOf(['rejection', 'notification']), message: string })),
  answeredAt: nullable(dateTime),
  environment: oneOf(DIAN_DOCUMENT_ENVIRONMENTS),
});

const creditNote = exactly({
  id: uuid,
  number: string,
  issuedAt: dateTime,
  issueDate: string,
  conceptCode: oneOf(CORRECTION_CONCEPT_CODES),
  concept: string,
  reason: string,
  subtotal: integer,
  iva: integer,
  total: integer,
  documentKey: string,
  dian: dianState,
});

const invoice = exactly({
  id: uuid,
  organizationId: uuid,
  number: string,
  status: oneOf(INVOICE_STATUSES),
  electronic: boolean,
  documentKey: nullable(string),
  dian: nullable(dianState),
  concept: string,
  buyerName: string,
  buyerDocument: string,
  currency: oneOf(['COP']),
  subtotal: integer,
  discount: integer,
  iva: integer,
  total: integer,
  amountPaid: integer,
  creditApplied: integer,
  createdAt: dateTime,
  updatedAt: dateTime,
  dueDate: string,
  paidAt: nullable(dateTime),
  lines: list(invoiceLine),
  payments: list(payment),
  creditNotes: list(creditNote),
});

const invoicePage = exactly(
  {
    items: list(invoice),
    total: integer,
    page: integer,
    pageSize: integer,
    nextCursor: nullable(string),
    prevCursor: nullable(string),
  },
  ['nextCursor', 'prevCursor'],
);

/**
 * A `GET /invoices` body when the sdk's `invoiceListResponseSchema` certainly accepts it unchanged;
 * `undefined` when only the schema can decide (including every invalid body).
 */
export const invoicePageCheck = (body: unknown): InvoiceListResponse | undefined =>
  invoicePage(body) ? (body as InvoiceListResponse) : undefined;
