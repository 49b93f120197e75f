/**
 * The invoices contract of the reference API: the list's filters, paging and sorting, and an
 * invoice with its lines and payments (camelCase here, snake_case on the wire).
 * @module
 */
import * as z from 'zod/mini';
import { messageKey } from '../validation/messages';
import { dateTimeField, isoDateField, queryInteger } from './billing-fields';
import { crossFieldCheck } from './cross-field-checks';
import { creditNoteSchema, dianStateSchema } from './dian-document.schema';
import { INVOICE_LINE_KINDS, INVOICE_PAGE_SIZES, INVOICE_SORTS, INVOICE_STATUSES } from './invoice.constants';
import { idParam } from './path-params.schema';
import { invoicePaymentSchema } from './payment.schema';
import { BILLING_CYCLES } from './plan.constants';

const statusList = z.pipe(
  z.transform((value: unknown) => {
    const parts = Array.isArray(value) ? value : typeof value === 'string' ? [value] : value;
    return Array.isArray(parts)
      ? parts
          .flatMap((part) => (typeof part === 'string' ? part.split(',') : [part]))
          .map((part) => (typeof part === 'string' ? part.trim() : part))
      : parts;
  }),
  z
    .array(z.enum(INVOICE_STATUSES, { error: () => messageKey('validation.oneOf') }))
    .check(z.maxLength(INVOICE_STATUSES.length, messageKey('validation.maxLength'))),
);

const pageSize = z.pipe(
  z.transform((value: unknown) =>
    typeof value === 'string' && /^\d{1,4}$/.test(value) ? Number(value) : value,
  ),
  z.custom<(typeof INVOICE_PAGE_SIZES)[number]>(
    (value) => (INVOICE_PAGE_SIZES as readonly unknown[]).includes(value),
    { message: messageKey('validation.pageSize'), params: { sizes: INVOICE_PAGE_SIZES.join(', ') } },
  ),
);

const queryShape = {
  /** Part of the number (`FCT1024`, `1024`) or words of a line's concept (`nómina`). */
  search: z.optional(z.string().check(z.trim(), z.maxLength(100, messageKey('validation.maxLength')))),
  /** One or more statuses: repeat the parameter or separate them with commas. */
  status: z.optional(statusList),
  /** Issued on or after this day (Colombia). */
  from: z.optional(isoDateField()),
  /** Issued on or before this day (Colombia). */
  to: z.optional(isoDateField()),
  page: z._default(queryInteger(1, 1_000_000), 1),
  /**
   * A page's `next_cursor` or `prev_cursor`: the neighbouring page, found from where this one ends
   * (fast at any depth, unlike `page`, which skips rows). With the same filters, sort and page size
   * only; `page` is then ignored.
   */
  cursor: z.optional(z.string().check(z.maxLength(500, messageKey('validation.maxLength')))),
  pageSize: z._default(pageSize, 10),
  sort: z._default(z.enum(INVOICE_SORTS, { error: () => messageKey('validation.oneOf') }), '-created_at'),
  /** Needed when the caller belongs to several organizations. */
  organizationId: z.optional(idParam()),
};

type InvoiceQueryShape = z.output<z.ZodMiniObject<typeof queryShape>>;

/**
 * `GET /invoices`, `GET /invoices/export.csv` and `/export.xlsx` query. Page sizes other than 5, 10,
 * 20, 25, 50 or 100 are refused (400), and `to` may not be before `from`.
 */
export const invoiceQuerySchema = z
  .object(queryShape)
  .check(
    crossFieldCheck<InvoiceQueryShape>(['from', 'to'], ({ from, to }) =>
      from !== undefined && to !== undefined && to < from
        ? [{ field: 'to', message: 'validation.dateRange' }]
        : [],
    ),
  );

/** The invoice list's query, parsed. */
export type InvoiceQuery = z.output<typeof invoiceQuerySchema>;

/** One concept line of an invoice. Amounts are whole pesos. */
export const invoiceLineSchema = z.object({
  kind: z.enum(INVOICE_LINE_KINDS),
  /** The concept, in the request's language. */
  description: z.string(),
  planId: z.nullable(z.string()),
  subscriptionId: z.nullable(z.uuid()),
  billingCycle: z.nullable(z.enum(BILLING_CYCLES)),
  quantity: z.int(),
  unitPrice: z.int(),
  discount: z.int(),
  /** `quantity × unitPrice − discount`, before IVA. */
  subtotal: z.int(),
  ivaRatePercent: z.int(),
  iva: z.int(),
  total: z.int(),
  /** The service period the line pays for, when it is a subscription line. */
  periodStart: z.nullable(z.string()),
  periodEnd: z.nullable(z.string()),
});

/** An invoice line, parsed. */
export type InvoiceLine = z.output<typeof invoiceLineSchema>;

/**
 * An invoice with its lines, payments and credit notes. An `electronic` invoice is a DIAN electronic
 * invoice (its signed XML never changes; corrections are credit notes): its PDF, XML and
 * AttachedDocument are at `/invoices/{id}/pdf`, `/xml` and `/attached-document`. Invoices issued
 * before electronic invoicing (`electronic: false`) have no documents, no CUFE and no DIAN state.
 */
export const invoiceSchema = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  /** Prefix and consecutive without a separator, as DIAN numbers them (`SETP990000001`). */
  number: z.string(),
  /**
   * What the customer sees, from the invoice, its payments and its credit notes: `cancelled` (voided
   * by a credit note, often replaced by a new invoice), `expired` (voided once its service was
   * cancelled for non-payment), `refunded` (a credit note returned the payment)…
   */
  status: z.enum(INVOICE_STATUSES),
  /** `false` for an invoice issued before electronic invoicing: no documents, CUFE or DIAN state. */
  electronic: z.boolean(),
  /** The CUFE; `null` for a non-electronic invoice. */
  documentKey: z.nullable(z.string()),
  /** Its state at DIAN; `null` for a non-electronic invoice. */
  dian: z.nullable(dianStateSchema),
  /** A one-line summary of the concepts, in the request's language. */
  concept: z.string(),
  /** Who the invoice is issued to (name and document, as on the invoice). */
  buyerName: z.string(),
  buyerDocument: z.string(),
  currency: z.literal('COP'),
  subtotal: z.int(),
  discount: z.int(),
  iva: z.int(),
  total: z.int(),
  /** The money paid: the sum of its approved payments (a credit applied is not counted here). */
  amountPaid: z.int(),
  /**
   * A credit applied to it instead of money: on a plan change's invoice, the unused days of the
   * plan it replaced (returned by a credit note on the invoice that paid them). What is left to pay
   * is `total - creditApplied - amountPaid`.
   */
  creditApplied: z.int(),
  createdAt: dateTimeField(),
  updatedAt: dateTimeField(),
  dueDate: z.string(),
  /** When it was paid in full; `null` until then. */
  paidAt: z.nullable(dateTimeField()),
  lines: z.array(invoiceLineSchema),
  payments: z.array(invoicePaymentSchema),
  /** The credit notes correcting it, oldest first. */
  creditNotes: z.array(creditNoteSchema),
});

/** An invoice, parsed. */
export type Invoice = z.output<typeof invoiceSchema>;

/**
 * `GET /invoices`: one page, the number of invoices that match (counted on a `page` request and
 * carried by the cursors, so following them never counts again) and the cursors of the next and
 * previous pages (`null` at either end; the API always sends them, older fixtures may not).
 */
export const invoiceListResponseSchema = z.object({
  items: z.array(invoiceSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  nextCursor: z.optional(z.nullable(z.string())),
  prevCursor: z.optional(z.nullable(z.string())),
});

/** An invoice page, parsed. */
export type InvoiceListResponse = z.output<typeof invoiceListResponseSchema>;

/** `GET /invoices/{id}` path parameters. */
export const invoiceParamsSchema = z.object({ invoiceId: idParam() });
