import { defineEndpoint } from './endpoint';
import { schemaModule } from './schema-ref';

const integrators = schemaModule('integrator.schema', () => import('../schemas/integrator.schema'));
const paths = schemaModule('path-params.schema', () => import('../schemas/path-params.schema'));

/** `GET /organizations/{organizationId}/api-keys`: the API keys, newest first, without secrets. */
export const listApiKeys = defineEndpoint({
  operationId: 'listApiKeys',
  method: 'GET',
  path: '/organizations/{organizationId}/api-keys',
  auth: 'user',
  params: paths('organizationParamsSchema'),
  status: 200,
  response: integrators('apiKeyListSchema'),
});

/** `POST /organizations/{organizationId}/api-keys`: creates an API key; its secret is shown this once. */
export const createApiKey = defineEndpoint({
  operationId: 'createApiKey',
  method: 'POST',
  path: '/organizations/{organizationId}/api-keys',
  auth: 'user',
  params: paths('organizationParamsSchema'),
  body: integrators('createApiKeyRequestSchema'),
  status: 201,
  response: integrators('createdApiKeySchema'),
});

/** `DELETE /organizations/{organizationId}/api-keys/{apiKeyId}`: revokes a key and its widget sessions. */
export const revokeApiKey = defineEndpoint({
  operationId: 'revokeApiKey',
  method: 'DELETE',
  path: '/organizations/{organizationId}/api-keys/{apiKeyId}',
  auth: 'user',
  params: integrators('apiKeyParamsSchema'),
  status: 204,
});

// No scope of its own: each scope asked for must be one of the key's (403 `scope_missing`).
/** `POST /widget-sessions`: mints a short-lived widget session from an API key. */
export const createWidgetSession = defineEndpoint({
  operationId: 'createWidgetSession',
  method: 'POST',
  path: '/widget-sessions',
  auth: 'apiKey',
  body: integrators('widgetSessionRequestSchema'),
  status: 201,
  response: integrators('widgetSessionSchema'),
});
