import type { InvoiceStatus, PaymentStatus } from '@facturo/sdk/schemas';
import type { Selectable, Transaction } from 'kysely';
import type { Database } from '../db/database.types';
import type { AppDeps } from '../kernel/app-deps';
import type { ProviderPayment } from '../payment-providers/payment-provider';
import { emitPaymentEvent } from '../webhooks/webhook-emit';
import { issueCreditNote } from './credit-notes';
import { transmitDianDocuments } from './dian-transmission';
import type { IssuingDeps } from './electronic-document';
import { settleInvoicePayment } from './invoice-settlement';
import { issuePurchaseInvoice, purchaseSubscriptionIds } from './purchase-invoicing';
import { recordRenewalChargeOutcome } from './renewal-charge-outcome';

/** Why an approved payment must be refunded: the state its invoice was in when the money arrived. */
export type RefundReason = 'invoice_paid' | 'invoice_expired' | 'invoice_cancelled' | 'invoice_refunded';

type PaymentRow = Selectable<Database['payments']>;

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

const setInvoiceStatus = (trx: Transaction<Database>, id: string, status: InvoiceStatus, now: Date) =>
  trx.updateTable('invoices').set({ status, updatedAt: now }).where('id', '=', id).execute();

// An invoice in one of these states cannot take an approval any more: the money is owed back.
const REFUND_REASONS: Partial<Record<InvoiceStatus, RefundReason>> = {
  paid: 'invoice_paid',
  expired: 'invoice_expired',
  cancelled: 'invoice_cancelled',
  refunded: 'invoice_refunded',
};

/**
 * What a purchase's payment (no invoice yet) does: an approval issues the electronic invoice, in
 * this transaction, and books the payment on it (the subscriptions start); a rejection or
 * cancellation voids the purchase's subscriptions, and no invoice (no number) is ever issued.
 */
async function applyToPurchase(
  trx: Transaction<Database>,
  deps: IssuingDeps,
  payment: PaymentRow,
  status: PaymentStatus,
  now: Date,
): Promise<string | null> {
  if (status === 'approved') {
    const invoiceId = await issuePurchaseInvoice(trx, deps, payment, now);
    if (invoiceId) await settleInvoicePayment(trx, invoiceId, payment.amount, now);
    return invoiceId;
  }
  if ((status === 'rejected' || status === 'cancelled') && payment.orderId) {
    const order = await trx
      .selectFrom('orders')
      .select('purchase')
      .where('id', '=', payment.orderId)
      .executeTakeFirst();
    const ids = order?.purchase ? purchaseSubscriptionIds(order.purchase) : [];
    if (ids.length) {
      await trx
        .updateTable('subscriptions')
        .set({ state: 'void', updatedAt: now })
        .where('id', 'in', ids)
        .where('state', '=', 'pending')
        .execute();
    }
  }
  return null;
}

/**
 * What a payment's new status does to its invoice. An approval for an invoice that is already paid,
 * expired, cancelled or refunded is not booked (that would charge for a cancelled service, or twice):
 * the payment is marked as owed back, and the reason returned.
 */
async function applyToInvoice(
  trx: Transaction<Database>,
  deps: IssuingDeps,
  payment: PaymentRow & { invoiceId: string },
  status: PaymentStatus,
  now: Date,
): Promise<RefundReason | null> {
  const invoice = await trx
    .selectFrom('invoices')
    .select(['id', 'status', 'orderId', 'amountPaid'])
    .where('id', '=', payment.invoiceId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const refundReason = REFUND_REASONS[invoice.status] ?? null;
  const open = refundReason === null;
  if (status === 'approved') {
    if (open) await settleInvoicePayment(trx, invoice.id, payment.amount, now);
    else await trx.updateTable('payments').set({ refundReason }).where('id', '=', payment.id).execute();
    return refundReason;
  }
  if (status === 'in_process' && open) await setInvoiceStatus(trx, invoice.id, 'in_process', now);
  // A renewal that was not paid stays open, to be paid with another card.
  else if ((status === 'rejected' || status === 'cancelled') && open) {
    await setInvoiceStatus(trx, invoice.id, 'unpaid', now);
  }
  // A payment that was never booked (it was owed back) leaves its invoice as it is when refunded.
  else if (status === 'refunded' && !payment.refundReason) {
    await trx
      .updateTable('invoices')
      .set({
        status: 'refunded',
        amountPaid: Math.max(0, invoice.amountPaid - payment.amount),
        updatedAt: now,
      })
      .where('id', '=', invoice.id)
      .execute();
    // The money went back: a credit note returns the invoice's service (concept 1), the XML unchanged.
    await issueCreditNote(trx, deps, {
      invoiceId: invoice.id,
      cause: 'refund',
      conceptCode: '1',
      reason: 'Reembolso del pago: se devuelve el valor facturado',
      now,
    });
  }
  return null;
}

/**
 * Applies the provider's view of a payment, in one transaction with its effects: an approval issues
 * a purchase's electronic invoice (or books an open invoice) and starts its subscriptions; a
 * rejection voids an unpaid purchase (no invoice, no number); a refund marks the invoice refunded.
 * When the invoice cannot be issued (numbering authorization used up or expired) nothing is written
 * and `InvoicingUnavailableError` is thrown: the approval is applied again on the next
 * webhook or reconciliation. Safe to call any number of times, in any order: a snapshot older than the last
 * one applied, or one that would move the payment backwards, changes nothing.
 *
 * Two things are logged for the team, never card data: an approval whose amount differs from what
 * was charged, and an approval that arrived for a closed invoice (the payment is kept `approved`
 * with its `refundReason` until the provider reports it refunded).
 */
export async function recordProviderPayment(
  deps: AppDeps,
  paymentId: string,
  snapshot: ProviderPayment,
): Promise<PaymentRow> {
  const now = deps.clock.now();
  const { before, after } = await deps.db.transaction().execute(async (trx) => {
    const payment = await trx
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', paymentId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const stale = payment.providerUpdatedAt !== null && snapshot.updatedAt < payment.providerUpdatedAt;
    if (stale || !canMove(payment.status, snapshot.status)) {
      return { before: payment, after: payment };
    }
    const updated = await trx
      .updateTable('payments')
      .set({
        providerPaymentId: snapshot.providerPaymentId || payment.providerPaymentId,
        status: snapshot.status,
        statusDetail: snapshot.statusDetail,
        installments: snapshot.installments,
        paymentMethodId: snapshot.paymentMethodId ?? payment.paymentMethodId,
        issuer: snapshot.issuer ?? payment.issuer,
        // The bank's name chosen at checkout stays; a provider's own (an id) only fills a gap.
        bank: payment.bank ?? snapshot.bank,
        bankTransferId: snapshot.bankTransferId ?? payment.bankTransferId,
        cardLastFour: snapshot.cardLastFour ?? payment.cardLastFour,
        transactionDate: snapshot.transactionDate,
        providerUpdatedAt: snapshot.updatedAt,
        updatedAt: now,
      })
      .where('id', '=', payment.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (payment.status === snapshot.status) return { before: payment, after: updated };
    let after: PaymentRow;
    if (payment.invoiceId === null) {
      const invoiceId = await applyToPurchase(trx, deps, updated, snapshot.status, now);
      after = invoiceId ? { ...updated, invoiceId } : updated;
    } else {
      const refundReason = await applyToInvoice(
        trx,
        deps,
        { ...payment, invoiceId: payment.invoiceId },
        snapshot.status,
        now,
      );
      after = refundReason ? { ...updated, refundReason } : updated;
    }
    // An automatic renewal charge, settled now or long after it was made (left in process): its
    // trail entry and its e-mail are written with the change.
    if (!after.refundReason) await recordRenewalChargeOutcome(trx, deps, payment, snapshot.status, now);
    // After the invoice it pays was issued and booked: the event names it.
    if (snapshot.status === 'approved' || snapshot.status === 'rejected') {
      await emitPaymentEvent(trx, `payment.${snapshot.status}`, payment.id, now);
    }
    return { before: payment, after };
  });
  if (before.invoiceId === null && after.invoiceId !== null) {
    // The purchase's invoice was just issued: send it to DIAN now rather than on the job's next run.
    deps.deferred.defer('dian-transmission', async () => {
      await transmitDianDocuments(deps);
    });
  }
  if (before.status !== 'approved' && after.status === 'approved') {
    const context = {
      paymentId: after.id,
      invoiceId: after.invoiceId,
      provider: after.provider,
      providerPaymentId: after.providerPaymentId,
    };
    if (snapshot.amount !== after.amount) {
      deps.logger.warn(
        { ...context, expectedAmount: after.amount, reportedAmount: snapshot.amount },
        'payment approved for another amount than was charged: check it with the provider',
      );
    }
    if (after.refundReason) {
      deps.logger.error(
        { ...context, amount: after.amount, refundReason: after.refundReason },
        'payment approved for an invoice that can no longer take it: it was not booked, refund it',
      );
    }
  }
  return after;
}
