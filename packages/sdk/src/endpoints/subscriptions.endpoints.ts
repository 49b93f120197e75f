import { defineEndpoint } from './endpoint';
import { schemaModule } from './schema-ref';

const subscriptions = schemaModule('subscription.schema', () => import('../schemas/subscription.schema'));
const events = schemaModule(
  'subscription-event.schema',
  () => import('../schemas/subscription-event.schema'),
);
const changes = schemaModule('plan-change.schema', () => import('../schemas/plan-change.schema'));
const checkout = schemaModule('checkout.schema', () => import('../schemas/checkout.schema'));
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
  auth: 'userOrWidgetSession',
  scopes: ['subscriptions:manage'],
  params: subscriptions('subscriptionParamsSchema'),
  status: 200,
  response: subscriptions('subscriptionSchema'),
});

/** `POST /subscriptions/{subscriptionId}/resume`: undoes a cancellation before the period ends. */
export const resumeSubscription = defineEndpoint({
  operationId: 'resumeSubscription',
  method: 'POST',
  path: '/subscriptions/{subscriptionId}/resume',
  auth: 'userOrWidgetSession',
  scopes: ['subscriptions:manage'],
  params: subscriptions('subscriptionParamsSchema'),
  status: 200,
  response: subscriptions('subscriptionSchema'),
});

/** `GET /subscriptions/{subscriptionId}/events`: the audit trail of a subscription, oldest first. */
export const listSubscriptionEvents = defineEndpoint({
  operationId: 'listSubscriptionEvents',
  method: 'GET',
  path: '/subscriptions/{subscriptionId}/events',
  auth: 'userOrWidgetSession',
  scopes: ['subscriptions:read'],
  params: subscriptions('subscriptionParamsSchema'),
  status: 200,
  response: events('subscriptionEventListSchema'),
});

/**
 * `POST /subscriptions/{subscriptionId}/plan-change/preview`: what changing to another plan of the
 * same service, or to the other cycle, would do: when, what is credited, charged and paid now.
 */
export const previewPlanChange = defineEndpoint({
  operationId: 'previewPlanChange',
  method: 'POST',
  path: '/subscriptions/{subscriptionId}/plan-change/preview',
  auth: 'userOrWidgetSession',
  scopes: ['subscriptions:manage'],
  params: subscriptions('subscriptionParamsSchema'),
  body: changes('planChangeRequestSchema'),
  status: 200,
  response: changes('planChangeQuoteSchema'),
});

/**
 * `POST /subscriptions/{subscriptionId}/plan-change`: a step up, paid now by card (the quote's
 * `amountDue`); on approval the invoice and the credit note are issued and the plan changes.
 */
export const changePlan = defineEndpoint({
  operationId: 'changePlan',
  method: 'POST',
  path: '/subscriptions/{subscriptionId}/plan-change',
  auth: 'purchaser',
  idempotent: true,
  params: subscriptions('subscriptionParamsSchema'),
  body: changes('planChangePaymentRequestSchema'),
  status: 201,
  response: checkout('checkoutResponseSchema'),
});

/** `PUT /subscriptions/{subscriptionId}/scheduled-change`: a step down, taking effect at the renewal. */
export const schedulePlanChange = defineEndpoint({
  operationId: 'schedulePlanChange',
  method: 'PUT',
  path: '/subscriptions/{subscriptionId}/scheduled-change',
  auth: 'userOrWidgetSession',
  scopes: ['subscriptions:manage'],
  params: subscriptions('subscriptionParamsSchema'),
  body: changes('planChangeRequestSchema'),
  status: 200,
  response: subscriptions('subscriptionSchema'),
});

/** `DELETE /subscriptions/{subscriptionId}/scheduled-change`: keeps the current plan at the renewal. */
export const cancelScheduledPlanChange = defineEndpoint({
  operationId: 'cancelScheduledPlanChange',
  method: 'DELETE',
  path: '/subscriptions/{subscriptionId}/scheduled-change',
  auth: 'userOrWidgetSession',
  scopes: ['subscriptions:manage'],
  params: subscriptions('subscriptionParamsSchema'),
  status: 200,
  response: subscriptions('subscriptionSchema'),
});
