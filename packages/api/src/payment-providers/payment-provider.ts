import type { PaymentProviderId, PaymentStatus, PseBank, PsePersonType } from '@facturo/sdk/schemas';

/** A charge as the API asks a provider for it. Amounts are whole pesos. */
export interface ChargeRequest {
  /** Our payment id: the provider's idempotency key and `external_reference`. */
  paymentId: string;
  /** What the buyer pays, IVA included. */
  amount: number;
  /** The IVA inside `amount`, sent explicitly (Mercado Pago otherwise assumes 19 %). */
  iva: number;
  description: string;
  token: string;
  paymentMethodId: string;
  installments: number;
  issuerId: string | undefined;
  payer: {
    email: string;
    firstName: string;
    lastName: string;
    /** Mercado Pago Colombia's identification types: `CC`, `CE`, `NIT`, `Otro`. */
    identification: { type: string; number: string };
  };
  ipAddress: string;
}

/** A payment as the provider reports it (the answer to a charge, or a later fetch). */
export interface ProviderPayment {
  providerPaymentId: string;
  status: PaymentStatus;
  statusDetail: string;
  /** Our payment id, as sent in the charge. */
  externalReference: string | null;
  amount: number;
  installments: number;
  paymentMethodId: string | null;
  issuer: string | null;
  cardLastFour: string | null;
  bank: string | null;
  bankTransferId: string | null;
  /** When it was approved (or created, while not approved). */
  transactionDate: Date | null;
  /** The provider's last change: older snapshots never overwrite newer ones. */
  updatedAt: Date;
}

/** A card the provider keeps for a customer: never its number or security code. */
export interface ProviderCard {
  providerCardId: string;
  /** The brand as the provider names it (`visa`, `master`, `amex`). */
  paymentMethodId: string;
  lastFour: string;
  expirationMonth: number;
  expirationYear: number;
}

/** The customer a provider keeps an organization's saved cards under. */
export interface CustomerRequest {
  organizationId: string;
  /** The e-mail the provider files the customer under (Mercado Pago finds customers by e-mail). */
  email: string;
}

/** A charge of a saved card (automatic renewals): no token and no buyer present. */
export interface SavedCardChargeRequest
  extends Pick<ChargeRequest, 'paymentId' | 'amount' | 'iva' | 'description' | 'payer'> {
  providerCustomerId: string;
  providerCardId: string;
}

/** A PSE bank transfer as the API asks a provider to start it. */
export interface BankTransferRequest
  extends Pick<ChargeRequest, 'paymentId' | 'amount' | 'iva' | 'description' | 'payer' | 'ipAddress'> {
  /** The bank's code in the provider's list ({@link PaymentProvider.listBanks}). */
  bankCode: string;
  personType: PsePersonType;
  /** Where the bank sends the buyer back (the buyer's return address with our payment id). */
  callbackUrl: string;
}

/** A started PSE transfer: the payment (pending) and the bank page the buyer is sent to. */
export interface BankTransferStart {
  payment: ProviderPayment;
  /**
   * The bank's page: absolute, or a path on the API's origin (the sandbox's own page). `null` when
   * the provider refused the transfer at once (the payment is then rejected).
   */
  redirectUrl: string | null;
}

/** A webhook as received: headers, query and body, untouched. */
export interface WebhookRequest {
  headers: Record<string, string | undefined>;
  query: Record<string, string | undefined>;
  body: unknown;
}

/**
 * One payment provider. The API calls it to charge, to read a payment back (webhooks and
 * reconciliation), and to check webhook signatures; everything else is provider-neutral.
 */
export interface PaymentProvider {
  readonly id: PaymentProviderId;
  /**
   * Charges a card token. Idempotent on `paymentId`: asking twice never charges twice. Throws
   * {@link PaymentInputError} when the provider refuses the request itself (a used token) and
   * {@link ProviderUnavailableError} when the outcome is unknown (network, provider down).
   */
  charge(request: ChargeRequest): Promise<ProviderPayment>;
  /** The provider's current view of a payment, or `null` when it does not know it. */
  fetch(providerPaymentId: string): Promise<ProviderPayment | null>;
  /** The payment charged with our `paymentId`, if the charge reached the provider. */
  findByReference(paymentId: string): Promise<ProviderPayment | null>;
  /**
   * Checks a webhook's signature and returns the payment id it is about (`null` when it is not
   * about a payment). Throws {@link WebhookSignatureError} when the signature does not verify.
   */
  verifyWebhook(request: WebhookRequest, now: Date): string | null;
  /** The provider's customer for an organization, created the first time (idempotent). */
  findOrCreateCustomer(request: CustomerRequest): Promise<string>;
  /**
   * Keeps the card behind a card token for the customer (the token may already have paid: saving
   * is asked after an approved payment). Throws {@link PaymentInputError} for an unknown or
   * expired token.
   */
  saveCard(providerCustomerId: string, token: string): Promise<ProviderCard>;
  /** The customer's saved cards. */
  listCards(providerCustomerId: string): Promise<ProviderCard[]>;
  /** Forgets a saved card; forgetting one already gone is not an error. */
  deleteCard(providerCustomerId: string, providerCardId: string): Promise<void>;
  /** Charges a saved card, idempotent on `paymentId` like {@link PaymentProvider.charge}. */
  chargeSavedCard(request: SavedCardChargeRequest): Promise<ProviderPayment>;
  /** The banks a buyer can pay from by PSE, by name. */
  listBanks(): Promise<PseBank[]>;
  /**
   * Starts a PSE transfer, idempotent on `paymentId` like {@link PaymentProvider.charge} (asking
   * again answers the same transfer and bank page). The payment stays pending until the bank settles
   * it (webhook). Throws {@link PaymentInputError} when the provider refuses the request (an unknown
   * bank) and {@link ProviderUnavailableError} when the outcome is unknown.
   */
  startBankTransfer(request: BankTransferRequest): Promise<BankTransferStart>;
  /** What a checkout widget needs to mount this provider's card component. */
  publicConfig(): { publicKey: string | null; cardFormPath: string | null };
}

/**
 * The payment as a rejection the provider never charged (it refused the request itself: a used card
 * token, a saved card it no longer has), recorded like any outcome so the payment stops waiting.
 */
export function rejectedWithoutCharge(
  paymentId: string,
  amount: number,
  statusDetail: string,
  now: Date,
): ProviderPayment {
  return {
    providerPaymentId: '',
    status: 'rejected',
    statusDetail,
    externalReference: paymentId,
    amount,
    installments: 1,
    paymentMethodId: null,
    issuer: null,
    cardLastFour: null,
    bank: null,
    bankTransferId: null,
    transactionDate: now,
    updatedAt: now,
  };
}

/** The provider refused the request (a used or expired token): nothing was charged. */
export class PaymentInputError extends Error {
  override readonly name = 'PaymentInputError';
}

/** The provider could not be reached or failed: the charge's outcome is unknown. */
export class ProviderUnavailableError extends Error {
  override readonly name = 'ProviderUnavailableError';
}

/** A webhook whose signature does not verify. */
export class WebhookSignatureError extends Error {
  override readonly name = 'WebhookSignatureError';
}
