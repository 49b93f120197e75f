import type { FacturoEvent } from '@facturo/widgets';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useServices } from '../../services/services-context';

/** Where a plan's call to action leads on a deployment that sells nothing online (`allowAuth: false`). */
export const CONTACT_SECTION = '/landing-page#contact';

/**
 * The pricing table's `onPlanSelect` for the portal: once the widget has put the plan in the shared
 * cart (it does so right after the event, unless a listener cancelled it), open the bag inside the
 * app, without reloading the page. A deployment without accounts cannot check out, so there the plan
 * stays out of the cart and the visitor is taken to the contact form instead.
 */
export function usePlanCheckout(): (event: FacturoEvent<'facturo-plan-select'>) => void {
  const navigate = useNavigate();
  const { config } = useServices();
  return useCallback(
    (event) => {
      if (event.defaultPrevented) return;
      if (!config.allowAuth) {
        event.preventDefault();
        void navigate(CONTACT_SECTION);
        return;
      }
      queueMicrotask(() => void navigate('/checkout-cart'));
    },
    [navigate, config.allowAuth],
  );
}
