import type { CheckoutResponse } from '@facturo/sdk/schemas';
import { batch } from '@preact/signals-react';
import { useCallback, useRef } from 'react';
import { useWidget } from '../../runtime/react/widget-context';
import type { CardHandleRef } from '../../ui/card-form/card-component';
import type { AttemptPayment } from '../api/checkout-api';
import type { AttemptRequest, CheckoutFlow } from '../checkout-flow';

/** How a payment attempt is built and sent, and what happens around it. */
export interface PurchaseTarget<Request extends AttemptRequest> {
  /**
   * The whole request of a new attempt, from the card's payment and what the buyer chose. Called once
   * per attempt: every resend sends this very object, whatever the buyer or the cart changed since.
   */
  request(payment: AttemptPayment): Request;
  /** `POST /checkout` or `POST /invoices/{id}/pay` with the attempt's request and key. */
  send(request: Request, idempotencyKey: string): Promise<CheckoutResponse>;
  /** After an approved or in-process payment (the bag is emptied; see `CheckoutFlow.finishedRequest`). */
  onAccepted?(): void;
  /** The API refused the billing information: back to that step with its field errors. */
  onBillingRejected?(fieldErrors: Record<string, string[]>, message: string): void;
}

/**
 * The "pay" action. One click, one attempt: the card component tokenizes once per attempt, the
 * attempt's whole request is taken then, and its `Idempotency-Key` goes with every send. A second
 * click while busy does nothing; a failure with an unknown outcome offers to resend exactly the same
 * request (never a second charge) and nothing else; any definite refusal starts a new attempt, so the
 * next try gets a new key and a new card token (a session that expired meanwhile is cleared by the
 * client, and the checkout shows the login).
 */
export function usePurchase<Request extends AttemptRequest>(
  flow: CheckoutFlow,
  card: CardHandleRef<AttemptPayment>,
  target: PurchaseTarget<Request>,
) {
  const { emit, describeError, t, config } = useWidget();
  const latest = useRef(target);
  latest.current = target;

  return useCallback(async () => {
    if (flow.busy.peek()) return;
    batch(() => {
      flow.busy.value = true;
      flow.paymentError.value = null;
    });
    try {
      // The sending rules download with the first press (the bag's first paint needs none of them).
      const { sendAttempt } = await import('./send-attempt');
      await sendAttempt(flow, card, latest, { emit, describeError, t, config });
    } catch (error) {
      // Only that download fails here (nothing was sent): `sendAttempt` turns every other failure
      // into a message itself.
      flow.paymentError.value = describeError(error);
    } finally {
      flow.busy.value = false;
    }
  }, [flow, card, emit, describeError, t, config]);
}
