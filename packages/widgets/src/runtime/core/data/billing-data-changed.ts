import { BILLING_QUERY_PREFIXES } from './billing-query-prefixes';
import { queryCache } from './query-cache';

const listeners = new Set<() => void>();

/**
 * Called after this page changed the customer's billing (a payment, a new billing date), so an
 * invoice list or billing-date selector on the same page shows the new invoice or schedule without
 * a reload, and so does whatever the host shows of the same data ({@link onBillingDataChange}).
 */
export function billingDataChanged(): void {
  queryCache.invalidate(BILLING_QUERY_PREFIXES);
  for (const listener of [...listeners]) listener();
}

/**
 * Calls `listener` after a widget on this page changed the customer's billing (a new billing date,
 * a purchase or payment), so a host that shows the same data from its own cache (the portal's
 * pending adjustments, its subscriptions) fetches it again instead of showing the old answer.
 * Returns the function that stops listening.
 * @example useEffect(() => onBillingDataChange(() => queryClient.invalidateQueries({ queryKey: ['billing'] })), []);
 */
export function onBillingDataChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
