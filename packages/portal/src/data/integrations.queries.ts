import { createApiKey, createPrefix, listApiKeys, listPrefixes, revokeApiKey } from '@facturo/sdk/endpoints';
import type { CreateApiKeyRequest, PrefixInput } from '@facturo/sdk/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../services/services-context';

/** Query keys of numbering prefixes and API keys. */
export const integrationKeys = {
  prefixes: (organizationId: string) => ['organizations', organizationId, 'prefixes'] as const,
  apiKeys: (organizationId: string) => ['organizations', organizationId, 'api-keys'] as const,
};

/** An organization's numbering resolutions, with usage and alerts computed by the API today. */
export function usePrefixes(organizationId: string, enabled = true) {
  const { client } = useServices();
  return useQuery({
    queryKey: integrationKeys.prefixes(organizationId),
    queryFn: async () => (await client.call(listPrefixes, { params: { organizationId } })).items,
    enabled,
  });
}

/** Registers a numbering resolution. */
export function useCreatePrefix(organizationId: string) {
  const { client } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PrefixInput) =>
      client.call(createPrefix, { params: { organizationId }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.prefixes(organizationId) }),
  });
}

/** An organization's API keys (never their secrets). */
export function useApiKeys(organizationId: string) {
  const { client } = useServices();
  return useQuery({
    queryKey: integrationKeys.apiKeys(organizationId),
    queryFn: async () => (await client.call(listApiKeys, { params: { organizationId } })).items,
  });
}

/** Creating (the answer carries the secret, once) and revoking API keys. */
export function useApiKeyActions(organizationId: string) {
  const { client } = useServices();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: integrationKeys.apiKeys(organizationId) });
  return {
    create: useMutation({
      mutationFn: (input: CreateApiKeyRequest) =>
        client.call(createApiKey, { params: { organizationId }, body: input }),
      onSuccess: refresh,
    }),
    revoke: useMutation({
      mutationFn: (apiKeyId: string) => client.call(revokeApiKey, { params: { organizationId, apiKeyId } }),
      onSuccess: refresh,
    }),
  };
}
