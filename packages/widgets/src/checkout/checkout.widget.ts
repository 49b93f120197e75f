import type { WidgetFrame } from '../runtime/core/widget-frame';
import type { WidgetSpec } from '../runtime/react/elements/widget-spec';
import type { CheckoutProps } from './checkout.types';

/** What `<Checkout>`'s frame needs: its tag, the texts it shows. */
export const checkoutFrame = {
  tag: 'facturo-checkout',
  // The checkout shows the login inline and reuses its taxpayer labels.
  namespaces: ['checkout', 'login', 'validation', 'success', 'domain'],
} as const satisfies WidgetFrame;

/**
 * `<facturo-checkout plans-url="/planes">`: the purchase of what the shared cart holds, or of an open
 * invoice (`invoice-id`), or a plan change paid now (`subscription-id`, `change-plan-id`,
 * `change-cycle`), or only a payment's result (`payment-id`, or the `facturo_payment_id` a PSE bank's
 * return brings to `return-url`); the card component is slotted into its light DOM.
 * The element's own properties; its React code downloads when the first such element connects.
 */
export const checkoutWidget = {
  frame: checkoutFrame,
  properties: {
    step: 'string',
    checkoutUrl: 'string',
    plansUrl: 'string',
    invoiceId: 'string',
    subscriptionId: 'string',
    changePlanId: 'string',
    changeCycle: 'string',
    paymentId: 'string',
    returnUrl: 'string',
    organizationId: 'string',
  },
  load: () => import('./checkout').then((module) => module.Checkout),
} satisfies WidgetSpec<CheckoutProps>;
