import { widgetBaseProperties } from '../runtime/core/elements/element-properties';
import type { WidgetElement } from '../runtime/core/elements/widget-element.types';
import { createWidgetElement } from '../runtime/react/elements/define-widget';
import type { CheckoutProps } from './checkout.types';

/** A `<facturo-checkout>` element. */
export type CheckoutElementInstance = WidgetElement<CheckoutProps>;

/**
 * `<facturo-checkout plans-url="/planes">`: the purchase of what the shared cart holds, or of an open
 * invoice (`invoice-id`), or only a payment's result (`payment-id`). Its React code downloads when
 * the first such element connects; the card component is slotted into its light DOM.
 */
export const CheckoutElement = createWidgetElement<CheckoutProps>({
  tag: 'facturo-checkout',
  properties: {
    ...widgetBaseProperties,
    step: 'string',
    checkoutUrl: 'string',
    plansUrl: 'string',
    invoiceId: 'string',
    paymentId: 'string',
    organizationId: 'string',
  },
  load: () => import('./checkout').then((module) => module.Checkout),
});
