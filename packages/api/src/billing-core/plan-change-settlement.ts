import { type IsoDate, parseIsoDate } from '@facturo/sdk/co';
import type { Selectable, Transaction } from 'kysely';
import type { Database } from '../db/database.types';
import { emitSubscriptionEvent } from '../webhooks/webhook-emit';
import { recordSubscriptionEvent } from './subscription-audit';

type LineRow = Selectable<Database['invoiceLines']>;
type SubscriptionRow = Selectable<Database['subscriptions']>;

/**
 * A paid `plan_change` line puts a step up into effect, in the settlement's transaction: the
 * subscription takes the line's plan and cycle and its period end; a new cycle (monthly → annual)
 * starts today, anchored on today. A step down scheduled before is dropped (this change replaces it).
 */
export async function applyPlanChangeLine(
  trx: Transaction<Database>,
  line: LineRow,
  subscription: SubscriptionRow,
  today: IsoDate,
  now: Date,
): Promise<void> {
  if (!line.planId || !line.billingCycle || !line.periodEnd || subscription.state !== 'active') return;
  const newCycle = line.billingCycle !== subscription.billingCycle;
  await trx
    .updateTable('subscriptions')
    .set({
      planId: line.planId,
      billingCycle: line.billingCycle,
      activeUntil: line.periodEnd,
      scheduledPlanId: null,
      scheduledBillingCycle: null,
      ...(newCycle
        ? { anchorDay: parseIsoDate(today).day, cycleStart: today, cycleEnd: line.periodEnd }
        : {}),
      updatedAt: now,
    })
    .where('id', '=', subscription.id)
    .execute();
  await emitSubscriptionEvent(trx, 'subscription.changed', subscription.id, now);
}

/**
 * A paid renewal for another plan or cycle than the subscription's (a step down scheduled for the
 * renewal) switches it, in the settlement's transaction, and says so in its audit trail (by the
 * billing job: no actor) and to its webhooks. Returns `true` when it switched.
 */
export async function applyRenewedPlan(
  trx: Transaction<Database>,
  line: LineRow,
  subscription: SubscriptionRow,
  now: Date,
): Promise<boolean> {
  if (!line.planId || !line.billingCycle) return false;
  if (line.planId === subscription.planId && line.billingCycle === subscription.billingCycle) return false;
  await trx
    .updateTable('subscriptions')
    .set({
      planId: line.planId,
      billingCycle: line.billingCycle,
      scheduledPlanId: null,
      scheduledBillingCycle: null,
      updatedAt: now,
    })
    .where('id', '=', subscription.id)
    .execute();
  await recordSubscriptionEvent(trx, {
    organizationId: subscription.organizationId,
    subscriptionId: subscription.id,
    actorId: null,
    action: 'plan_changed',
    activeUntil: line.periodEnd,
    planChange: {
      fromPlanId: subscription.planId,
      fromBillingCycle: subscription.billingCycle,
      planId: line.planId,
      billingCycle: line.billingCycle,
    },
    chargedAmount: line.total,
    now,
  });
  await emitSubscriptionEvent(trx, 'subscription.changed', subscription.id, now);
  return true;
}
