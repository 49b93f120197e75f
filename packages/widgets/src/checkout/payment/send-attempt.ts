import { isApiError } from '@facturo/sdk/http';
import { batch } from '@preact/signals-react';
import type { RefObject } from 'react';
import { billingDataChanged } from '../../runtime/core/data/billing-data-changed';
import type { WidgetContextValue } from '../../runtime/react/widget-context';
import { CardEntryError, type CardHandleRef } from '../../ui/card-form/card-component';
import type { AttemptPayment } from '../api/checkout-api';
import type { AttemptRequest, CheckoutFlow } from '../checkout-flow';
import { sendToBank } from './bank-redirect';
import type { PurchaseTarget } from './use-purchase';

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

/** What {@link sendAttempt} needs of the widget. */
export type AttemptWidget = Pick<WidgetContextValue, 'emit' | 'describeError' | 't' | 'config'>;

/**
 * One press of "pay", once `usePurchase` marked the flow busy (and clears it after): tokenizes the
 * card once per attempt, sends the attempt's request with its key, and turns the outcome into the
 * result step, events and messages (see `usePurchase`). Downloaded with the first press: the bag's
 * first paint needs none of it.
 */
export async function sendAttempt<Request extends AttemptRequest>(
  flow: CheckoutFlow,
  card: CardHandleRef<AttemptPayment>,
  latest: RefObject<PurchaseTarget<Request>>,
  { emit, describeError, t, config }: AttemptWidget,
): Promise<void> {
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
  }
}
