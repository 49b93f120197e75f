import { defineEndpoint } from './endpoint';
import { schemaModule } from './schema-ref';

const subscriptions = schemaModule('subscription.schema', () => import('../schemas/subscription.schema'));
const paths = schemaModule('path-params.schema', () => import('../schemas/path-params.schema'));

/** `GET /subscriptions`: the organization's subscriptions with their phase and usage, newest first. */
export const listSubscriptions = defineEndpoint({
  operationId: 'listSubscriptions',
  method: 'GET',
  path: '/subscriptions',
  auth: 'userOrWidgetSession',
  scopes: ['subscriptions:read'],
  query: paths('organizationScopeQuerySchema'),
  status: 200,
  response: subscriptions('subscriptionListSchema'),
});

/** `POST /usage`: reports documents issued against a subscription (an integrator's server). */
export const recordUsage = defineEndpoint({
  operationId: 'recordUsage',
  method: 'POST',
  path: '/usage',
  auth: 'apiKey',
  scopes: ['usage:write'],
  body: subscriptions('usageRequestSchema'),
  status: 201,
  response: subscriptions('usageResponseSchema'),
});
