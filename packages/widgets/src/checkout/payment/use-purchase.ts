import { isApiError } from '@facturo/sdk/http';
import type { CheckoutResponse } from '@facturo/sdk/schemas';
import { batch } from '@preact/signals-react';
import { useCallback, useRef } from 'react';
import { billingDataChanged } from '../../runtime/core/data/billing-data-changed';
import { useWidget } from '../../runtime/react/widget-context';
import { CardEntryError, type CardHandleRef } from '../../ui/card-form/card-component';
import type { AttemptPayment } from '../api/checkout-api';
import type { AttemptRequest, CheckoutFlow } from '../checkout-flow';
import { sendToBank } from './bank-redirect';

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
 * Failures after which the outcome of a sent request is unknown, so only the very same request (same
 * key, same body) may go again: the API answers a repeated key with its first result, or 409
 * `idempotency_in_progress` while it is still busy with it. `idempotency_key_reused` means the key is
 * already bound to a request: a new key could charge that purchase a second time, so it is kept too.
 */
function outcomeUnknown(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return (
    error.status === 0 ||
    error.status >= 500 ||
    error.code === 'idempotency_in_progress' ||
    error.code === 'idempotency_key_reused' ||
    error.code === 'payment_provider_unavailable'
  );
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
    const attempt = flow.attempt;
    try {
      if (!attempt.request) {
        if (!card.current) throw new CardEntryError(describeError(null));
        // A deep copy: nothing the page or the buyer changes later can alter what this key was sent with.
        attempt.request = structuredClone(latest.current.request(await card.current.requestToken()));
      }
      const request = attempt.request as Request;
      const response = await latest.current.send(request, attempt.key);
      // A PSE transfer waits at the bank: its page is on the provider's site (or, for the sandbox, on the API's).
      const redirectUrl = response.payment.redirectUrl
        ? new URL(response.payment.redirectUrl, config.apiBaseUrl).href
        : undefined;
      const outcome = {
        paymentId: response.payment.id,
        orderId: response.orderId,
        invoiceId: response.invoiceId,
        status: response.payment.status,
        statusDetail: response.payment.statusDetail,
        ...(redirectUrl ? { redirectUrl } : {}),
      };
      if (outcome.status !== 'rejected') latest.current.onAccepted?.();
      // The attempt is spent whatever its outcome: a retry after a rejection needs another card.
      flow.newAttempt();
      flow.finish(outcome, request);
      emit('facturo-checkout-complete', {
        status: outcome.status,
        paymentId: outcome.paymentId,
        orderId: outcome.orderId,
        invoiceId: outcome.invoiceId,
      });
      billingDataChanged();
      if (redirectUrl)
        sendToBank(emit, { paymentId: outcome.paymentId, orderId: outcome.orderId, url: redirectUrl });
    } catch (error) {
      const unknown = outcomeUnknown(error) && attempt.request !== null;
      let message = error instanceof CardEntryError ? error.message : describeError(error);
      if (isApiError(error, 'idempotency_key_reused')) message = t('checkout.attemptAlreadySent');
      // Bought meanwhile (another tab, a colleague): what the organization holds is asked again, so
      // the bag marks that plan.
      if (isApiError(error, 'plan_already_owned') || isApiError(error, 'plan_purchase_in_progress')) {
        billingDataChanged();
      }
      if (isApiError(error, 'validation_failed') && latest.current.onBillingRejected) {
        flow.newAttempt();
        latest.current.onBillingRejected(error.fieldErrors, message);
        return;
      } else if (!(error instanceof CardEntryError) && !unknown) {
        flow.newAttempt();
        card.current?.reset();
      }
      batch(() => {
        flow.paymentError.value = message;
        flow.canResend.value = unknown;
      });
    } finally {
      flow.busy.value = false;
    }
  }, [flow, card, emit, describeError, t, config]);
}
