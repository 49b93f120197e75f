import type { Payment } from '@facturo/sdk/schemas';
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useRef, useState } from 'react';
import { billingDataChanged } from '../../runtime/core/data/billing-data-changed';
import { useWidget } from '../../runtime/react/widget-context';
import type { CheckoutApi } from '../api/checkout-api';
import type { CheckoutFlow } from '../checkout-flow';

/** Waits between polls of a payment in process: quick at first, then every few seconds. */
export const POLL_DELAYS_MS = [1500, 2500, 4000, 6000] as const;

const settled = (status: Payment['status']) => status !== 'in_process' && status !== 'pending';

/** What {@link usePaymentFollow} offers the result: ask now ("Actualizar") and whether it is asking. */
export interface PaymentFollow {
  refresh(): Promise<void>;
  refreshing: boolean;
}

/**
 * Follows a payment in process or pending (`GET /payments/{id}`) until it settles, then shows and
 * announces the new outcome and dispatches `facturo-checkout-complete` again. Polling stops when it
 * settles, when the widget unmounts, and never runs two requests at once; `refresh` asks at once.
 */
export function usePaymentFollow(api: CheckoutApi, flow: CheckoutFlow): PaymentFollow {
  useSignals();
  const { emit } = useWidget();
  const outcome = flow.outcome.value;
  const paymentId = outcome && !settled(outcome.status) ? outcome.paymentId : null;
  const [refreshing, setRefreshing] = useState(false);
  const asking = useRef(false);

  // One question to the API; `true` once the payment settled (nothing more to ask).
  const ask = useCallback(
    async (id: string): Promise<boolean> => {
      const payment = await api.payment(id);
      if (!settled(payment.status)) return false;
      const current = flow.outcome.peek();
      if (!current || current.paymentId !== id || settled(current.status)) return true;
      // An approved purchase now has its invoice (issued on approval).
      const invoiceId = payment.invoiceId ?? current.invoiceId;
      flow.outcome.value = {
        paymentId: id,
        orderId: current.orderId,
        invoiceId,
        status: payment.status,
        statusDetail: payment.statusDetail,
      };
      emit('facturo-checkout-complete', {
        status: payment.status,
        paymentId: id,
        orderId: current.orderId,
        invoiceId,
      });
      billingDataChanged();
      return true;
    },
    [api, flow, emit],
  );

  useEffect(() => {
    if (!paymentId) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let round = 0;
    const poll = async () => {
      if (!asking.current) {
        asking.current = true;
        try {
          if (await ask(paymentId)) return;
        } catch {
          // A failed poll (offline for a moment) is retried on the next round.
        } finally {
          asking.current = false;
        }
      }
      if (stopped) return;
      timer = setTimeout(poll, POLL_DELAYS_MS[Math.min(round++, POLL_DELAYS_MS.length - 1)]);
    };
    timer = setTimeout(poll, POLL_DELAYS_MS[round++]);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [paymentId, ask]);

  const refresh = useCallback(async () => {
    if (!paymentId || asking.current) return;
    asking.current = true;
    setRefreshing(true);
    try {
      await ask(paymentId);
    } catch {
      // The automatic polling keeps trying.
    } finally {
      asking.current = false;
      setRefreshing(false);
    }
  }, [paymentId, ask]);

  return { refresh, refreshing };
}
