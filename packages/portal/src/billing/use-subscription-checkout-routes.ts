import type { FacturoEvent } from '@facturo/widgets';
import { getConnection } from '@facturo/widgets';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useServices } from '../services/services-context';

/** The subscription manager's checkout events, as the portal answers them. */
export interface SubscriptionCheckoutRoutes {
  onPlanChangeCheckout: (event: FacturoEvent<'facturo-plan-change-checkout'>) => void;
  onRenewalCheckout: (event: FacturoEvent<'facturo-renewal-checkout'>) => void;
  onSubscriptionRebuy: (event: FacturoEvent<'facturo-subscription-rebuy'>) => void;
}

/**
 * Opens the portal's own checkout, inside the app and without reloading the page, where the
 * subscription manager would go to a `checkout-url`: a step up at `/checkout?subscription&plan&cycle`,
 * a renewal invoice at `/checkout?invoice=`, and a cancelled plan put in the bag at `/checkout-cart`.
 */
export function useSubscriptionCheckoutRoutes(): SubscriptionCheckoutRoutes {
  const navigate = useNavigate();
  const { config } = useServices();
  return useMemo(
    () => ({
      onPlanChangeCheckout: (event) => {
        event.preventDefault();
        const { subscriptionId, planId, billingCycle } = event.detail;
        const query = new URLSearchParams({
          subscription: subscriptionId,
          plan: planId,
          cycle: billingCycle,
        });
        void navigate(`/checkout?${query}`);
      },
      onRenewalCheckout: (event) => {
        event.preventDefault();
        void navigate(`/checkout?invoice=${encodeURIComponent(event.detail.invoiceId)}`);
      },
      onSubscriptionRebuy: (event) => {
        event.preventDefault();
        getConnection(config).cart.add({ planId: event.detail.planId, cycle: event.detail.billingCycle });
        void navigate('/checkout-cart');
      },
    }),
    [navigate, config],
  );
}
