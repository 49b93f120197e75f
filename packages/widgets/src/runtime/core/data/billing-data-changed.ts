import { queryCache } from './query-cache';

/**
 * Cache-key prefixes of the widgets that show a customer's billing: the invoice list, the billing
 * schedule, and the checkout's prefill (a first purchase creates the organization whose billing
 * address a retry or the next purchase starts from). Keys of those queries must start with one of these.
 */
export const BILLING_QUERY_PREFIXES = ['invoices|', 'billing-schedule|', 'checkout-prefill|'] as const;

/**
 * Called after this page changed the customer's billing (a payment, a new billing date), so an
 * invoice list or billing-date selector on the same page shows the new invoice or schedule without
 * a reload.
 */
export function billingDataChanged(): void {
  queryCache.invalidate(BILLING_QUERY_PREFIXES);
}
