import type { Transaction } from 'kysely';
import type { Database } from '../db/database.types';
import { moneyPaid } from '../db/money-paid';

/**
 * The objects webhook events carry, read inside the transaction that changed them (so the event
 * says exactly what was committed). camelCase here; the payload goes out in snake_case.
 */

/** An invoice: number, status, amounts, due date, and its CUFE once it is an electronic invoice. */
export async function invoiceObject(trx: Transaction<Database>, invoiceId: string) {
  const row = await trx
    .selectFrom('invoices')
    .leftJoin('dianDocuments', 'dianDocuments.id', 'invoices.dianDocumentId')
    .select([
      'invoices.id',
      'invoices.organizationId',
      'invoices.number',
      'invoices.status',
      'invoices.subtotal',
      'invoices.iva',
      'invoices.total',
      'invoices.amountPaid',
      'invoices.creditApplied',
      'invoices.dueDate',
      'invoices.paidAt',
      'invoices.createdAt',
      'dianDocuments.documentKey',
    ])
    .where('invoices.id', '=', invoiceId)
    .executeTakeFirstOrThrow();
  return {
    object: 'invoice' as const,
    id: row.id,
    organizationId: row.organizationId,
    number: row.number,
    status: row.status,
    subtotal: row.subtotal,
    iva: row.iva,
    total: row.total,
    amountPaid: moneyPaid(row),
    creditApplied: row.creditApplied,
    dueDate: row.dueDate,
    paidAt: row.paidAt?.toISOString() ?? null,
    cufe: row.documentKey ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A payment: status and its detail, amount, the invoice it pays (never card data beyond the last four). */
export async function paymentObject(trx: Transaction<Database>, paymentId: string) {
  const row = await trx
    .selectFrom('payments')
    .select([
      'id',
      'organizationId',
      'invoiceId',
      'status',
      'statusDetail',
      'amount',
      'iva',
      'installments',
      'paymentMethodId',
      'cardLastFour',
      'bank',
      'createdAt',
      'updatedAt',
    ])
    .where('id', '=', paymentId)
    .executeTakeFirstOrThrow();
  return {
    object: 'payment' as const,
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A subscription: plan, service, state, paid period and whether it ends at period end. */
export async function subscriptionObject(trx: Transaction<Database>, subscriptionId: string) {
  const row = await trx
    .selectFrom('subscriptions')
    .select([
      'id',
      'organizationId',
      'planId',
      'serviceId',
      'billingCycle',
      'state',
      'activationDate',
      'activeUntil',
      'cancelAtPeriodEnd',
      'documentsUsed',
    ])
    .where('id', '=', subscriptionId)
    .executeTakeFirstOrThrow();
  return { object: 'subscription' as const, ...row };
}
