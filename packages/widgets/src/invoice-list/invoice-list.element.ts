import { widgetBaseProperties } from '../runtime/core/elements/element-properties';
import type { WidgetElement } from '../runtime/core/elements/widget-element.types';
import { createWidgetElement } from '../runtime/react/elements/define-widget';
import type { InvoiceListProps } from './invoice-list.types';

/** A `<facturo-invoice-list>` element. */
export type InvoiceListElementInstance = WidgetElement<InvoiceListProps>;

/**
 * `<facturo-invoice-list page-size="20" access-token="…">`: the invoices of the signed-in customer's
 * organization, or of the organization a widget-session token belongs to. Its React code downloads
 * when the first such element connects.
 */
export const InvoiceListElement = createWidgetElement<InvoiceListProps>({
  tag: 'facturo-invoice-list',
  properties: {
    ...widgetBaseProperties,
    organizationId: 'string',
    search: 'string',
    status: 'string',
    pageSize: 'number',
    accessToken: 'string',
  },
  load: () => import('./invoice-list').then((module) => module.InvoiceList),
});
