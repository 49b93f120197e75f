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
 * The invoice line of a scheduled partial charge: exactly the cost `planBillingDateChange` computed,
 * for the days from the old due date to the new one (the period it pays ends the day before).
 */
export function adjustmentLine(
  catalogue: CataloguePlan,
  cycle: BillingCycle,
  adjustment: Selectable<Database['billingAdjustments']>,
): NewLine {
  const label = planLabel(catalogue, cycle);
  const days = adjustment.adjustmentDays;
  return {
    kind: 'billing_adjustment',
    description: {
      es: `Ajuste de fecha de cobro · ${label.es}: ${days} ${days === 1 ? 'día' : 'días'}`,
      en: `Billing date adjustment · ${label.en}: ${days} ${days === 1 ? 'day' : 'days'}`,
    },
    planId: catalogue.plan.id,
    subscriptionId: adjustment.subscriptionId,
    billingCycle: cycle,
    quantity: 1,
    unitPrice: adjustment.adjustmentCost,
    ivaTreatment: catalogue.plan.ivaTreatment,
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
