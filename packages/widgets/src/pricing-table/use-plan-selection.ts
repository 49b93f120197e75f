import type { BillingCycle, PricedPlan } from '@facturo/sdk/schemas';
import { useCallback } from 'react';
import { loadCart } from '../runtime/core/connection/load-cart';
import { navigateTo, withQuery } from '../runtime/core/navigation';
import { useWidget } from '../runtime/react/widget-context';

/**
 * What the call to action does: dispatch the cancelable `facturo-plan-select`; unless a listener
 * cancelled it, put the plan in the shared cart and go to `checkoutUrl` (with `plan` and `cycle` in
 * the query, for checkouts on another origin). The cart's code downloads on the first choice, so the
 * table shows without it.
 */
export function usePlanSelection(
  checkoutUrl: string | undefined,
): (plan: PricedPlan, cycle: BillingCycle) => void {
  const { emit, config, demo } = useWidget();
  return useCallback(
    (plan, cycle) => {
      const proceed = emit('facturo-plan-select', { planId: plan.id, cycle }, { cancelable: true });
      if (!proceed) return;
      loadCart(config, demo).then(
        (cart) => {
          cart.add({ planId: plan.id, cycle });
          if (checkoutUrl) navigateTo(withQuery(checkoutUrl, { plan: plan.id, cycle }));
        },
        (error: unknown) => console.error('Facturo: the cart could not be loaded.', error),
      );
    },
    [emit, config, demo, checkoutUrl],
  );
}
