import type { Generated } from 'kysely';
import type { PurchaseSnapshot } from '../../billing-core/purchase-invoicing';
import type { Json } from '../../db/jsonb';

/** What an order is: buying plans, paying an open invoice, or paying a step up of a subscription. */
export type OrderKind = 'purchase' | 'invoice_payment' | 'plan_change';

/**
 * `processing` while its owner request works on it; `completed` with the answer stored;
 * `retryable` when the provider's answer was unknown, so a retry with the same key resumes it.
 */
export type OrderState = 'processing' | 'completed' | 'retryable';

/** The stored answer of a completed order, replayed for retries with the same key. */
export type StoredAnswer = { status: number; body: unknown } | { status: number; code: string };

/**
 * `orders`: one purchase or payment attempt, keyed by the caller's `Idempotency-Key`. The unique
 * (user, key) pair is what makes twenty concurrent retries create one order.
 */
export interface OrdersTable {
  id: Generated<string>;
  userId: string;
  idempotencyKey: string;
  requestHash: string;
  kind: OrderKind;
  state: OrderState;
  /** Another request may take over a `processing` order only after this. */
  lockedUntil: Date;
  organizationId: string | null;
  invoiceId: string | null;
  paymentId: string | null;
  answer: Json<StoredAnswer> | null;
  /** What a purchase buys, kept until its payment is approved and the invoice is issued. */
  purchase: Json<PurchaseSnapshot> | null;
  createdAt: Date;
  updatedAt: Date;
}

declare module '../../db/database.types' {
  interface Database {
    orders: OrdersTable;
  }
}
