import type { WidgetFrame } from '../runtime/core/widget-frame';
import type { WidgetSpec } from '../runtime/react/elements/widget-spec';
import type { SubscriptionManagerProps } from './subscription-manager.types';

/** What `<SubscriptionManager>`'s frame needs: its tag, the texts it shows and the token scopes it checks. */
export const subscriptionManagerFrame = {
  tag: 'facturo-subscription-manager',
  namespaces: ['subscriptions', 'domain'],
  // A widget session lists subscriptions with `subscriptions:read`; with `subscriptions:manage` it
  // also cancels, resumes and changes plans (the API checks the same scopes). Paying is a user's.
  scopes: { 'subscriptions:read': [], 'subscriptions:manage': ['subscriptions:read'] },
} as const satisfies WidgetFrame;

/**
 * `<facturo-subscription-manager checkout-url="/pagar">`: the subscriptions of the signed-in
 * customer's organization (or of a widget-session token's), with cancel, resume, plan or cycle
 * changes, renewing and buying a cancelled plan again. The element's own properties; its React code downloads when the first such
 * element connects.
 */
export const subscriptionManagerWidget = {
  frame: subscriptionManagerFrame,
  properties: {
    organizationId: 'string',
    accessToken: 'string',
    checkoutUrl: 'string',
    invoicesUrl: 'string',
    plansUrl: 'string',
    readOnly: 'boolean',
  },
  load: () => import('./subscription-manager').then((module) => module.SubscriptionManager),
} satisfies WidgetSpec<SubscriptionManagerProps>;
