import type { SubscriptionChangeAction } from './subscription-manager.types';
import type { SubscriptionManagerApi } from './subscription-manager-api';
import type { SubscriptionCheckout } from './use-subscription-checkout';

/** What every card of the manager shares: the API, the access and where changes are announced. */
export interface ManagerContext {
  api: SubscriptionManagerApi;
  /** Part of query keys (the API, the access and the organization). */
  scope: string;
  /**
   * `true` for a signed-in customer (the API decides by role) and for a widget session with
   * `subscriptions:manage`; `false` for one that only reads.
   */
  canManage: boolean;
  /** `true` for a signed-in customer: renewing and buying again go through the checkout. */
  canPay: boolean;
  /** Renewing, paying a step up and buying again (their events, then `checkoutUrl`). */
  checkout: SubscriptionCheckout;
  invoicesUrl: string | undefined;
  /** A change was accepted: announce it and fetch the billing data again. */
  onChanged: (subscriptionId: string, action: SubscriptionChangeAction) => void;
}
