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

/** Props of `<SubscriptionManager>` and properties of `<facturo-subscription-manager>`. */
export interface SubscriptionManagerProps
  extends WidgetBaseProps,
    EventCallbacks<'facturo-subscription-change' | 'facturo-plan-change-checkout' | PaymentMethodEventName> {
  /** The organization whose subscriptions are shown; needed only for users in several organizations. */
  organizationId?: string;
  /**
   * A widget-session token minted by the integrator's server (`POST /widget-sessions`) with
   * `subscriptions:read`: the widget then only shows the subscriptions (changing them needs the
   * customer signed in). Without it the page's session is used.
   */
  accessToken?: string;
  /**
   * Where a step up is paid (a page with `<facturo-checkout>`): the widget goes there with
   * `?subscription=<id>&plan=<id>&cycle=<cycle>` appended, unless a listener of
   * `facturo-plan-change-checkout` called `preventDefault()`.
   */
  checkoutUrl?: string;
  /** A page with the customer's invoices (e.g. `<facturo-invoice-list>`), linked from a pending renewal. */
  invoicesUrl?: string;
}

// This widget's events and tag, registered in the package's maps by declaration merging (the
// runtime declares them empty; see `runtime/core/events/facturo-event-map.ts`).
declare module '@facturo/widgets' {
  interface FacturoEventMap {
    /** A subscription was cancelled, resumed, or had a plan change scheduled or dropped. */
    'facturo-subscription-change': SubscriptionChangeDetail;
    /** Cancelable: a step up is about to be paid; `preventDefault()` to mount the checkout yourself. */
    'facturo-plan-change-checkout': PlanChangeCheckoutDetail;
  }

  interface FacturoElementTagNameMap {
    'facturo-subscription-manager': WidgetElement<SubscriptionManagerProps>;
  }
}
