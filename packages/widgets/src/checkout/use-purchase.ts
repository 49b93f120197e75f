import { type CheckoutResponse, isApiError, type PaymentInput } from '@facturo/sdk';
import { batch } from '@preact/signals-react';
import { useCallback, useRef } from 'react';
import { billingDataChanged } from '../runtime/data/billing-data-changed';
import { useWidget } from '../runtime/react/widget-context';
import { CardEntryError, type CardHandleRef } from './card-component';
import type { CheckoutFlow } from './checkout-flow';

/** How a payment attempt is sent and what happens around it. */
export interface PurchaseTarget {
  /** `POST /checkout` or `POST /invoices/{id}/pay` with the attempt's payment and key. */
  send(payment: PaymentInput, idempotencyKey: string): Promise<CheckoutResponse>;
  /** After an approved or in-process payment (the bag is emptied). */
  onAccepted?(): void;
  /** The API refused the billing information: back to that step with its field errors. */
  onBillingRejected?(fieldErrors: Record<string, string[]>, message: string): void;
}

/**
 * Failures after which nothing is known to have been charged twice and the very same request may be
 * sent again: the API answers a repeated key with its first result (or 409 while it is still busy).
 */
function resendable(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return (
    error.status === 0 ||
    error.status >= 500 ||
    error.code === 'idempotency_in_progress' ||
    error.code === 'payment_provider_unavailable'
  );
}

/**
 * The "pay" action. One click, one attempt: the card component tokenizes once per attempt and the
 * attempt's `Idempotency-Key` goes with every send. A second click while busy does nothing; a network
 * failure offers to resend exactly the same request (same key and body, so never a second charge);
 * any other refusal starts a new attempt, so the next try gets a new key and a new card token (a
 * session that expired meanwhile is cleared by the client, and the checkout shows the login).
 */
export function usePurchase(flow: CheckoutFlow, card: CardHandleRef, target: PurchaseTarget) {
  const { emit, describeError } = useWidget();
  const latest = useRef(target);
  latest.current = target;

  return useCallback(async () => {
    if (flow.busy.peek()) return;
    batch(() => {
      flow.busy.value = true;
      flow.paymentError.value = null;
    });
    const attempt = flow.attempt;
    try {
      if (!attempt.payment) {
        if (!card.current) throw new CardEntryError(describeError(null));
        attempt.payment = await card.current.requestToken();
      }
      const response = await latest.current.send(attempt.payment, attempt.key);
      const outcome = {
        paymentId: response.payment.id,
        orderId: response.orderId,
        invoiceId: response.invoiceId,
        status: response.payment.status,
        statusDetail: response.payment.statusDetail,
      };
      if (outcome.status !== 'rejected') latest.current.onAccepted?.();
      // The attempt is spent whatever its outcome: a retry after a rejection needs another card.
      flow.newAttempt();
      flow.finish(outcome);
      emit('facturo-checkout-complete', {
        status: outcome.status,
        paymentId: outcome.paymentId,
        orderId: outcome.orderId,
        invoiceId: outcome.invoiceId,
      });
      billingDataChanged();
    } catch (error) {
      const message = error instanceof CardEntryError ? error.message : describeError(error);
      if (isApiError(error, 'validation_failed') && latest.current.onBillingRejected) {
        flow.newAttempt();
        latest.current.onBillingRejected(error.fieldErrors, message);
        return;
      } else if (!(error instanceof CardEntryError) && !resendable(error)) {
        flow.newAttempt();
        card.current?.reset();
      }
      batch(() => {
        flow.paymentError.value = message;
        flow.canResend.value = resendable(error) && attempt.payment !== null;
      });
    } finally {
      flow.busy.value = false;
    }
  }, [flow, card, emit, describeError]);
}
