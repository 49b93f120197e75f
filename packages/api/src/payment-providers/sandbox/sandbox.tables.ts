import type { CardPaymentMethodId, PaymentStatus } from '@facturo/sdk/schemas';
import type { Generated } from 'kysely';
import type { SandboxOutcome } from './sandbox-outcomes';

/**
 * `sandbox_card_tokens`: what the sandbox keeps of a tokenized card. Never the number, the
 * security code or the name: only the brand, first six and last four digits, the expiry, and the
 * outcome the test name asked for. The token itself is stored as its SHA-256.
 */
export interface SandboxCardTokensTable {
  tokenHash: string;
  paymentMethodId: CardPaymentMethodId;
  firstSixDigits: string;
  lastFourDigits: string;
  expirationMonth: number;
  expirationYear: number;
  outcome: SandboxOutcome;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
}

/** `sandbox_payments`: the sandbox provider's own ledger (its side of the charge, like Mercado Pago's). */
export interface SandboxPaymentsTable {
  id: Generated<number>;
  idempotencyKey: string;
  externalReference: string;
  status: PaymentStatus;
  statusDetail: string;
  amount: number;
  iva: number;
  installments: number;
  /** A card brand, or `pse` for a bank transfer. */
  paymentMethodId: CardPaymentMethodId | 'pse';
  /** `null` for a PSE transfer. */
  lastFourDigits: string | null;
  description: string;
  payerEmail: string;
  dateCreated: Date;
  dateApproved: Date | null;
  dateLastUpdated: Date;
  /** When a CONT payment (or a PSE transfer the bank left pending) settles to approved, and its webhook is sent. */
  settleAt: Date | null;
  /** PSE: the bank's code in the sandbox's list. */
  financialInstitution: string | null;
  /** PSE: the transfer id (CUS) the bank gives the transfer. */
  bankTransferId: string | null;
  /** PSE: where the bank page sends the buyer back. */
  callbackUrl: string | null;
}

/**
 * `sandbox_saved_cards`: cards the sandbox keeps for a customer (an organization), as Mercado Pago
 * keeps a customer's cards. Like the tokens, never the number, the code or the name: the outcome
 * the test cardholder name asked for decides every charge of the card.
 */
export interface SandboxSavedCardsTable {
  id: string;
  customerId: string;
  paymentMethodId: CardPaymentMethodId;
  firstSixDigits: string;
  lastFourDigits: string;
  expirationMonth: number;
  expirationYear: number;
  outcome: SandboxOutcome;
  createdAt: Date;
  deletedAt: Date | null;
}

declare module '../../db/database.types' {
  interface Database {
    sandboxCardTokens: SandboxCardTokensTable;
    sandboxSavedCards: SandboxSavedCardsTable;
    sandboxPayments: SandboxPaymentsTable;
  }
}
