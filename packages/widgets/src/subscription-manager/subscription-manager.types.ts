import type { BillingCycle } from '@facturo/sdk/schemas';
import type { WidgetBaseProps } from '../runtime/core/config/config.types';
import type { WidgetElement } from '../runtime/core/elements/widget-element.types';
import type { EventCallbacks } from '../runtime/core/events/event-names';
import type { PaymentMethodEventName } from './payment-methods.types';

/** What changed in a subscription, as `facturo-subscription-change` reports it. */
export type SubscriptionChangeAction =
  | 'cancelled'
  | 'resumed'
  | 'plan_change_scheduled'
  | 'plan_change_unscheduled';

/** `detail` of `facturo-subscription-change`: the customer changed a subscription (the API accepted it). */
export interface SubscriptionChangeDetail {
  subscriptionId: string;
  action: SubscriptionChangeAction;
}

/**
 * `detail` of `facturo-plan-change-checkout` (cancelable): a step up is about to be paid. A host that
 * mounts `<facturo-checkout subscription-id change-plan-id change-cycle>` itself calls
 * `preventDefault()`; otherwise the widget goes to its `checkout-url`.
 */
export interface PlanChangeCheckoutDetail {
  subscriptionId: string;
  planId: string;
  billingCycle: BillingCycle;
  /** What is paid now (the API's quote), whole pesos with IVA. */
  amountDue: number;
}

/**
 * `detail` of `facturo-renewal-checkout` (cancelable): the customer is about to pay a subscription's
 * open renewal invoice ("Renovar"). A host that mounts `<facturo-checkout invoice-id>` itself calls
 * `preventDefault()`; otherwise the widget goes to its `checkout-url` with `?invoice=<id>`.
 */
export interface RenewalCheckoutDetail {
  subscriptionId: string;
  invoiceId: string;
}

/**
 * `detail` of `facturo-subscription-rebuy` (cancelable): the customer buys a cancelled plan again
 * ("Comprar de nuevo"). Unless a listener calls `preventDefault()`, the widget puts the plan in the
 * shared cart and goes to its `checkout-url` with `?plan=<id>&cycle=<cycle>`.
 */
export interface SubscriptionRebuyDetail {
  subscriptionId: string;
  planId: string;
  billingCycle: BillingCycle;
}

/** Props of `<SubscriptionManager>` and properties of `<facturo-subscription-manager>`. */
export interface SubscriptionManagerProps
  extends WidgetBaseProps,
    EventCallbacks<
      | 'facturo-subscription-change'
      | 'facturo-plan-change-checkout'
      | 'facturo-renewal-checkout'
      | 'facturo-subscription-rebuy'
      | PaymentMethodEventName
    > {
  /** The organization whose subscriptions are shown; needed only for users in several organizations. */
  organizationId?: string;
  /**
   * A widget-session token minted by the integrator's server (`POST /widget-sessions`): with
   * `subscriptions:read` the widget only shows the subscriptions; with `subscriptions:manage` it also
   * cancels, resumes and changes plans (paying needs the customer signed in). Without it the page's
   * session is used.
   */
  accessToken?: string;
  /**
   * Where a signed-in customer pays (a page with `<facturo-checkout>`): the widget goes there with
   * `?subscription=<id>&plan=<id>&cycle=<cycle>` for a step up, `?invoice=<id>` for a renewal and
   * `?plan=<id>&cycle=<cycle>` (the plan in the shared cart) to buy a cancelled plan again, unless a
   * listener of the matching event called `preventDefault()`.
   */
  checkoutUrl?: string;
  /** A page with the customer's invoices (e.g. `<facturo-invoice-list>`), linked from a pending renewal. */
  invoicesUrl?: string;
  /** A page with the plans (e.g. `<facturo-pricing-table>`), offered when there are no subscriptions yet. */
  plansUrl?: string;
  /**
   * Shows a signed-in customer the subscriptions without cancel, resume and plan changes, for a host
   * that knows their role does not allow them (the API would refuse with 403); paying stays.
   */
  readOnly?: boolean;
}

// This widget's events and tag, registered in the package's maps by declaration merging (the
// runtime declares them empty; see `runtime/core/events/facturo-event-map.ts`).
declare module '@facturo/widgets' {
  interface FacturoEventMap {
    /** A subscription was cancelled, resumed, or had a plan change scheduled or dropped. */
    'facturo-subscription-change': SubscriptionChangeDetail;
    /** Cancelable: a step up is about to be paid; `preventDefault()` to mount the checkout yourself. */
    'facturo-plan-change-checkout': PlanChangeCheckoutDetail;
    /** Cancelable: a renewal invoice is about to be paid; `preventDefault()` to mount the checkout yourself. */
    'facturo-renewal-checkout': RenewalCheckoutDetail;
    /** Cancelable: a cancelled plan is bought again; `preventDefault()` to handle the cart yourself. */
    'facturo-subscription-rebuy': SubscriptionRebuyDetail;
  }

  interface FacturoElementTagNameMap {
    'facturo-subscription-manager': WidgetElement<SubscriptionManagerProps>;
  }
}
