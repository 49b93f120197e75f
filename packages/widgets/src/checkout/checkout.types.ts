import type { BillingCycle, PaymentStatus } from '@facturo/sdk/schemas';
import type { WidgetBaseProps } from '../runtime/core/config/config.types';
import type { WidgetElement } from '../runtime/core/elements/widget-element.types';
import type { EventCallbacks } from '../runtime/core/events/event-names';

/** `detail` of `facturo-checkout-complete`: a payment attempt has an outcome. */
export interface CheckoutCompleteDetail {
  /** `approved`, `in_process` (dispatched again when it settles), `rejected`… */
  status: PaymentStatus;
  paymentId: string;
  /** The order of a purchase; `null` when an open invoice was paid or only a result is shown. */
  orderId: string | null;
  /**
   * The invoice, once issued: a purchase's electronic invoice is issued when its payment is approved,
   * so it is `null` while in process (the event comes again when it settles) and after a rejection.
   */
  invoiceId: string | null;
}

/**
 * `detail` of `facturo-checkout-browse-plans`: the buyer asked for the plans from the empty bag of a
 * checkout without `plans-url`. Cancelable: the host shows its plans and calls `preventDefault()`;
 * otherwise the checkout goes back in the browser's history (when there is a page to go back to).
 */
export interface CheckoutBrowsePlansDetail {
  /** Why the buyer wants the plans: the bag is empty. */
  reason: 'empty-bag';
}

/**
 * `detail` of `facturo-checkout-bank-redirect`: a PSE payment waits for the buyer at the bank. Cancelable:
 * by default the browser goes to `url`; a host that opens it itself calls `preventDefault()`.
 */
export interface CheckoutBankRedirectDetail {
  paymentId: string;
  /** The order of a purchase; `null` when an open invoice is paid. */
  orderId: string | null;
  /** The bank's page (absolute). */
  url: string;
}

/** The step the checkout opens on. */
export type CheckoutStartStep = 'bag' | 'billing';

/** Props of `<Checkout>` and properties of `<facturo-checkout>`. */
export interface CheckoutProps
  extends WidgetBaseProps,
    EventCallbacks<
      'facturo-checkout-complete' | 'facturo-checkout-browse-plans' | 'facturo-checkout-bank-redirect'
    > {
  /**
   * The first step: `bag` shows the cart; `billing` goes straight to the billing
   * information when the bag was reviewed on another page. An empty bag always shows the bag.
   * @default 'bag'
   */
  step?: CheckoutStartStep;
  /**
   * Where the bag's "continue" goes when the rest of the checkout lives on another page; without it
   * the checkout continues in place.
   */
  checkoutUrl?: string;
  /**
   * Where the empty bag's "see the plans" link goes. Without it, "see the plans" dispatches
   * `facturo-checkout-browse-plans` and, unless a listener cancels it, goes back in history.
   */
  plansUrl?: string;
  /** Pay this open invoice (a renewal) instead of the bag. */
  invoiceId?: string;
  /**
   * Change this subscription to `changePlanId` in `changeCycle` (a bigger plan of its service, or the
   * annual cycle), paying the difference now, instead of the bag: its preview, the card and the result.
   */
  subscriptionId?: string;
  /** The plan a plan change (`subscriptionId`) moves to. */
  changePlanId?: string;
  /** The cycle a plan change (`subscriptionId`) moves to; the subscription's own by default. */
  changeCycle?: BillingCycle;
  /**
   * Only show the result of this payment (a return page); follows it while it is in process. Without
   * it, a page the bank sent the buyer back to (its address has `facturo_payment_id`) shows that payment.
   */
  paymentId?: string;
  /**
   * Where the bank sends the buyer back after a PSE payment, with `facturo_payment_id` added: a page
   * with a `<facturo-checkout>`, which then shows the payment's result. This page by default.
   */
  returnUrl?: string;
  /** Buy for this organization; by default, the buyer's own (created with the first purchase). */
  organizationId?: string;
}

/** The steps of a purchase, in order. */
export const CHECKOUT_STEPS = ['bag', 'login', 'billing', 'payment', 'result'] as const;

/** One of {@link CHECKOUT_STEPS}. */
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

// This widget's events and tag, registered in the package's maps by declaration merging (the
// runtime declares them empty; see `runtime/core/events/facturo-event-map.ts`).
declare module '@facturo/widgets' {
  interface FacturoEventMap {
    /**
     * A payment attempt of the checkout has an outcome (`approved`, `in_process`, `rejected`…); an
     * in-process payment dispatches it again when it settles.
     */
    'facturo-checkout-complete': CheckoutCompleteDetail;
    /**
     * "See the plans" on the checkout's empty bag without `plans-url` (cancelable: `preventDefault()` when
     * the page shows its plans itself; otherwise the checkout goes back in history).
     */
    'facturo-checkout-browse-plans': CheckoutBrowsePlansDetail;
    /**
     * A PSE payment waits at the bank (cancelable: `preventDefault()` keeps the page, which then opens
     * `url` itself; otherwise the browser goes there).
     */
    'facturo-checkout-bank-redirect': CheckoutBankRedirectDetail;
  }

  interface FacturoElementTagNameMap {
    'facturo-checkout': WidgetElement<CheckoutProps>;
  }
}
