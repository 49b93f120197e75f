import { dateInBogota } from '@facturo/sdk/co';
import type { BillingInfo, PurchasedItem } from '@facturo/sdk/schemas';
import type { Transaction } from 'kysely';
import type { Database } from '../db/database.types';
import type { IssuingDeps } from './electronic-document';
import type { NewLine } from './invoice-lines';
import { issueInvoice } from './invoice-writer';

/**
 * What a purchase buys, kept on its order (`orders.purchase`) from checkout until its payment is
 * approved: the billing information, the priced lines (one per subscription unit) and the plans as
 * asked. No invoice exists before the approval, so a rejected or abandoned payment uses no number.
 */
export interface PurchaseSnapshot {
  billingInfo: BillingInfo;
  lines: NewLine[];
  items: PurchasedItem[];
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
  payment: { id: string; orderId: string | null; providerPaymentId: string | null },
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
    paymentReference: payment.providerPaymentId,
    now,
  });
  await trx.updateTable('payments').set({ invoiceId: invoice.id }).where('id', '=', payment.id).execute();
  await trx
    .updateTable('orders')
    .set({ invoiceId: invoice.id, updatedAt: now })
    .where('id', '=', order.id)
    .execute();
  return invoice.id;
}
