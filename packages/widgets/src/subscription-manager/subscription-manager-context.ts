import type { SubscriptionChangeAction } from './subscription-manager.types';
import type { SubscriptionManagerApi } from './subscription-manager-api';

/** What every card of the manager shares: the API, the access and where changes are announced. */
export interface ManagerContext {
  api: SubscriptionManagerApi;
  /** Part of query keys (the API, the access and the organization). */
  scope: string;
  /** `true` for a signed-in customer (the API decides by role); a widget session only reads. */
  canManage: boolean;
  checkoutUrl: string | undefined;
  invoicesUrl: string | undefined;
  /** A change was accepted: announce it and fetch the billing data again. */
  onChanged: (subscriptionId: string, action: SubscriptionChangeAction) => void;
}
