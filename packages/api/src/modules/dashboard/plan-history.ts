import { dateInBogota, type IsoDate } from '@facturo/sdk/co';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.types';

/** One plan change of a subscription: from which plan to which, and the day (Bogotá) it took effect. */
interface PlanChange {
  date: IsoDate;
  fromPlanId: string;
  planId: string;
}

/** Which plan each subscription of an organization held on a day. */
export interface PlanHistory {
  /** The plan `subscriptionId` held on `date` (its current plan when it never changed). */
  planOn(subscriptionId: string, currentPlanId: string, date: IsoDate): string;
  /** Every plan that appears in the history (to look them up at once). */
  planIds: readonly string[];
}

/**
 * The plan changes of an organization's subscriptions, from their audit trail (`plan_changed`
 * events, in the order they were written). A change takes effect the day it was recorded in Bogotá:
 * an upgrade when it is paid, a step down when its renewal is settled.
 */
export async function planHistory(db: Kysely<Database>, organizationId: string): Promise<PlanHistory> {
  const rows = await db
    .selectFrom('subscriptionEvents')
    .select(['subscriptionId', 'planChange', 'createdAt'])
    .where('organizationId', '=', organizationId)
    .where('action', '=', 'plan_changed')
    .orderBy('sequence')
    .execute();
  const bySubscription = new Map<string, PlanChange[]>();
  for (const row of rows) {
    if (!row.planChange) continue;
    const changes = bySubscription.get(row.subscriptionId) ?? [];
    changes.push({
      date: dateInBogota(row.createdAt),
      fromPlanId: row.planChange.fromPlanId,
      planId: row.planChange.planId,
    });
    bySubscription.set(row.subscriptionId, changes);
  }
  return {
    planIds: [...new Set(rows.flatMap((row) => (row.planChange ? [row.planChange.fromPlanId] : [])))],
    planOn(subscriptionId, currentPlanId, date) {
      const changes = bySubscription.get(subscriptionId) ?? [];
      // Before its first change that day had not reached, the subscription held what that change left.
      const next = changes.find((change) => change.date > date);
      return next ? next.fromPlanId : currentPlanId;
    },
  };
}
