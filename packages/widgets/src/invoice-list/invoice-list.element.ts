import type { WidgetElement } from '../runtime/core/elements/widget-element.types';
import { widgetElement } from '../runtime/react/elements/widget-spec';
import type { InvoiceListProps } from './invoice-list.types';
import { invoiceListWidget } from './invoice-list.widget';

/** A `<facturo-invoice-list>` element. */
export type InvoiceListElementInstance = WidgetElement<InvoiceListProps>;

/** The `<facturo-invoice-list>` element class (the one `FACTURO_ELEMENTS` holds), for subclassing or `defineElement`. */
export const InvoiceListElement = widgetElement<InvoiceListProps>(invoiceListWidget);
