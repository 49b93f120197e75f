import { widgetBaseProperties } from '../runtime/core/elements/element-properties';
import type { WidgetElement } from '../runtime/core/elements/widget-element.types';
import { createWidgetElement } from '../runtime/react/elements/define-widget';
import type { PricingTableProps } from './pricing-table.types';

/** A `<facturo-pricing-table>` element. */
export type PricingTableElementInstance = WidgetElement<PricingTableProps>;

/**
 * `<facturo-pricing-table service="electronic_invoicing" cycle="annual" checkout-url="/checkout">`.
 * Its React code downloads when the first such element connects.
 */
export const PricingTableElement = createWidgetElement<PricingTableProps>({
  tag: 'facturo-pricing-table',
  properties: { ...widgetBaseProperties, service: 'string', cycle: 'string', checkoutUrl: 'string' },
  load: () => import('./pricing-table').then((module) => module.PricingTable),
});
