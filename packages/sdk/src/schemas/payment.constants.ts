/**
 * The payments' fixed lists (statuses, providers), apart from the payment schemas so that code which
 * only needs the lists (a status badge, a zod-free check of an answer) does not pull the validator in.
 * @module
 */

/**
 * Payment statuses, as Mercado Pago names them: `pending` (not sent or waiting for the buyer),
 * `in_process` (under review; settles by webhook), `approved`, `rejected`, `cancelled`, `refunded`.
 */
export const PAYMENT_STATUSES = [
  'pending',
  'in_process',
  'approved',
  'rejected',
  'cancelled',
  'refunded',
] as const;

/** One of {@link PAYMENT_STATUSES}. */
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Payment providers the API can be configured with. */
export const PAYMENT_PROVIDERS = ['sandbox', 'mercadopago'] as const;

/** One of {@link PAYMENT_PROVIDERS}. */
export type PaymentProviderId = (typeof PAYMENT_PROVIDERS)[number];
