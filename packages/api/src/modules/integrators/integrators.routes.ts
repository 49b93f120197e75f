import {
  apiKeyListSchema,
  apiKeyParamsSchema,
  createApiKeyRequestSchema,
  createdApiKeySchema,
  widgetSessionRequestSchema,
  widgetSessionSchema,
} from '@facturo/sdk/schemas';
import { organizationParams } from '../../http/params';
import { apiKeyAuth } from '../../identity/integrator-auth';
import { userAuth } from '../../identity/user-authenticator';
import { defineRoute } from '../../kernel/route-definition';
import { createApiKey, createWidgetSession, listApiKeys, revokeApiKey } from './api-keys.service';

const TAG = 'Integrators';

/** API keys per organization and widget sessions. */
export const integratorRoutes = [
  defineRoute({
    method: 'get',
    path: '/organizations/{organizationId}/api-keys',
    tag: TAG,
    summary: "An organization's API keys",
    description: 'Owners and admins. Secrets are never listed.',
    auth: userAuth,
    params: organizationParams,
    responses: { 200: { description: 'Newest first, revoked ones included.', schema: apiKeyListSchema } },
    errors: { 403: ['forbidden'], 404: ['not_found'] },
    handler: async ({ deps, principal, params }) => ({
      status: 200,
      body: { items: await listApiKeys(deps, principal, params.organizationId) },
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/organizations/{organizationId}/api-keys',
    tag: TAG,
    summary: 'Create an API key',
    description:
      "Owners and admins. The answer carries `secret`, shown this once: only its hash is stored. Send it from the integrator's server as `Authorization: Bearer fk_live_…`.",
    auth: userAuth,
    params: organizationParams,
    body: createApiKeyRequestSchema,
    responses: { 201: { description: 'Created; copy the secret now.', schema: createdApiKeySchema } },
    errors: { 403: ['forbidden'], 404: ['not_found'] },
    handler: async ({ deps, principal, params, body }) => ({
      status: 201,
      body: await createApiKey(deps, principal, params.organizationId, body),
    }),
  }),
  defineRoute({
    method: 'delete',
    path: '/organizations/{organizationId}/api-keys/{apiKeyId}',
    tag: TAG,
    summary: 'Revoke an API key',
    description: 'The key and every widget session minted with it stop working at once.',
    auth: userAuth,
    params: apiKeyParamsSchema,
    responses: { 204: { description: 'Revoked.' } },
    errors: { 403: ['forbidden'], 404: ['not_found'] },
    handler: async ({ deps, principal, params }) => {
      await revokeApiKey(deps, principal, params.organizationId, params.apiKeyId);
      return { status: 204 };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/widget-sessions',
    tag: TAG,
    summary: 'Mint a widget session',
    description:
      "With an API key: a short-lived access token (at most 3600 s, 900 by default) for a widget mounted in the integrator's app, limited to the key's organization and to `scopes` (each must be one of the key's). The widget sends it as `Authorization: Bearer`; invoice and billing-date endpoints honour the scopes.",
    auth: apiKeyAuth,
    body: widgetSessionRequestSchema,
    responses: { 201: { description: 'The session.', schema: widgetSessionSchema } },
    errors: { 401: ['api_key_invalid'], 403: ['scope_missing'], 429: ['rate_limited'] },
    handler: async ({ deps, principal, body }) => ({
      status: 201,
      body: await createWidgetSession(deps, principal, body),
    }),
  }),
];
