/** A saved card as the payment-method events describe it (never its number). */
export interface PaymentMethodEventCard {
  /** The saved card's id (`…/payment-methods/{methodId}`). */
  paymentMethodId: string;
  /** The provider's brand id: `visa`, `master`, `amex`. */
  brand: string;
  lastFour: string;
}

/** `detail` of `facturo-payment-method-added`: a card was saved for the organization. */
export interface PaymentMethodAddedDetail extends PaymentMethodEventCard {
  organizationId: string;
  /** `true` when it became the default (the organization's first card). */
  isDefault: boolean;
}

/** `detail` of `facturo-payment-method-removed`: a saved card was removed. */
export interface PaymentMethodRemovedDetail extends PaymentMethodEventCard {
  organizationId: string;
}

/** `detail` of `facturo-payment-method-default-changed`: renewals now charge this card. */
export interface PaymentMethodDefaultChangedDetail extends PaymentMethodEventCard {
  organizationId: string;
}

/** The events of the subscription manager's payment methods section. */
export type PaymentMethodEventName =
  | 'facturo-payment-method-added'
  | 'facturo-payment-method-removed'
  | 'facturo-payment-method-default-changed';

// The subscription manager's payment-method events, registered by declaration merging like its
// other events (see `subscription-manager.types.ts`).
declare module '@facturo/widgets' {
  interface FacturoEventMap {
    /** A card was saved (from "Agregar tarjeta"). */
    'facturo-payment-method-added': PaymentMethodAddedDetail;
    /** A saved card was removed (after its confirmation). */
    'facturo-payment-method-removed': PaymentMethodRemovedDetail;
    /** Another card became the default that automatic renewals charge. */
    'facturo-payment-method-default-changed': PaymentMethodDefaultChangedDetail;
  }
}
