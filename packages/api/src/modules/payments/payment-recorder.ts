import type { InvoiceStatus, PaymentStatus } from '@facturo/sdk';
import type { Selectable, Transaction } from 'kysely';
import type { AppDeps } from '../../app/app-deps';
import type { Database } from '../../db/database.types';
import type { ProviderPayment } from '../../payments/payment-provider';
import { settleInvoicePayment } from './invoice-settlement';
import type { PaymentsTable } from './payments.tables';

type PaymentRow = Selectable<PaymentsTable>;

// How far along a payment is. A snapshot may only move a payment forward, so a late webhook about an
// earlier state (in_process after approved) changes nothing.
const RANK: Record<PaymentStatus, number> = {
  pending: 0,
  in_process: 1,
  approved: 2,
  rejected: 2,
  cancelled: 2,
  refunded: 3,
};

/** `true` when a payment in `from` may take the provider's `to` (refunds only after approval). */
export function canMove(from: PaymentStatus, to: PaymentStatus): boolean {
  if (from === to) return true;
  if (to === 'refunded') return from === 'approved';
  return RANK[to] > RANK[from];
}

/** What a payment's new status does to its invoice (and, for a failed purchase, its subscriptions). */
async function applyToInvoice(
  trx: Transaction<Database>,
  payment: PaymentRow,
  status: PaymentStatus,
  now: Date,
) {
  const invoice = await trx
    .selectFrom('invoices')
    .select(['id', 'status', 'orderId', 'amountPaid'])
    .where('id', '=', payment.invoiceId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const open = !['paid', 'refunded', 'expired', 'cancelled'].includes(invoice.status);
  const setStatus = (next: InvoiceStatus) =>
    trx.updateTable('invoices').set({ status: next, updatedAt: now }).where('id', '=', invoice.id).execute();
  if (status === 'approved') return settleInvoicePayment(trx, invoice.id, payment.amount, now);
  if (status === 'in_process' && open) return setStatus('in_process');
  if ((status === 'rejected' || status === 'cancelled') && open) {
    // A purchase that was not paid is void; a renewal stays open to be paid with another card.
    if (!invoice.orderId) return setStatus('unpaid');
    await setStatus('cancelled');
    const lines = await trx
      .selectFrom('invoiceLines')
      .select('subscriptionId')
      .where('invoiceId', '=', invoice.id)
      .execute();
    const ids = lines.flatMap((line) => (line.subscriptionId ? [line.subscriptionId] : []));
    if (ids.length === 0) return;
    await trx
      .updateTable('subscriptions')
      .set({ state: 'void', updatedAt: now })
      .where('id', 'in', ids)
      .where('state', '=', 'pending')
      .execute();
    return;
  }
  if (status === 'refunded') {
    await trx
      .updateTable('invoices')
      .set({
        status: 'refunded',
        amountPaid: Math.max(0, invoice.amountPaid - payment.amount),
        updatedAt: now,
      })
      .where('id', '=', invoice.id)
      .execute();
  }
}

/**
 * Applies the provider's view of a payment, in one transaction with its effects: an approval books
 * the invoice and starts its subscriptions; a rejection voids an unpaid purchase; a refund marks the
 * invoice refunded. Safe to call any number of times, in any order: a snapshot older than the last
 * one applied, or one that would move the payment backwards, changes nothing.
 */
export async function recordProviderPayment(
  deps: AppDeps,
  paymentId: string,
  snapshot: ProviderPayment,
): Promise<PaymentRow> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const payment = await trx
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', paymentId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const stale = payment.providerUpdatedAt !== null && snapshot.updatedAt < payment.providerUpdatedAt;
    if (stale || !canMove(payment.status, snapshot.status)) return payment;
    const updated = await trx
      .updateTable('payments')
      .set({
        providerPaymentId: snapshot.providerPaymentId || payment.providerPaymentId,
        status: snapshot.status,
        statusDetail: snapshot.statusDetail,
        installments: snapshot.installments,
        paymentMethodId: snapshot.paymentMethodId ?? payment.paymentMethodId,
        issuer: snapshot.issuer ?? payment.issuer,
        bank: snapshot.bank,
        bankTransferId: snapshot.bankTransferId,
        cardLastFour: snapshot.cardLastFour ?? payment.cardLastFour,
        transactionDate: snapshot.transactionDate,
        providerUpdatedAt: snapshot.updatedAt,
        updatedAt: now,
      })
      .where('id', '=', payment.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (payment.status !== snapshot.status) await applyToInvoice(trx, payment, snapshot.status, now);
    return updated;
  });
}
