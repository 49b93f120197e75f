import type { FacturoEvent } from '@facturo/widgets';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * Opens the payment result page when a purchase has an outcome (`facturo-checkout-complete`); the
 * checkout there follows a payment in process until it settles. On the result page itself (a retry
 * after a rejection) the address is replaced rather than pushed, so a reload or a shared link shows
 * the latest attempt and Back does not return to the rejected one.
 *
 * A payment the bank declined on the checkout page stays there: the checkout shows the result with
 * "Intentar con otra tarjeta", which goes back to its payment step with the billing information the
 * buyer typed. On the result page that retry would start the purchase over, from the billing form,
 * under "Resultado del pago" and with the declined payment in the address.
 */
export function useCheckoutComplete(
  options: { replace?: boolean } = {},
): (event: FacturoEvent<'facturo-checkout-complete'>) => void {
  const navigate = useNavigate();
  const { replace = false } = options;
  return useCallback(
    (event) => {
      const { paymentId, status } = event.detail;
      if (!replace && (status === 'rejected' || status === 'cancelled')) return;
      void navigate(`/payments?payment=${encodeURIComponent(paymentId)}`, { replace });
    },
    [navigate, replace],
  );
}
