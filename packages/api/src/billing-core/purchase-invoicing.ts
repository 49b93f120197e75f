import { dateInBogota } from '@facturo/sdk/co';
import type { BillingCycle, BillingInfo, PurchasedItem } from '@facturo/sdk/schemas';
import type { Transaction } from 'kysely';
import type { Database } from '../db/database.types';
import type { DocumentLineInput } from '../e-invoicing/document-input.types';
import { issueCreditNote } from './credit-notes';
import type { IssuingDeps } from './electronic-document';
import type { NewLine } from './invoice-lines';
import { issueInvoice } from './invoice-writer';
import { recordSubscriptionEvent } from './subscription-audit';

/**
 * What a purchase buys, kept on its order (`orders.purchase`) from checkout until its payment is
 * approved: the billing information, the priced lines (one per subscription unit) and the plans as
 * asked. No invoice exists before the approval, so a rejected or abandoned payment uses no number.
 */
export interface PurchaseSnapshot {
  billingInfo: BillingInfo;
  lines: NewLine[];
  items: PurchasedItem[];
  /** A step up of an existing subscription (its one line is `plan_change`). */
  planChange?: PlanChangeOrder;
}

/** What a paid step up credits and records once its payment is approved. */
export interface PlanChangeOrder {
  subscriptionId: string;
  /** Who asked for it (the audit trail's actor). */
  actorId: string;
  fromPlanId: string;
  fromBillingCycle: BillingCycle;
  planId: string;
  billingCycle: BillingCycle;
  /** The paid invoice of the current period, credited by a credit note; `null` when not electronic. */
  creditedInvoiceId: string | null;
  /** The current plan's unused days, as quoted. */
  creditLine: DocumentLineInput;
  /** The credit with IVA: applied to the new invoice, so the card pays only the difference. */
  creditTotal: number;
}

/** What the credit note of a step up states (Spanish, as DIAN reads it). */
const PLAN_CHANGE_REASON =
  'Cambio de plan: se abonan los días no usados del plan anterior a la factura del nuevo plan';

/**
 * Settles the credit side of a step up inside the approval's transaction: a credit note (concept 1,
 * part of the service returned) on the invoice that paid the current period, its total applied to
 * the new invoice as already paid (`creditApplied`, apart from what the card pays), and the change
 * written to the audit trail with what was credited and what was charged.
 */
async function creditPlanChange(
  trx: Transaction<Database>,
  deps: IssuingDeps,
  change: PlanChangeOrder,
  invoice: { id: string; organizationId: string; total: number },
  now: Date,
) {
  if (change.creditedInvoiceId) {
    await issueCreditNote(trx, deps, {
      invoiceId: change.creditedInvoiceId,
      cause: 'plan_change',
      conceptCode: '1',
      reason: PLAN_CHANGE_REASON,
      lines: [change.creditLine],
      replacementInvoiceId: invoice.id,
      now,
    });
  }
  // The credit settles part of the invoice without being money: kept apart, so what the card paid
  // and what was credited are each told as they are.
  await trx
    .updateTable('invoices')
    .set({ amountPaid: change.creditTotal, creditApplied: change.creditTotal, updatedAt: now })
    .where('id', '=', invoice.id)
    .execute();
  const subscription = await trx
    .selectFrom('invoiceLines')
    .select('periodEnd')
    .where('invoiceId', '=', invoice.id)
    .where('kind', '=', 'plan_change')
    .executeTakeFirst();
  await recordSubscriptionEvent(trx, {
    organizationId: invoice.organizationId,
    subscriptionId: change.subscriptionId,
    actorId: change.actorId,
    action: 'plan_changed',
    activeUntil: subscription?.periodEnd ?? null,
    creditedAmount: change.creditTotal,
    planChange: {
      fromPlanId: change.fromPlanId,
      fromBillingCycle: change.fromBillingCycle,
      planId: change.planId,
      billingCycle: change.billingCycle,
    },
    // The card paid the difference; the rest of the invoice is the credit above.
    chargedAmount: Math.max(0, invoice.total - change.creditTotal),
    now,
  });
}

/** The subscriptions a purchase created (pending until its payment is approved). */
export const purchaseSubscriptionIds = (purchase: PurchaseSnapshot): string[] =>
  purchase.lines.flatMap((line) => (line.subscriptionId ? [line.subscriptionId] : []));

/**
 * Issues the electronic invoice of a purchase whose payment was just approved, inside the
 * approval's transaction (which also activates the subscriptions): paid in cash by card, its number
 * from the numbering authorization. Links the payment and the order to it; returns its id.
 */
export async function issuePurchaseInvoice(
  trx: Transaction<Database>,
  deps: IssuingDeps,
  payment: {
    id: string;
    orderId: string | null;
    providerPaymentId: string | null;
    paymentMethodId: string | null;
    bankTransferId: string | null;
  },
  now: Date,
): Promise<string | null> {
  if (!payment.orderId) return null;
  const order = await trx
    .selectFrom('orders')
    .select(['id', 'organizationId', 'purchase', 'invoiceId'])
    .where('id', '=', payment.orderId)
    .forUpdate()
    .executeTakeFirst();
  if (!order?.purchase || !order.organizationId) return null;
  if (order.invoiceId) return order.invoiceId;
  const invoice = await issueInvoice(trx, deps, {
    organizationId: order.organizationId,
    orderId: order.id,
    billingInfo: order.purchase.billingInfo,
    lines: order.purchase.lines,
    status: 'pending',
    dueDate: dateInBogota(now),
    paymentMethod: 'cash',
    // A PSE transfer is a bank debit (47), referenced by the bank's transfer id (CUS).
    ...(payment.paymentMethodId === 'pse'
      ? { meansCode: '47' as const, paymentReference: payment.bankTransferId ?? payment.providerPaymentId }
      : { paymentReference: payment.providerPaymentId }),
    now,
  });
  if (order.purchase.planChange) {
    await creditPlanChange(
      trx,
      deps,
      order.purchase.planChange,
      { ...invoice, organizationId: order.organizationId },
      now,
    );
  }
  await trx.updateTable('payments').set({ invoiceId: invoice.id }).where('id', '=', payment.id).execute();
  await trx
    .updateTable('orders')
    .set({ invoiceId: invoice.id, updatedAt: now })
    .where('id', '=', order.id)
    .execute();
  return invoice.id;
}
