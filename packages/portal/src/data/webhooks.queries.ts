import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  type EndpointInput,
  listWebhookDeliveries,
  listWebhookEndpoints,
  resendWebhookDelivery,
  rotateWebhookSecret,
  sendWebhookTest,
  updateWebhookEndpoint,
} from '@facturo/sdk/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../services/services-context';

/** What creating an endpoint sends: its URL, events and optional description. */
export type CreateWebhookEndpointInput = NonNullable<EndpointInput<typeof createWebhookEndpoint>['body']>;

/** What changing an endpoint sends: any of its URL, events, description, or `enabled`. */
export type UpdateWebhookEndpointInput = NonNullable<EndpointInput<typeof updateWebhookEndpoint>['body']>;

/**
 * Query keys of webhooks. A delivery log sits under its organization's endpoints, so refreshing the
 * endpoints (after a test event, a resend, turning one on) refreshes the open logs too.
 */
export const webhookKeys = {
  endpoints: (organizationId: string) => ['organizations', organizationId, 'webhook-endpoints'] as const,
  deliveries: (organizationId: string, endpointId: string) =>
    [...webhookKeys.endpoints(organizationId), endpointId, 'deliveries'] as const,
};

/** An organization's webhook endpoints, newest first (never their secrets, only a hint). */
export function useWebhookEndpoints(organizationId: string) {
  const { client } = useServices();
  return useQuery({
    queryKey: webhookKeys.endpoints(organizationId),
    queryFn: async () => (await client.call(listWebhookEndpoints, { params: { organizationId } })).items,
  });
}

/** The 50 newest deliveries of one endpoint, with their attempts. */
export function useWebhookDeliveries(organizationId: string, endpointId: string) {
  const { client } = useServices();
  return useQuery({
    queryKey: webhookKeys.deliveries(organizationId, endpointId),
    queryFn: async () =>
      (await client.call(listWebhookDeliveries, { params: { organizationId, endpointId } })).items,
  });
}

/**
 * What owners and admins do with endpoints: add one (the answer carries its secret, once), turn it
 * on or off, send it a test event, rotate its secret (the previous one signs for 24 h more) and
 * delete it. Each call refreshes the endpoints and their logs.
 */
export function useWebhookEndpointActions(organizationId: string) {
  const { client } = useServices();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints(organizationId) });
  const params = (endpointId: string) => ({ organizationId, endpointId });
  return {
    create: useMutation({
      mutationFn: (input: CreateWebhookEndpointInput) =>
        client.call(createWebhookEndpoint, { params: { organizationId }, body: input }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ endpointId, changes }: { endpointId: string; changes: UpdateWebhookEndpointInput }) =>
        client.call(updateWebhookEndpoint, { params: params(endpointId), body: changes }),
      onSuccess: refresh,
    }),
    sendTest: useMutation({
      mutationFn: (endpointId: string) => client.call(sendWebhookTest, { params: params(endpointId) }),
      onSettled: refresh,
    }),
    rotate: useMutation({
      // The API's default overlap, said explicitly: the confirmation promises 24 hours.
      mutationFn: (endpointId: string) =>
        client.call(rotateWebhookSecret, { params: params(endpointId), body: { overlapHours: 24 } }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (endpointId: string) => client.call(deleteWebhookEndpoint, { params: params(endpointId) }),
      onSuccess: refresh,
    }),
  };
}

/** Sends one delivery again now (same event), then refreshes the log it is in. */
export function useResendWebhookDelivery(organizationId: string, endpointId: string) {
  const { client } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      client.call(resendWebhookDelivery, { params: { organizationId, endpointId, deliveryId } }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(organizationId, endpointId) }),
  });
}
