import {
  cancelScheduledPlanChange,
  listPlans,
  previewPlanChange,
  schedulePlanChange,
} from '@facturo/sdk/endpoints';
import type { PlanChangeRequest, ServiceId } from '@facturo/sdk/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../services/services-context';

/** The plans on sale of one service (what a subscription may change to), fetched while `enabled`. */
export function useServicePlans(serviceId: ServiceId, enabled: boolean) {
  const { client } = useServices();
  return useQuery({
    queryKey: ['plans'],
    queryFn: async () => (await client.call(listPlans)).items,
    select: (plans) => plans.filter((plan) => plan.serviceId === serviceId),
    enabled,
  });
}

/** The quote of changing `subscriptionId` to `change` (nothing asked while `change` is `null`). */
export function usePlanChangePreview(subscriptionId: string, change: PlanChangeRequest | null) {
  const { client } = useServices();
  return useQuery({
    queryKey: ['subscriptions', 'plan-change', subscriptionId, change?.planId, change?.billingCycle],
    queryFn: () =>
      client.call(previewPlanChange, { params: { subscriptionId }, body: change as PlanChangeRequest }),
    enabled: change !== null,
    retry: false,
  });
}

/**
 * Scheduling a step down for the renewal, and dropping it. Either may re-issue the open renewal
 * invoice (voided by a credit note), so subscriptions and invoices are fetched again.
 */
export function useScheduledPlanChange(subscriptionId: string) {
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
    schedule: useMutation({
      mutationFn: (change: PlanChangeRequest) => client.call(schedulePlanChange, { ...params, body: change }),
      onSuccess: refresh,
    }),
    unschedule: useMutation({
      mutationFn: () => client.call(cancelScheduledPlanChange, params),
      onSuccess: refresh,
    }),
  };
}
