import { getBillingSchedule, listSubscriptions } from '@facturo/sdk/endpoints';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useServices, useSession } from '../services/services-context';

/** Query keys of the billing area. */
export const billingKeys = {
  subscriptions: (organizationId: string | undefined) => ['subscriptions', organizationId ?? 'all'] as const,
  schedule: (organizationId: string) => ['billing-schedule', organizationId] as const,
};

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
