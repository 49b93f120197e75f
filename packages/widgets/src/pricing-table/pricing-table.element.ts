import type { WidgetElement } from '../runtime/core/elements/widget-element.types';
import { widgetElement } from '../runtime/react/elements/widget-spec';
import type { PricingTableProps } from './pricing-table.types';
import { pricingTableWidget } from './pricing-table.widget';

/** A `<facturo-pricing-table>` element. */
export type PricingTableElementInstance = WidgetElement<PricingTableProps>;

/** The `<facturo-pricing-table>` element class (the one `FACTURO_ELEMENTS` holds), for subclassing or `defineElement`. */
export const PricingTableElement = widgetElement<PricingTableProps>(pricingTableWidget);
