import type { FacturoEvent } from '@facturo/widgets';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * Opens the portal's own checkout for an open invoice ("Pagar" in the invoice list's detail), inside
 * the app and without reloading the page, where the widget would go to a `checkout-url`: the
 * checkout's invoice mode at `/checkout?invoice=`.
 */
export function useInvoicePayRoute(): (event: FacturoEvent<'facturo-invoice-pay'>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event) => {
      event.preventDefault();
      void navigate(`/checkout?invoice=${encodeURIComponent(event.detail.invoiceId)}`);
    },
    [navigate],
  );
}
