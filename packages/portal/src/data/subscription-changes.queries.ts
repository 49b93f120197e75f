import { cancelSubscription, listSubscriptionEvents, resumeSubscription } from '@facturo/sdk/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../services/services-context';

/** Query key of a subscription's audit trail. */
const eventsKey = (subscriptionId: string) => ['subscriptions', 'events', subscriptionId] as const;

/**
 * Cancelling a subscription at the end of its period, and undoing it. Either changes the
 * subscriptions, their invoices (a renewal voided by a credit note) and the trail, so all are fetched again.
 */
export function useSubscriptionChanges(subscriptionId: string) {
  const { client } = useServices();
  const queryClient = useQueryClient();
  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['subscriptions'] }),
      queryClient.invalidateQueries({ queryKey: ['invoices'] }),
    ]);
  };
  const params = { params: { subscriptionId } };
  return {
    cancel: useMutation({ mutationFn: () => client.call(cancelSubscription, params), onSuccess: refresh }),
    resume: useMutation({ mutationFn: () => client.call(resumeSubscription, params), onSuccess: refresh }),
  };
}

/** A subscription's audit trail (who changed it, what, when), fetched once it is opened. */
export function useSubscriptionEvents(subscriptionId: string, enabled: boolean) {
  const { client } = useServices();
  return useQuery({
    queryKey: eventsKey(subscriptionId),
    queryFn: async () => (await client.call(listSubscriptionEvents, { params: { subscriptionId } })).items,
    enabled,
  });
}
