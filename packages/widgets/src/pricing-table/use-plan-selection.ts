import type { BillingCycle, PricedPlan } from '@facturo/sdk';
import { useCallback } from 'react';
import { navigateTo, withQuery } from '../runtime/navigation';
import { useWidget } from '../runtime/react/widget-context';

/**
 * What the call to action does: dispatch the cancelable `facturo-plan-select`; unless a listener
 * cancelled it, put the plan in the shared cart and go to `checkoutUrl` (with `plan` and `cycle` in
 * the query, for checkouts on another origin).
 */
export function usePlanSelection(
  checkoutUrl: string | undefined,
): (plan: PricedPlan, cycle: BillingCycle) => void {
  const { emit, connection } = useWidget();
  return useCallback(
    (plan, cycle) => {
      const proceed = emit('facturo-plan-select', { planId: plan.id, cycle }, { cancelable: true });
      if (!proceed) return;
      connection.cart.add({ planId: plan.id, cycle });
      if (checkoutUrl) navigateTo(withQuery(checkoutUrl, { plan: plan.id, cycle }));
    },
    [emit, connection, checkoutUrl],
  );
}
