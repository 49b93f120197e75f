import type { WidgetFrame } from '../runtime/core/widget-frame';
import type { WidgetSpec } from '../runtime/react/elements/widget-spec';
import type { InvoiceListProps } from './invoice-list.types';

/** What `<InvoiceList>`'s frame needs: its tag, the texts it shows and the token scopes it checks. */
export const invoiceListFrame = {
  tag: 'facturo-invoice-list',
  namespaces: ['invoices', 'domain'],
  // Listing needs `invoices:read`; the CSV export shows only with `invoices:export`, and the PDF/XML
  // buttons only with `invoices:download`.
  scopes: { 'invoices:read': [], 'invoices:export': [], 'invoices:download': [] },
} as const satisfies WidgetFrame;

/**
 * `<facturo-invoice-list page-size="20" access-token="…">`: the invoices of the signed-in customer's
 * organization, or of the organization a widget-session token belongs to.
 * The element's own properties; its React code downloads when the first such element connects.
 */
export const invoiceListWidget = {
  frame: invoiceListFrame,
  properties: {
    organizationId: 'string',
    search: 'string',
    status: 'string',
    pageSize: 'number',
    accessToken: 'string',
    checkoutUrl: 'string',
  },
  load: () => import('./invoice-list').then((module) => module.InvoiceList),
} satisfies WidgetSpec<InvoiceListProps>;
