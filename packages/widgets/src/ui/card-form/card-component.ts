import type { PaymentInput } from '@facturo/sdk/schemas';

/**
 * What a payment form asks of the provider's card component (or, in the checkout, of the PSE form).
 * The component tokenizes the card inside the provider's own frame; the widget only ever receives
 * the token, never card numbers. `Payment` is what the component answers: a card token by default,
 * the checkout's PSE form answers the transfer's details instead.
 */
export interface CardComponentHandle<Payment = PaymentInput> {
  /**
   * Tokenizes what the buyer typed. Rejects with {@link CardEntryError} (its message already in the
   * buyer's language) when the card is incomplete or refused by the provider's checks.
   */
  requestToken(): Promise<Payment>;
  /** Clears the card fields for a new attempt. */
  reset(): void;
}

/** The card could not be tokenized; `message` is for the buyer. */
export class CardEntryError extends Error {
  override readonly name = 'CardEntryError';
}

/** A ref the card component fills with its handle once it can tokenize. */
export type CardHandleRef<Payment = PaymentInput> = { current: CardComponentHandle<Payment> | null };
