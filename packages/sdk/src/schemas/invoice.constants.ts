/**
 * The invoice list's fixed lists (statuses, page sizes, sort orders, line kinds), apart from the
 * invoice schema so that code which only needs the lists (a filter, a page-size picker) does not pull
 * the validator in.
 * @module
 */

/** Invoice statuses (the list's filter and the colour of each badge). */
export const INVOICE_STATUSES = [
  'paid',
  'unpaid',
  'partially_paid',
  'pending',
  'in_process',
  'cancelled',
  'refunded',
  'expired',
] as const;

/** One of {@link INVOICE_STATUSES}. */
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/**
 * The statuses of an invoice that can be paid now: waiting for money with no payment in flight
 * (`POST /invoices/{id}/pay`, the renewal's card charge, "Pagar" in the invoice list).
 */
export const PAYABLE_INVOICE_STATUSES = [
  'unpaid',
  'partially_paid',
] as const satisfies readonly InvoiceStatus[];

/** The only page sizes the list accepts. */
export const INVOICE_PAGE_SIZES = [5, 10, 20, 25, 50, 100] as const;

/** Sort orders: a field, descending with a leading `-`. */
export const INVOICE_SORTS = [
  'created_at',
  '-created_at',
  'number',
  '-number',
  'due_date',
  '-due_date',
  'total',
  '-total',
] as const;

/** One of {@link INVOICE_SORTS}. */
export type InvoiceSort = (typeof INVOICE_SORTS)[number];

/** What an invoice line charges for. */
export const INVOICE_LINE_KINDS = [
  'plan',
  'renewal',
  'billing_adjustment',
  'plan_change',
  'extra_documents',
  'reconnection_fee',
] as const;
