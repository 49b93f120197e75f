import { deletePaymentMethod, listPaymentMethods, updatePaymentMethod } from '@facturo/sdk/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../services/services-context';

/** Query key of an organization's saved cards. */
const paymentMethodsKey = (organizationId: string) =>
  ['organizations', organizationId, 'payment-methods'] as const;

/** The organization's saved cards, the default first. */
export function usePaymentMethods(organizationId: string) {
  const { client } = useServices();
  return useQuery({
    queryKey: paymentMethodsKey(organizationId),
    queryFn: async () => (await client.call(listPaymentMethods, { params: { organizationId } })).items,
  });
}

/**
 * What owners, admins and billing members do with a card: make it the default, or remove it; and
 * `refresh` after a card was added elsewhere (the widgets' "Agregar tarjeta").
 */
export function usePaymentMethodActions(organizationId: string) {
  const { client } = useServices();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: paymentMethodsKey(organizationId) });
  return {
    refresh,
    makeDefault: useMutation({
      mutationFn: (methodId: string) =>
        client.call(updatePaymentMethod, {
          params: { organizationId, methodId },
          body: { isDefault: true },
        }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (methodId: string) =>
        client.call(deletePaymentMethod, { params: { organizationId, methodId } }),
      onSuccess: refresh,
    }),
  };
}
