import type { FacturoEvent } from '@facturo/widgets';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * The pricing table's `onPlanSelect` for the portal: once the widget has put the plan in the shared
 * cart (it does so right after the event, unless a listener cancelled it), open the bag inside the
 * app, without reloading the page.
 */
export function usePlanCheckout(): (event: FacturoEvent<'facturo-plan-select'>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event) => {
      if (event.defaultPrevented) return;
      queueMicrotask(() => void navigate('/checkout-cart'));
    },
    [navigate],
  );
}
