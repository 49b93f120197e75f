import { extraDocuments } from '@facturo/sdk/billing';
import { addDays, type IsoDate } from '@facturo/sdk/co';
import type { Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/database.types';
import type { SubscriptionsTable } from './subscriptions.tables';

type SubscriptionRow = Selectable<SubscriptionsTable>;

/** A subscription, locked until the transaction ends (the job, payments and usage may race on it). */
export function lockSubscription(trx: Transaction<Database>, id: string): Promise<SubscriptionRow> {
  return trx
    .selectFrom('subscriptions')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/**
 * Moves a paid-ahead subscription into the cycle that contains `today`: the closed cycle's extra
 * documents that were not invoiced yet move to `pendingExtraDocuments` (they go on the next
 * invoice) and the counters restart. Returns the row as it now is.
 */
export async function rollUsageCycle(
  trx: Transaction<Database>,
  subscription: SubscriptionRow,
  included: number,
  today: IsoDate,
  now: Date,
): Promise<SubscriptionRow> {
  const { cycleEnd, activeUntil } = subscription;
  if (!cycleEnd || !activeUntil || today <= cycleEnd || activeUntil <= cycleEnd) return subscription;
  const carried = Math.max(
    0,
    extraDocuments(subscription.documentsUsed, included) - subscription.extraDocumentsBilled,
  );
  return trx
    .updateTable('subscriptions')
    .set({
      cycleStart: addDays(cycleEnd, 1),
      cycleEnd: activeUntil,
      pendingExtraDocuments: subscription.pendingExtraDocuments + carried,
      documentsUsed: 0,
      extraDocumentsBilled: 0,
      updatedAt: now,
    })
    .where('id', '=', subscription.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
