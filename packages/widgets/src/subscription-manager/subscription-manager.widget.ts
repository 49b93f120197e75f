import type { WidgetFrame } from '../runtime/core/widget-frame';
import type { WidgetSpec } from '../runtime/react/elements/widget-spec';
import type { SubscriptionManagerProps } from './subscription-manager.types';

/** What `<SubscriptionManager>`'s frame needs: its tag, the texts it shows and the token scopes it checks. */
export const subscriptionManagerFrame = {
  tag: 'facturo-subscription-manager',
  namespaces: ['subscriptions', 'domain'],
  // A widget-session token can only list subscriptions: cancelling or changing a plan is the
  // signed-in customer's own act (the API accepts only a user for those).
  scopes: { 'subscriptions:read': [] },
} as const satisfies WidgetFrame;

/**
 * `<facturo-subscription-manager checkout-url="/pagar">`: the subscriptions of the signed-in
 * customer's organization (or of a widget-session token's, read-only), with cancel, resume and
 * plan or cycle changes. The element's own properties; its React code downloads when the first such
 * element connects.
 */
export const subscriptionManagerWidget = {
  frame: subscriptionManagerFrame,
  properties: {
    organizationId: 'string',
    accessToken: 'string',
    checkoutUrl: 'string',
    invoicesUrl: 'string',
  },
  load: () => import('./subscription-manager').then((module) => module.SubscriptionManager),
} satisfies WidgetSpec<SubscriptionManagerProps>;
