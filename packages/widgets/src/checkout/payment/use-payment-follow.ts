import type { Payment } from '@facturo/sdk/schemas';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { billingDataChanged } from '../../runtime/core/data/billing-data-changed';
import { useWidget } from '../../runtime/react/widget-context';
import type { CheckoutApi } from '../api/checkout-api';
import type { CheckoutFlow } from '../checkout-flow';

/** Waits between polls of a payment in process: quick at first, then every few seconds. */
export const POLL_DELAYS_MS = [1500, 2500, 4000, 6000] as const;

const settled = (status: Payment['status']) => status !== 'in_process' && status !== 'pending';

/**
 * Follows a payment in process (`GET /payments/{id}`) until it settles, then shows and announces the
 * new outcome and dispatches `facturo-checkout-complete` again. Polling stops when it settles, when
 * the widget unmounts, and never runs two requests at once.
 */
export function usePaymentFollow(api: CheckoutApi, flow: CheckoutFlow): void {
  useSignals();
  const { emit } = useWidget();
  const outcome = flow.outcome.value;
  const paymentId = outcome && !settled(outcome.status) ? outcome.paymentId : null;

  useEffect(() => {
    if (!paymentId) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let round = 0;
    const poll = async () => {
      try {
        const payment = await api.payment(paymentId);
        if (stopped) return;
        if (settled(payment.status)) {
          const current = flow.outcome.peek();
          if (!current || current.paymentId !== paymentId) return;
          // An approved purchase now has its invoice (issued on approval).
          const invoiceId = payment.invoiceId ?? current.invoiceId;
          flow.outcome.value = {
            ...current,
            invoiceId,
            status: payment.status,
            statusDetail: payment.statusDetail,
          };
          emit('facturo-checkout-complete', {
            status: payment.status,
            paymentId,
            orderId: current.orderId,
            invoiceId,
          });
          billingDataChanged();
          return;
        }
      } catch {
        // A failed poll (offline for a moment) is retried on the next round.
      }
      if (stopped) return;
      timer = setTimeout(poll, POLL_DELAYS_MS[Math.min(round++, POLL_DELAYS_MS.length - 1)]);
    };
    timer = setTimeout(poll, POLL_DELAYS_MS[round++]);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [api, flow, paymentId, emit]);
}
