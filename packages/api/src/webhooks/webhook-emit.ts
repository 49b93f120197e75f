import type { Transaction } from 'kysely';
import type { Database } from '../db/database.types';
import { invoiceObject, paymentObject, subscriptionObject } from './webhook-objects';
import { emitWebhookEvent } from './webhook-outbox';

/**
 * The events the billing lifecycle announces, each read back inside the transaction that made the
 * change (see `emitWebhookEvent`) — only when one of the organization's endpoints wants it: the
 * common case (no endpoint) costs one small query (the endpoints, by the row's organization). One
 * function per kind of object, so every call site says only what happened.
 */

/** `invoice.issued`, `invoice.paid` or `invoice.voided` (with the credit note that voided it). */
export async function emitInvoiceEvent(
  trx: Transaction<Database>,
  type: 'invoice.issued' | 'invoice.paid' | 'invoice.voided',
  invoiceId: string,
  now: Date,
  creditNote?: { id: string; number: string; reason: string },
): Promise<void> {
  await emitWebhookEvent(trx, {
    organizationId: { table: 'invoices', id: invoiceId },
    type,
    object: async () => {
      const object = await invoiceObject(trx, invoiceId);
      return creditNote ? { ...object, creditNote } : object;
    },
    now,
  });
}

/** `payment.approved` or `payment.rejected`. */
export async function emitPaymentEvent(
  trx: Transaction<Database>,
  type: 'payment.approved' | 'payment.rejected',
  paymentId: string,
  now: Date,
): Promise<void> {
  await emitWebhookEvent(trx, {
    organizationId: { table: 'payments', id: paymentId },
    type,
    object: () => paymentObject(trx, paymentId),
    now,
  });
}

/** A subscription's lifecycle: created, changed (cancellation scheduled or undone), cancelled, suspended, reactivated. */
export async function emitSubscriptionEvent(
  trx: Transaction<Database>,
  type:
    | 'subscription.created'
    | 'subscription.changed'
    | 'subscription.cancelled'
    | 'subscription.suspended'
    | 'subscription.reactivated',
  subscriptionId: string,
  now: Date,
): Promise<void> {
  await emitWebhookEvent(trx, {
    organizationId: { table: 'subscriptions', id: subscriptionId },
    type,
    object: () => subscriptionObject(trx, subscriptionId),
    now,
  });
}
