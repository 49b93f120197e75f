import type { InvoiceStatus } from '@facturo/sdk/schemas';
import type { WidgetBaseProps } from '../runtime/core/config/config.types';
import type { WidgetElement } from '../runtime/core/elements/widget-element.types';
import type { EventCallbacks } from '../runtime/core/events/event-names';

/** `detail` of `facturo-invoice-open`: an invoice row was activated (click, Enter or Space). */
export interface InvoiceOpenDetail {
  invoiceId: string;
  /** The number people read on the invoice (`FCT1024`), for the host's own messages. */
  invoiceNumber: string;
}

/** Props of `<InvoiceList>` and properties of `<facturo-invoice-list>`. */
export interface InvoiceListProps
  extends WidgetBaseProps,
    EventCallbacks<'facturo-invoice-open' | 'facturo-invoice-pay'> {
  /** The organization whose invoices are listed; needed only for users in several organizations. */
  organizationId?: string;
  /** Initial search (number or concept), e.g. from the host page's own search box. */
  search?: string;
  /**
   * Status filter; a new value replaces the one chosen in the list. One the API does not have is
   * ignored with a console warning.
   */
  status?: InvoiceStatus;
  /**
   * Page size: 5, 10, 20, 25, 50 or 100 (any other means 10); a new value replaces the one chosen in
   * the list.
   * @default 10
   */
  pageSize?: number;
  /**
   * A widget-session token minted by the integrator's server (`POST /widget-sessions`) with
   * `invoices:read` and, to offer the CSV export, `invoices:export`. Without it the page's session
   * is used.
   */
  accessToken?: string;
  /**
   * The page with `<facturo-checkout>`: an open invoice's detail offers "Pagar", which goes to
   * `checkoutUrl?invoice=<id>` unless a listener of `facturo-invoice-pay` called `preventDefault()`.
   * Without it (and without `onInvoicePay`) the button is not offered; nor to a widget session
   * (`accessToken` or `Facturo.session`), which has no customer to pay.
   */
  checkoutUrl?: string;
}

// This widget's events and tag, registered in the package's maps by declaration merging (the
// runtime declares them empty; see `runtime/core/events/facturo-event-map.ts`).
declare module '@facturo/widgets' {
  interface FacturoEventMap {
    /** An invoice row was activated (cancelable: `preventDefault()` keeps the list instead of the detail). */
    'facturo-invoice-open': InvoiceOpenDetail;
    /**
     * "Pagar" on an open invoice's detail (cancelable: a host that mounts `<facturo-checkout invoice-id>`
     * itself calls `preventDefault()`; otherwise the widget goes to its `checkout-url`).
     */
    'facturo-invoice-pay': InvoiceOpenDetail;
  }

  interface FacturoElementTagNameMap {
    'facturo-invoice-list': WidgetElement<InvoiceListProps>;
  }
}
