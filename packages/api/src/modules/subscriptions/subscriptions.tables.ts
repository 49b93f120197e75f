import type {
  BillingCycle,
  ServiceId,
  SubscriptionEvent,
  SubscriptionEventAction,
} from '@facturo/sdk/schemas';
import type { ColumnType, Generated } from 'kysely';

/**
 * Where a subscription stands in the database: `pending` until its first payment, `active` (also
 * in renewal and grace), `suspended`, `cancelled`, or `void` (its purchase was never paid).
 */
export type SubscriptionState = 'pending' | 'active' | 'suspended' | 'cancelled' | 'void';

/** `subscriptions`: one bought plan of an organization and its current cycle's usage. */
export interface SubscriptionsTable {
  id: Generated<string>;
  organizationId: string;
  planId: string;
  serviceId: ServiceId;
  billingCycle: BillingCycle;
  state: SubscriptionState;
  /** Day of the month its cycles start on (its activation day, or the unified billing day). */
  anchorDay: number | null;
  activationDate: string | null;
  /** Last paid day. */
  activeUntil: string | null;
  /** The usage cycle being counted: `[cycleStart, cycleEnd]`. */
  cycleStart: string | null;
  cycleEnd: string | null;
  documentsUsed: Generated<number>;
  /** Extra documents of this cycle already put on an invoice. */
  extraDocumentsBilled: Generated<number>;
  /** Extra documents of closed cycles not yet invoiced (they go on the next invoice). */
  pendingExtraDocuments: Generated<number>;
  /**
   * `true` when the plan covers the whole organization (its service is not sold by the unit): the
   * database lets an organization hold one pending, active or suspended exclusive subscription per
   * service (index `subscriptions_held_service_key`).
   */
  exclusive: Generated<boolean>;
  /** Cancelled by the customer: in service until `activeUntil`, not renewed, cancelled the day after. */
  cancelAtPeriodEnd: Generated<boolean>;
  /** A step down waiting for the renewal: the plan and cycle the renewal charges (both or neither). */
  scheduledPlanId: Generated<string | null>;
  scheduledBillingCycle: Generated<BillingCycle | null>;
  createdAt: Date;
  updatedAt: Date;
}

/** `usage_records`: documents an integrator reported; `reference` makes a report count once. */
export interface UsageRecordsTable {
  id: Generated<string>;
  organizationId: string;
  subscriptionId: string;
  documents: number;
  reference: string | null;
  apiKeyId: string | null;
  cycleStart: string;
  recordedAt: Date;
}

/** `subscription_events`: the audit trail of a subscription (who, what, when, what it voided). */
export interface SubscriptionEventsTable {
  id: Generated<string>;
  /** Insertion order (timestamps can be equal). */
  sequence: ColumnType<string, never, never>;
  organizationId: string;
  subscriptionId: string;
  /** `null` for the billing job and for an integrator's widget session. */
  actorId: string | null;
  /** The API key whose widget session made the change. */
  apiKeyId: Generated<string | null>;
  action: SubscriptionEventAction;
  activeUntil: string | null;
  /** Numbers of the invoices voided by credit notes because of the change. */
  voidedInvoices: ColumnType<string[], unknown, unknown>;
  creditedAmount: Generated<number>;
  /** Plan changes: the plan and cycle before and after. */
  planChange: ColumnType<SubscriptionEvent['planChange'], unknown, unknown>;
  chargedAmount: Generated<number>;
  createdAt: Date;
}

declare module '../../db/database.types' {
  interface Database {
    subscriptionEvents: SubscriptionEventsTable;
    subscriptions: SubscriptionsTable;
    usageRecords: UsageRecordsTable;
  }
}
