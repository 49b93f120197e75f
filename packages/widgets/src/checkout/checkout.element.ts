import type { WidgetElement } from '../runtime/core/elements/widget-element.types';
import { widgetElement } from '../runtime/react/elements/widget-spec';
import type { CheckoutProps } from './checkout.types';
import { checkoutWidget } from './checkout.widget';

/** A `<facturo-checkout>` element. */
export type CheckoutElementInstance = WidgetElement<CheckoutProps>;

/** The `<facturo-checkout>` element class (the one `FACTURO_ELEMENTS` holds), for subclassing or `defineElement`. */
export const CheckoutElement = widgetElement<CheckoutProps>(checkoutWidget);
