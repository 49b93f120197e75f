import type { FacturoEvent } from '@facturo/widgets';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * Opens the payment result page when a purchase has an outcome (`facturo-checkout-complete`); the
 * checkout there follows a payment in process until it settles.
 */
export function useCheckoutComplete(): (event: FacturoEvent<'facturo-checkout-complete'>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event) => {
      const { paymentId } = event.detail;
      void navigate(`/payments?payment=${encodeURIComponent(paymentId)}`);
    },
    [navigate],
  );
}
