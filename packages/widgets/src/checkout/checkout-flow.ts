import type { BillingInfo, PaymentInput, PaymentStatus } from '@facturo/sdk';
import { batch, type Signal, signal } from '@preact/signals-react';
import { randomUuid } from '../runtime/data/random-id';
import type { CheckoutStep } from './checkout.types';

/** The outcome of a payment attempt, as the API answered it (and as polling updates it). */
export interface PurchaseOutcome {
  paymentId: string;
  orderId: string | null;
  invoiceId: string;
  status: PaymentStatus;
  statusDetail: string;
}

/**
 * One purchase attempt: its `Idempotency-Key` and, once the card component tokenized the card, the
 * payment sent with it. A network failure or a timeout resends exactly the same key and body, so the
 * API answers the first result instead of charging again; only a new card starts a new attempt.
 */
export interface PurchaseAttempt {
  readonly key: string;
  payment: PaymentInput | null;
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
  /** `true` when the failure left the attempt resendable as it is (network, timeout, provider down). */
  readonly canResend = signal(false);
  readonly busy = signal(false);
  #attempt: PurchaseAttempt = { key: randomUuid(), payment: null };

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

  /** Forgets the current attempt: the next payment gets a new key and a new card token. */
  newAttempt(): void {
    this.#attempt = { key: randomUuid(), payment: null };
    batch(() => {
      this.paymentError.value = null;
      this.canResend.value = false;
    });
  }

  /** Shows the outcome of an attempt. */
  finish(outcome: PurchaseOutcome): void {
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
