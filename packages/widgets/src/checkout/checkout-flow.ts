import type { BillingInfo, CheckoutRequest, PaymentInput, PaymentStatus } from '@facturo/sdk/schemas';
import { batch, type Signal, signal } from '@preact/signals-react';
import { randomUuid } from '../runtime/core/data/random-id';
import type { AttemptPayment } from './api/checkout-api';
import type { CheckoutStep } from './checkout.types';

/** The outcome of a payment attempt, as the API answered it (and as polling updates it). */
export interface PurchaseOutcome {
  paymentId: string;
  orderId: string | null;
  /** The invoice, once issued: a purchase is invoiced when its payment is approved (`null` before). */
  invoiceId: string | null;
  status: PaymentStatus;
  statusDetail: string;
  /** PSE: the bank's page the buyer is sent to (absolute) while the payment waits for it. */
  redirectUrl?: string;
}

/** `payment` as a card's: plan changes pay only by card, and their payment step offers nothing else. */
export function cardPayment(payment: AttemptPayment): PaymentInput {
  if ('method' in payment) throw new Error('Facturo checkout: this payment is made by card only.');
  return payment;
}

/** How the buyer pays: by card or by PSE. */
export type PaymentMethodChoice = 'card' | 'pse';

/** The body of a payment attempt: a purchase (`POST /checkout`) or an open invoice's payment. */
export type AttemptRequest = CheckoutRequest | { payment: AttemptPayment };

/**
 * One purchase attempt: its `Idempotency-Key` and, once the card component tokenized the card, the
 * whole request, taken once. A network failure or a timeout resends exactly that key and body (never
 * one rebuilt from what the buyer edited since), so the API answers the first result instead of
 * charging again; only a definite answer starts a new attempt.
 */
export interface PurchaseAttempt {
  readonly key: string;
  request: AttemptRequest | null;
}

/**
 * Client state of one checkout, in signals: the step, the billing information accepted on the billing
 * step, the current attempt and the last outcome. One instance per widget, so a locale or theme change
 * (or moving the element) keeps everything the buyer entered.
 */
export class CheckoutFlow {
  readonly step: Signal<CheckoutStep>;
  /** `true` once the buyer moved between steps (focus then goes to the new step's heading). */
  readonly navigated = signal(false);
  readonly billing: Signal<BillingInfo | null> = signal(null);
  readonly outcome: Signal<PurchaseOutcome | null> = signal(null);
  /** A message for the payment step (a failed attempt), or `null`. */
  readonly paymentError: Signal<string | null> = signal(null);
  /**
   * `true` while a sent attempt has no known outcome (network, timeout, provider down, the API still
   * busy with it): only that very request may go again, so the purchase cannot be changed meanwhile.
   */
  readonly canResend = signal(false);
  readonly busy = signal(false);
  /** The buyer's consent to keep the card for later payments and automatic renewals (off by default). */
  readonly saveCard = signal(false);
  /** Card or PSE, where both are offered (purchases and open invoices). */
  readonly method: Signal<PaymentMethodChoice> = signal('card');
  #attempt: PurchaseAttempt = { key: randomUuid(), request: null };
  #finished: AttemptRequest | null = null;

  constructor(first: CheckoutStep) {
    this.step = signal(first);
  }

  /** The attempt in progress. */
  get attempt(): PurchaseAttempt {
    return this.#attempt;
  }

  /** Moves to `step` because of the buyer. */
  go(step: CheckoutStep): void {
    batch(() => {
      this.navigated.value = true;
      this.step.value = step;
    });
  }

  /** The request of the last attempt that got an outcome (a retry after a rejection buys it again). */
  get finishedRequest(): AttemptRequest | null {
    return this.#finished;
  }

  /** Forgets the current attempt: the next payment gets a new key and a new card token. */
  newAttempt(): void {
    this.#attempt = { key: randomUuid(), request: null };
    batch(() => {
      this.paymentError.value = null;
      this.canResend.value = false;
    });
  }

  /** Shows the outcome of an attempt sent as `request`. */
  finish(outcome: PurchaseOutcome, request: AttemptRequest | null = null): void {
    this.#finished = request;
    batch(() => {
      this.outcome.value = outcome;
      this.paymentError.value = null;
      this.canResend.value = false;
      this.go('result');
    });
  }

  /** "Try another card": a new attempt on the payment step, billing information kept. */
  retryWithAnotherCard(): void {
    this.newAttempt();
    this.go('payment');
  }
}
