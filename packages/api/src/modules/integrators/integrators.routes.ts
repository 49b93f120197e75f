import * as contracts from '@facturo/sdk/endpoints';
import { apiKeyAuth } from '../../identity/integrator-auth';
import { userAuth } from '../../identity/user-authenticator';
import { implementEndpoint } from '../../kernel/implement-endpoint';
import { createApiKey, createWidgetSession, listApiKeys, revokeApiKey } from './api-keys.service';

const TAG = 'Integrators';

/** API keys per organization and widget sessions. */
export const integratorRoutes = [
  implementEndpoint(contracts.listApiKeys, {
    tag: TAG,
    summary: "An organization's API keys",
    description: 'Owners and admins. Secrets are never listed.',
    auth: userAuth,
    responses: { 200: { description: 'Newest first, revoked ones included.' } },
    errors: { 403: ['forbidden'], 404: ['not_found'] },
    handler: async ({ deps, principal, params }) => ({
      status: 200,
      body: { items: await listApiKeys(deps, principal, params.organizationId) },
    }),
  }),
  implementEndpoint(contracts.createApiKey, {
    tag: TAG,
    summary: 'Create an API key',
    description:
      "Owners and admins. The answer carries `secret`, shown this once: only its hash is stored. Send it from the integrator's server as `Authorization: Bearer fk_live_…`.",
    auth: userAuth,
    responses: { 201: { description: 'Created; copy the secret now.' } },
    errors: { 403: ['forbidden'], 404: ['not_found'] },
    handler: async ({ deps, principal, params, body }) => ({
      status: 201,
      body: await createApiKey(deps, principal, params.organizationId, body),
    }),
  }),
  implementEndpoint(contracts.revokeApiKey, {
    tag: TAG,
    summary: 'Revoke an API key',
    description: 'The key and every widget session minted with it stop working at once.',
    auth: userAuth,
    responses: { 204: { description: 'Revoked.' } },
    errors: { 403: ['forbidden'], 404: ['not_found'] },
    handler: async ({ deps, principal, params }) => {
      await revokeApiKey(deps, principal, params.organizationId, params.apiKeyId);
      return { status: 204 };
    },
  }),
  implementEndpoint(contracts.createWidgetSession, {
    tag: TAG,
    summary: 'Mint a widget session',
    description:
      "With an API key: a short-lived access token (at most 3600 s, 900 by default) for a widget mounted in the integrator's app, limited to the key's organization and to `scopes` (each must be one of the key's). The widget sends it as `Authorization: Bearer`; invoice and billing-date endpoints honour the scopes.",
    auth: apiKeyAuth,
    responses: { 201: { description: 'The session.' } },
    errors: { 401: ['api_key_invalid'], 403: ['scope_missing'], 429: ['rate_limited'] },
    handler: async ({ deps, principal, body }) => ({
      status: 201,
      body: await createWidgetSession(deps, principal, body),
    }),
  }),
];
