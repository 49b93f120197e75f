import { cycleMonths } from '@facturo/sdk/billing';
import { dateInBogota, type IsoDate, parseIsoDate } from '@facturo/sdk/co';
import type { Transaction } from 'kysely';
import type { Database } from '../db/database.types';
import { emitInvoiceEvent, emitSubscriptionEvent } from '../webhooks/webhook-emit';
import { setAdjustmentStatus } from './adjustment-line';
import { plansById } from './catalogue-plans';
import { cycleEnd } from './cycle-dates';
import { applyPlanChangeLine, applyRenewedPlan } from './plan-change-settlement';

/**
 * Puts a paid invoice's subscription lines into effect, inside the caller's transaction:
 * - `plan`: the bought subscription starts today, anchored on today's day of the month;
 * - `renewal`: the paid period is added (a suspended subscription is reconnected);
 * - `billing_adjustment`: the prorated period up to the new billing date is added and the
 *   subscription takes the new anchor day (if the adjustment is still `invoiced`); like a renewal,
 *   one for another plan or cycle switches the subscription to it;
 * - `plan_change`: a step up takes effect (plan, cycle, period end); a renewal for another plan or
 *   cycle (a scheduled step down) switches the subscription to it.
 */
async function applySubscriptionLines(
  trx: Transaction<Database>,
  invoiceId: string,
  today: IsoDate,
  now: Date,
) {
  const lines = await trx
    .selectFrom('invoiceLines')
    .selectAll()
    .where('invoiceId', '=', invoiceId)
    .where('subscriptionId', 'is not', null)
    .where('kind', 'in', ['plan', 'renewal', 'billing_adjustment', 'plan_change'])
    .orderBy('position')
    .execute();
  const plans = await plansById(
    trx,
    lines.flatMap((line) => (line.planId ? [line.planId] : [])),
  );
  for (const line of lines) {
    const subscription = await trx
      .selectFrom('subscriptions')
      .selectAll()
      .where('id', '=', line.subscriptionId as string)
      .forUpdate()
      .executeTakeFirst();
    if (!subscription) continue;
    if (line.kind === 'plan_change') {
      await applyPlanChangeLine(trx, line, subscription, today, now);
    } else if (line.kind === 'plan' && subscription.state === 'pending') {
      const catalogue = plans.get(subscription.planId);
      if (!catalogue)
        throw new Error(`Plan ${subscription.planId} of subscription ${subscription.id} is missing.`);
      const anchorDay = parseIsoDate(today).day;
      const end = cycleEnd(today, cycleMonths(catalogue.plan, subscription.billingCycle), anchorDay);
      await trx
        .updateTable('subscriptions')
        .set({
          state: 'active',
          anchorDay,
          activationDate: today,
          activeUntil: end,
          cycleStart: today,
          cycleEnd: end,
          updatedAt: now,
        })
        .where('id', '=', subscription.id)
        .execute();
      await trx
        .updateTable('invoiceLines')
        .set({ periodStart: today, periodEnd: end })
        .where('id', '=', line.id)
        .execute();
      await emitSubscriptionEvent(trx, 'subscription.created', subscription.id, now);
    } else if (
      line.kind !== 'plan' &&
      line.periodEnd &&
      subscription.activeUntil &&
      line.periodEnd > subscription.activeUntil
    ) {
      // Only an adjustment still `invoiced` takes effect: one a later billing-date change or a
      // cancellation dropped must not move the anchor day (the paid days still count).
      const adjustment = line.adjustmentId
        ? await trx
            .selectFrom('billingAdjustments')
            .select(['id', 'anchorDay'])
            .where('id', '=', line.adjustmentId)
            .where('status', '=', 'invoiced')
            .executeTakeFirst()
        : undefined;
      await trx
        .updateTable('subscriptions')
        .set({
          state: 'active',
          activeUntil: line.periodEnd,
          ...(adjustment ? { anchorDay: adjustment.anchorDay } : {}),
          updatedAt: now,
        })
        .where('id', '=', subscription.id)
        .where('state', 'in', ['active', 'suspended'])
        .execute();
      if (adjustment) await setAdjustmentStatus(trx, adjustment.id, 'applied');
      // The adjustment stands in for the renewal: a step down scheduled for it takes effect too.
      if (line.kind === 'renewal' || line.kind === 'billing_adjustment') {
        await applyRenewedPlan(trx, line, subscription, now);
      }
      if (subscription.state === 'suspended') {
        await emitSubscriptionEvent(trx, 'subscription.reactivated', subscription.id, now);
      }
    }
  }
}

/**
 * Books an approved payment on its invoice, in the caller's transaction: the amount paid grows,
 * and once it covers the total the invoice is `paid` and its subscriptions take effect. Either all
 * of it is written or (the transaction failing anywhere) none of it.
 */
export async function settleInvoicePayment(
  trx: Transaction<Database>,
  invoiceId: string,
  amount: number,
  now: Date,
) {
  const invoice = await trx
    .selectFrom('invoices')
    .selectAll()
    .where('id', '=', invoiceId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const amountPaid = invoice.amountPaid + amount;
  const paid = amountPaid >= invoice.total;
  await trx
    .updateTable('invoices')
    .set({ amountPaid, status: paid ? 'paid' : 'partially_paid', paidAt: paid ? now : null, updatedAt: now })
    .where('id', '=', invoiceId)
    .execute();
  if (paid) {
    await applySubscriptionLines(trx, invoiceId, dateInBogota(now), now);
    await emitInvoiceEvent(trx, 'invoice.paid', invoiceId, now);
  }
}
