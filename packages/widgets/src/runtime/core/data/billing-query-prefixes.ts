/**
 * Cache-key prefixes of the widgets that show a customer's billing: the invoice list, the billing
 * schedule, the checkout's prefill (a first purchase creates the organization whose billing
 * address a retry or the next purchase starts from), the services the buyer already holds (a
 * purchase adds one) and the subscription manager's list (a payment renews or changes a plan).
 * Keys of those queries must start with one of these. A module of its own, with no imports, so
 * `facturo.js` can name them without carrying the cache.
 */
export const BILLING_QUERY_PREFIXES = [
  'invoices|',
  'billing-schedule|',
  'checkout-prefill|',
  'held-services|',
  'subscriptions|',
] as const;

/**
 * The page event `Facturo.refresh()` dispatches (`detail.prefixes`: what to fetch again); the shared
 * query cache listens for it, so the loader never loads the cache itself.
 */
export const REFRESH_EVENT = 'facturo-refresh';

/** The `detail` of {@link REFRESH_EVENT}. */
export interface RefreshEventDetail {
  prefixes: readonly string[];
}
