import type { PlanChangeRequest, Subscription } from '@facturo/sdk/schemas';
import { useCallback, useMemo } from 'react';
import { loadCart } from '../runtime/core/connection/load-cart';
import { navigateTo, withQuery } from '../runtime/core/navigation';
import { useWidget } from '../runtime/react/widget-context';

/** What happened after the customer chose to pay: the host or the widget took over, or nowhere to go. */
export type CheckoutOutcome = 'handled' | 'added_to_cart' | 'no_checkout';

/** Renewing, paying a step up and buying again, each through its cancelable event and then `checkoutUrl`. */
export interface SubscriptionCheckout {
  /**
   * Pays a step up: `facturo-plan-change-checkout` (with the quoted amount), then
   * `checkoutUrl?subscription=<id>&plan=<id>&cycle=<cycle>`.
   */
  payPlanChange(subscription: Subscription, change: PlanChangeRequest, amountDue: number): CheckoutOutcome;
  /** Pays the open renewal invoice: `facturo-renewal-checkout`, then `checkoutUrl?invoice=<id>`. */
  payRenewal(subscription: Subscription): CheckoutOutcome;
  /**
   * Buys a cancelled plan again: `facturo-subscription-rebuy`, then the plan in the shared cart and
   * `checkoutUrl?plan=<id>&cycle=<cycle>` (without a checkout URL the plan waits in the cart).
   */
  buyAgain(subscription: Subscription): Promise<CheckoutOutcome>;
}

/**
 * The checkout hand-offs of the subscription manager. A host that routes itself (the portal)
 * cancels the events and opens its own checkout; a plain page gets `checkoutUrl`.
 */
export function useSubscriptionCheckout(checkoutUrl: string | undefined): SubscriptionCheckout {
  const { emit, config, demo } = useWidget();
  const payRenewal = useCallback(
    (subscription: Subscription): CheckoutOutcome => {
      const invoiceId = subscription.renewalInvoiceId;
      if (!invoiceId) return 'handled';
      const detail = { subscriptionId: subscription.id, invoiceId };
      if (!emit('facturo-renewal-checkout', detail, { cancelable: true })) return 'handled';
      if (!checkoutUrl) return 'no_checkout';
      navigateTo(withQuery(checkoutUrl, { invoice: invoiceId }));
      return 'handled';
    },
    [emit, checkoutUrl],
  );
  const payPlanChange = useCallback(
    (subscription: Subscription, change: PlanChangeRequest, amountDue: number): CheckoutOutcome => {
      const { planId, billingCycle } = change;
      const detail = { subscriptionId: subscription.id, planId, billingCycle, amountDue };
      if (!emit('facturo-plan-change-checkout', detail, { cancelable: true })) return 'handled';
      if (!checkoutUrl) return 'no_checkout';
      navigateTo(
        withQuery(checkoutUrl, { subscription: subscription.id, plan: planId, cycle: billingCycle }),
      );
      return 'handled';
    },
    [emit, checkoutUrl],
  );
  const buyAgain = useCallback(
    async (subscription: Subscription): Promise<CheckoutOutcome> => {
      const { planId, billingCycle } = subscription;
      const detail = { subscriptionId: subscription.id, planId, billingCycle };
      if (!emit('facturo-subscription-rebuy', detail, { cancelable: true })) return 'handled';
      (await loadCart(config, demo)).add({ planId, cycle: billingCycle });
      if (!checkoutUrl) return 'added_to_cart';
      navigateTo(withQuery(checkoutUrl, { plan: planId, cycle: billingCycle }));
      return 'handled';
    },
    [emit, config, demo, checkoutUrl],
  );
  return useMemo(() => ({ payRenewal, payPlanChange, buyAgain }), [payRenewal, payPlanChange, buyAgain]);
}
