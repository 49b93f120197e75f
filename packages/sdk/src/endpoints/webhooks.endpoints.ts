import { defineEndpoint } from './endpoint';
import { schemaModule } from './schema-ref';

const webhooks = schemaModule('webhook.schema', () => import('../schemas/webhook.schema'));
const paths = schemaModule('path-params.schema', () => import('../schemas/path-params.schema'));

/** `GET /organizations/{organizationId}/webhook-endpoints`: the endpoints, newest first, without secrets. */
export const listWebhookEndpoints = defineEndpoint({
  operationId: 'listWebhookEndpoints',
  method: 'GET',
  path: '/organizations/{organizationId}/webhook-endpoints',
  auth: 'user',
  params: paths('organizationParamsSchema'),
  status: 200,
  response: webhooks('webhookEndpointListSchema'),
});

/** `POST /organizations/{organizationId}/webhook-endpoints`: adds an endpoint; its secret is shown this once. */
export const createWebhookEndpoint = defineEndpoint({
  operationId: 'createWebhookEndpoint',
  method: 'POST',
  path: '/organizations/{organizationId}/webhook-endpoints',
  auth: 'user',
  params: paths('organizationParamsSchema'),
  body: webhooks('createWebhookEndpointRequestSchema'),
  status: 201,
  response: webhooks('webhookEndpointWithSecretSchema'),
});

/** `PATCH …/webhook-endpoints/{endpointId}`: changes the URL, events or description; turns it on or off. */
export const updateWebhookEndpoint = defineEndpoint({
  operationId: 'updateWebhookEndpoint',
  method: 'PATCH',
  path: '/organizations/{organizationId}/webhook-endpoints/{endpointId}',
  auth: 'user',
  params: webhooks('webhookEndpointParamsSchema'),
  body: webhooks('updateWebhookEndpointRequestSchema'),
  status: 200,
  response: webhooks('webhookEndpointSchema'),
});

/** `DELETE …/webhook-endpoints/{endpointId}`: removes the endpoint; nothing more is sent to it. */
export const deleteWebhookEndpoint = defineEndpoint({
  operationId: 'deleteWebhookEndpoint',
  method: 'DELETE',
  path: '/organizations/{organizationId}/webhook-endpoints/{endpointId}',
  auth: 'user',
  params: webhooks('webhookEndpointParamsSchema'),
  status: 204,
});

/** `POST …/{endpointId}/rotate-secret`: a new secret, shown once; the previous one signs too for a while. */
export const rotateWebhookSecret = defineEndpoint({
  operationId: 'rotateWebhookSecret',
  method: 'POST',
  path: '/organizations/{organizationId}/webhook-endpoints/{endpointId}/rotate-secret',
  auth: 'user',
  params: webhooks('webhookEndpointParamsSchema'),
  body: webhooks('rotateWebhookSecretRequestSchema'),
  status: 200,
  response: webhooks('webhookEndpointWithSecretSchema'),
});

/** `POST …/{endpointId}/test`: sends a `webhook.test` event now; answers its delivery. */
export const sendWebhookTest = defineEndpoint({
  operationId: 'sendWebhookTest',
  method: 'POST',
  path: '/organizations/{organizationId}/webhook-endpoints/{endpointId}/test',
  auth: 'user',
  params: webhooks('webhookEndpointParamsSchema'),
  status: 202,
  response: webhooks('webhookDeliverySchema'),
});

/** `GET …/{endpointId}/deliveries`: the delivery log, newest first, with every attempt. */
export const listWebhookDeliveries = defineEndpoint({
  operationId: 'listWebhookDeliveries',
  method: 'GET',
  path: '/organizations/{organizationId}/webhook-endpoints/{endpointId}/deliveries',
  auth: 'user',
  params: webhooks('webhookEndpointParamsSchema'),
  status: 200,
  response: webhooks('webhookDeliveryListSchema'),
});

/** `POST …/deliveries/{deliveryId}/resend`: sends the same event again now (same event id). */
export const resendWebhookDelivery = defineEndpoint({
  operationId: 'resendWebhookDelivery',
  method: 'POST',
  path: '/organizations/{organizationId}/webhook-endpoints/{endpointId}/deliveries/{deliveryId}/resend',
  auth: 'user',
  params: webhooks('webhookDeliveryParamsSchema'),
  status: 202,
  response: webhooks('webhookDeliverySchema'),
});
