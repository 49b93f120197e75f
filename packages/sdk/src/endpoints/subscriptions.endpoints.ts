import { defineEndpoint } from './endpoint';
import { schemaModule } from './schema-ref';

const subscriptions = schemaModule('subscription.schema', () => import('../schemas/subscription.schema'));
const events = schemaModule(
  'subscription-event.schema',
  () => import('../schemas/subscription-event.schema'),
);
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

/**
 * `POST /subscriptions/{subscriptionId}/cancel`: cancels at the end of the paid period (owner, admin
 * or billing). It stays in service until `activeUntil`, is not renewed, and an unpaid renewal invoice
 * is voided with a credit note.
 */
export const cancelSubscription = defineEndpoint({
  operationId: 'cancelSubscription',
  method: 'POST',
  path: '/subscriptions/{subscriptionId}/cancel',
  auth: 'user',
  params: subscriptions('subscriptionParamsSchema'),
  status: 200,
  response: subscriptions('subscriptionSchema'),
});

/** `POST /subscriptions/{subscriptionId}/resume`: undoes a cancellation before the period ends. */
export const resumeSubscription = defineEndpoint({
  operationId: 'resumeSubscription',
  method: 'POST',
  path: '/subscriptions/{subscriptionId}/resume',
  auth: 'user',
  params: subscriptions('subscriptionParamsSchema'),
  status: 200,
  response: subscriptions('subscriptionSchema'),
});

/** `GET /subscriptions/{subscriptionId}/events`: the audit trail of a subscription, oldest first. */
export const listSubscriptionEvents = defineEndpoint({
  operationId: 'listSubscriptionEvents',
  method: 'GET',
  path: '/subscriptions/{subscriptionId}/events',
  auth: 'user',
  params: subscriptions('subscriptionParamsSchema'),
  status: 200,
  response: events('subscriptionEventListSchema'),
});
