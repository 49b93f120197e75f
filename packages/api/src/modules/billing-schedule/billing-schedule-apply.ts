import { type BillingScheduleChange, type BillingSchedulePlan, parseIsoDate } from '@facturo/sdk';
import type { Transaction } from 'kysely';
import type { AppDeps } from '../../app/app-deps';
import type { Database } from '../../db/database.types';
import { ApiProblem } from '../../http/api-problem';
import type { CataloguePlan } from '../catalogue/catalogue.repository';
import { appendInvoiceLines } from '../invoices/invoice-writer';
import { adjustmentLine, renewalLineKey, setAdjustmentStatus } from './adjustment-line';
import { planChange } from './billing-schedule.service';

/**
 * A renewal already invoiced for the period an adjustment replaces gets the adjustment instead
 * (the invoice is still unpaid, so its total simply changes). An invoice being paid right now
 * cannot change: 409.
 */
async function replaceInvoicedRenewal(
  trx: Transaction<Database>,
  adjustmentId: string,
  catalogue: CataloguePlan,
  now: Date,
) {
  const adjustment = await trx
    .selectFrom('billingAdjustments')
    .selectAll()
    .where('id', '=', adjustmentId)
    .executeTakeFirstOrThrow();
  const key = renewalLineKey(adjustment.subscriptionId, adjustment.adjustmentDate);
  const line = await trx
    .selectFrom('invoiceLines')
    .innerJoin('invoices', 'invoices.id', 'invoiceLines.invoiceId')
    .select(['invoiceLines.id', 'invoiceLines.billingCycle', 'invoices.id as invoiceId', 'invoices.status'])
    .where('invoiceLines.lineKey', '=', key)
    .executeTakeFirst();
  if (!line) return;
  if (line.status !== 'unpaid')
    throw new ApiProblem(409, 'conflict', { detail: `invoice ${line.invoiceId} is ${line.status}` });
  await trx.deleteFrom('invoiceLines').where('id', '=', line.id).execute();
  await appendInvoiceLines(
    trx,
    line.invoiceId,
    [adjustmentLine(catalogue, line.billingCycle ?? 'monthly', adjustment)],
    now,
  );
  await setAdjustmentStatus(trx, adjustment.id, 'invoiced');
}

/**
 * `PUT /billing/schedule`: applies a billing-date change in one transaction. The planned
 * adjustments (the very ones the preview showed) become scheduled partial charges, replacing any
 * earlier ones; a service already aligned takes the new day at once.
 */
export async function applyChange(
  deps: AppDeps,
  organizationId: string,
  change: BillingScheduleChange,
  userId: string | null,
): Promise<BillingSchedulePlan> {
  const { plan, services } = await planChange(deps, organizationId, change, change.acknowledge);
  const catalogues = new Map(services.map(({ service, catalogue }) => [service.id, { service, catalogue }]));
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('billingSchedules')
      .values({ organizationId, mode: plan.mode, day: plan.day, updatedBy: userId, updatedAt: now })
      .onConflict((oc) =>
        oc
          .column('organizationId')
          .doUpdateSet({ mode: plan.mode, day: plan.day, updatedBy: userId, updatedAt: now }),
      )
      .execute();
    await trx
      .updateTable('billingAdjustments')
      .set({ status: 'cancelled' })
      .where('organizationId', '=', organizationId)
      .where('status', 'in', ['scheduled', 'invoiced'])
      .execute();
    for (const adjustment of plan.adjustments) {
      const entry = catalogues.get(adjustment.subscriptionId);
      if (!entry) continue;
      const anchorDay = plan.day ?? parseIsoDate(entry.service.activationDate).day;
      if (adjustment.adjustmentDate === null) {
        await trx
          .updateTable('subscriptions')
          .set({ anchorDay, updatedAt: now })
          .where('id', '=', adjustment.subscriptionId)
          .execute();
        continue;
      }
      const inserted = await trx
        .insertInto('billingAdjustments')
        .values({
          organizationId,
          subscriptionId: adjustment.subscriptionId,
          adjustmentDate: adjustment.adjustmentDate,
          adjustmentDays: adjustment.adjustmentDays,
          adjustmentCost: adjustment.adjustmentCost,
          newNextDueDate: adjustment.newNextDueDate,
          anchorDay,
          status: 'scheduled',
          createdAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await replaceInvoicedRenewal(trx, inserted.id, entry.catalogue, now);
    }
  });
  return plan;
}
