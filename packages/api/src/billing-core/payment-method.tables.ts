import type { PaymentMethodEventAction, PaymentProviderId } from '@facturo/sdk/schemas';
import type { ColumnType, Generated } from 'kysely';

/** `payment_methods`: a card the provider keeps for the organization (brand, last four, expiry only). */
export interface PaymentMethodsTable {
  id: Generated<string>;
  organizationId: string;
  provider: PaymentProviderId;
  providerCustomerId: string;
  providerCardId: string;
  brand: string;
  lastFour: string;
  expirationMonth: number;
  expirationYear: number;
  isDefault: boolean;
  createdBy: string | null;
  createdAt: Date;
}

/** `payment_method_events`: the trail of the organization's cards and automatic renewal charges. */
export interface PaymentMethodEventsTable {
  id: Generated<string>;
  sequence: ColumnType<string, never, never>;
  organizationId: string;
  actorId: string | null;
  action: PaymentMethodEventAction;
  brand: string;
  lastFour: string;
  invoiceId: string | null;
  invoiceNumber: string | null;
  amount: number | null;
  attempt: number | null;
  /** `YYYY-MM-DD` (Bogotá) of the next automatic try, for a failed charge that will be retried. */
  nextAttemptOn: string | null;
  createdAt: Date;
}

/**
 * `renewal_charge_attempts`: each automatic charge of a renewal invoice's default card, one row per
 * invoice and attempt number (the unique key makes the billing job charge each attempt once).
 */
export interface RenewalChargeAttemptsTable {
  invoiceId: string;
  attempt: number;
  paymentId: string;
  /** `YYYY-MM-DD` (Bogotá): the day the billing job charged. */
  chargedOn: string;
  /** The saved card charged, as it was then (`null` on attempts from before migration 0405). */
  cardBrand: string | null;
  cardLastFour: string | null;
  createdAt: Date;
}

declare module '../db/database.types' {
  interface Database {
    renewalChargeAttempts: RenewalChargeAttemptsTable;
    paymentMethods: PaymentMethodsTable;
    paymentMethodEvents: PaymentMethodEventsTable;
  }
}
