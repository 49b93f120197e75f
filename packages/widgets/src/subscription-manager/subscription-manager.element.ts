import type { WidgetElement } from '../runtime/core/elements/widget-element.types';
import { widgetElement } from '../runtime/react/elements/widget-spec';
import type { SubscriptionManagerProps } from './subscription-manager.types';
import { subscriptionManagerWidget } from './subscription-manager.widget';

/** A `<facturo-subscription-manager>` element. */
export type SubscriptionManagerElementInstance = WidgetElement<SubscriptionManagerProps>;

/**
 * The `<facturo-subscription-manager>` element class (the one `FACTURO_ELEMENTS` holds), for
 * subclassing or `defineElement`.
 */
export const SubscriptionManagerElement = widgetElement<SubscriptionManagerProps>(subscriptionManagerWidget);
