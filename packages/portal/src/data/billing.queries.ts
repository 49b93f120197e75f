import { getBillingSchedule, listSubscriptions } from '@facturo/sdk/endpoints';
import { onBillingDataChange } from '@facturo/widgets';
import { type QueryClient, useQueries, useQuery } from '@tanstack/react-query';
import { useServices, useSession } from '../services/services-context';

/** Query keys of the billing area. */
export const billingKeys = {
  subscriptions: (organizationId: string | undefined) => ['subscriptions', organizationId ?? 'all'] as const,
  schedule: (organizationId: string) => ['billing-schedule', organizationId] as const,
};

// What a widget's billing change makes stale here: the schedule, the subscriptions, the invoices, the dashboard.
const WIDGET_BILLING_KEYS = [['billing-schedule'], ['subscriptions'], ['invoices'], ['dashboard']] as const;

/**
 * Keeps the portal's billing queries in step with the widgets beside them: after a widget on the
 * page changed the customer's billing (a new billing date, a purchase or a payment), what the
 * portal's own cards show is fetched again, so the pending adjustments under the billing-date widget
 * never keep the answer from before the change. Returns the function that stops following.
 */
export function followWidgetBillingChanges(queryClient: QueryClient): () => void {
  return onBillingDataChange(() => {
    for (const queryKey of WIDGET_BILLING_KEYS) void queryClient.invalidateQueries({ queryKey });
  });
}

/** The subscriptions of an organization (or of every organization of the user when none is given). */
export function useSubscriptions(organizationId?: string) {
  const { client } = useServices();
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: billingKeys.subscriptions(organizationId),
    queryFn: async () =>
      (await client.call(listSubscriptions, { query: organizationId ? { organizationId } : {} })).items,
    enabled: isLoggedIn,
  });
}

/**
 * The subscriptions of several organizations at once, by organization id (the API answers one
 * organization per request). An organization whose plans the user may not see maps to `undefined`.
 */
export function useSubscriptionsOf(organizationIds: readonly string[]) {
  const { client } = useServices();
  return useQueries({
    queries: organizationIds.map((organizationId) => ({
      queryKey: billingKeys.subscriptions(organizationId),
      queryFn: async () => (await client.call(listSubscriptions, { query: { organizationId } })).items,
    })),
    combine: (results) => ({
      pending: results.some((result) => result.isPending),
      byOrganization: new Map(organizationIds.map((id, index) => [id, results[index]?.data])),
    }),
  });
}

/** An organization's billing schedule: the billing date and the adjustments not invoiced yet. */
export function useBillingSchedule(organizationId: string | undefined) {
  const { client } = useServices();
  return useQuery({
    queryKey: billingKeys.schedule(organizationId ?? ''),
    queryFn: () => client.call(getBillingSchedule, { query: organizationId ? { organizationId } : {} }),
    enabled: Boolean(organizationId),
  });
}
