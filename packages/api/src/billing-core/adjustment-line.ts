import { cyclePrice, prorationCost } from '@facturo/sdk/billing';
import { addDays } from '@facturo/sdk/co';
import type { BillingCycle } from '@facturo/sdk/schemas';
import type { Selectable, Transaction } from 'kysely';
import type { Database } from '../db/database.types';
import type { CataloguePlan } from './catalogue-plans';
import { type NewLine, planLabel } from './invoice-lines';

/** What became of a scheduled partial charge (the `billing_adjustments.status` column). */
export type AdjustmentStatus = 'scheduled' | 'invoiced' | 'applied' | 'cancelled';

/** The key of the line that renews a subscription for the period starting `periodStart`. */
export const renewalLineKey = (subscriptionId: string, periodStart: string) =>
  `renewal:${subscriptionId}:${periodStart}`;

/**
 * What a scheduled partial charge costs: its days at the daily price (`price ÷ 30` or `÷ 360`, the
 * sdk's `prorationCost`, as `planBillingDateChange` quoted it) of the plan and cycle billed on the
 * adjustment date. The days are service after the renewal date, so they are priced like the renewal
 * they stand in for: a plan changed since the billing date was agreed (a step up paid now, a step
 * down scheduled for the renewal) changes the cost; the amount stored when it was agreed is only
 * the fallback for a plan no longer sold in that cycle.
 */
export function adjustmentCost(
  billed: CataloguePlan,
  cycle: BillingCycle,
  adjustment: Pick<Selectable<Database['billingAdjustments']>, 'adjustmentDays' | 'adjustmentCost'>,
): number {
  const price = cyclePrice(billed.plan, cycle);
  return price ? prorationCost(price.price, cycle, adjustment.adjustmentDays) : adjustment.adjustmentCost;
}

/**
 * The invoice line of a scheduled partial charge for the days from the old due date to the new one
 * (the period it pays ends the day before), on `billed`: the plan and cycle the subscription renews
 * on (a step down scheduled for that date included), priced by {@link adjustmentCost}.
 */
export function adjustmentLine(
  billed: CataloguePlan,
  cycle: BillingCycle,
  adjustment: Selectable<Database['billingAdjustments']>,
): NewLine {
  const label = planLabel(billed, cycle);
  const days = adjustment.adjustmentDays;
  return {
    kind: 'billing_adjustment',
    description: {
      es: `Ajuste de fecha de cobro · ${label.es}: ${days} ${days === 1 ? 'día' : 'días'}`,
      en: `Billing date adjustment · ${label.en}: ${days} ${days === 1 ? 'day' : 'days'}`,
    },
    planId: billed.plan.id,
    subscriptionId: adjustment.subscriptionId,
    billingCycle: cycle,
    quantity: 1,
    unitPrice: adjustmentCost(billed, cycle, adjustment),
    ivaTreatment: billed.plan.ivaTreatment,
    periodStart: adjustment.adjustmentDate,
    periodEnd: addDays(adjustment.newNextDueDate, -1),
    lineKey: renewalLineKey(adjustment.subscriptionId, adjustment.adjustmentDate),
    adjustmentId: adjustment.id,
  };
}

/** Records what became of a scheduled partial charge (invoiced with its renewal, applied once paid). */
export async function setAdjustmentStatus(
  trx: Transaction<Database>,
  id: string,
  status: AdjustmentStatus,
): Promise<void> {
  await trx.updateTable('billingAdjustments').set({ status }).where('id', '=', id).execute();
}
