import type { WidgetElement } from '../runtime/core/elements/widget-element.types';
import { widgetElement } from '../runtime/react/elements/widget-spec';
import type { BillingDateProps } from './billing-date.types';
import { billingDateWidget } from './billing-date.widget';

/** A `<facturo-billing-date>` element. */
export type BillingDateElementInstance = WidgetElement<BillingDateProps>;

/** The `<facturo-billing-date>` element class (the one `FACTURO_ELEMENTS` holds), for subclassing or `defineElement`. */
export const BillingDateElement = widgetElement<BillingDateProps>(billingDateWidget);
