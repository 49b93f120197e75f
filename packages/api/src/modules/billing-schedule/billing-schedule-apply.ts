import { parseIsoDate } from '@facturo/sdk/co';
import type { BillingScheduleChange, BillingSchedulePlan } from '@facturo/sdk/schemas';
import type { Selectable, Transaction } from 'kysely';
import { adjustmentLine, renewalLineKey, setAdjustmentStatus } from '../../billing-core/adjustment-line';
import { type CataloguePlan, plansById } from '../../billing-core/catalogue-plans';
import { appendInvoiceLines } from '../../billing-core/invoice-writer';
import { renewalLine } from '../../billing-core/renewal-line';
import type { Database } from '../../db/database.types';
import { ApiProblem } from '../../http/api-problem';
import type { AppDeps } from '../../kernel/app-deps';
import { planChange } from './billing-schedule.service';
import type { BillingAdjustmentsTable } from './billing-schedule.tables';

/** An invoice line (by key or by adjustment) and its invoice, which must still be `unpaid` to change (409 otherwise). */
async function changeableLine(
  trx: Transaction<Database>,
  where: { lineKey: string } | { adjustmentId: string },
) {
  const query = trx
    .selectFrom('invoiceLines')
    .innerJoin('invoices', 'invoices.id', 'invoiceLines.invoiceId')
    .select(['invoiceLines.id', 'invoiceLines.billingCycle', 'invoices.id as invoiceId', 'invoices.status']);
  const line = await ('lineKey' in where
    ? query.where('invoiceLines.lineKey', '=', where.lineKey)
    : query.where('invoiceLines.adjustmentId', '=', where.adjustmentId)
  ).executeTakeFirst();
  if (line && line.status !== 'unpaid')
    throw new ApiProblem(409, 'conflict', { detail: `invoice ${line.invoiceId} is ${line.status}` });
  return line;
}

/**
 * A renewal already invoiced for the period an adjustment replaces gets the adjustment instead
 * (the invoice is still unpaid, so its total simply changes). An invoice being paid right now
 * cannot change: 409.
 */
async function replaceInvoicedRenewal(
  trx: Transaction<Database>,
  adjustment: Selectable<BillingAdjustmentsTable>,
  catalogue: CataloguePlan,
  now: Date,
) {
  const line = await changeableLine(trx, {
    lineKey: renewalLineKey(adjustment.subscriptionId, adjustment.adjustmentDate),
  });
  if (!line) return;
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
 * Partial charges the change drops that were already on an unpaid invoice give their place back to
 * the regular renewal of the same period (same line key, the subscription's anchor day as the
 * change leaves it): otherwise the invoice would keep charging the dropped adjustment, the renewal
 * would never be issued (its key is taken), and paying would apply a cancelled adjustment. A new
 * adjustment for the same period then replaces that renewal as usual.
 */
async function restoreRenewals(
  trx: Transaction<Database>,
  dropped: readonly Selectable<BillingAdjustmentsTable>[],
  now: Date,
) {
  if (dropped.length === 0) return;
  const subscriptions = await trx
    .selectFrom('subscriptions')
    .select(['id', 'planId', 'billingCycle', 'anchorDay'])
    .where(
      'id',
      'in',
      dropped.map((adjustment) => adjustment.subscriptionId),
    )
    .execute();
  const plans = await plansById(
    trx,
    subscriptions.map((subscription) => subscription.planId),
  );
  for (const adjustment of dropped) {
    const subscription = subscriptions.find((row) => row.id === adjustment.subscriptionId);
    const catalogue = subscription && plans.get(subscription.planId);
    const line = await changeableLine(trx, { adjustmentId: adjustment.id });
    if (!line || !subscription || !catalogue) continue;
    await trx.deleteFrom('invoiceLines').where('id', '=', line.id).execute();
    await appendInvoiceLines(
      trx,
      line.invoiceId,
      [renewalLine(catalogue, subscription, adjustment.adjustmentDate)],
      now,
    );
  }
}

/**
 * `PUT /billing/schedule`: applies a billing-date change in one transaction. The planned
 * adjustments (the very ones the preview showed) become scheduled partial charges, replacing any
 * earlier ones (an earlier one already invoiced gives its place back to the regular renewal); a
 * service already aligned takes the new day at once.
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
    const invoiced = await trx
      .selectFrom('billingAdjustments')
      .selectAll()
      .where('organizationId', '=', organizationId)
      .where('status', '=', 'invoiced')
      .execute();
    await trx
      .updateTable('billingAdjustments')
      .set({ status: 'cancelled' })
      .where('organizationId', '=', organizationId)
      .where('status', 'in', ['scheduled', 'invoiced'])
      .execute();
    for (const adjustment of plan.adjustments) {
      const entry = catalogues.get(adjustment.subscriptionId);
      if (!entry || adjustment.adjustmentDate !== null) continue;
      await trx
        .updateTable('subscriptions')
        .set({ anchorDay: plan.day ?? parseIsoDate(entry.service.activationDate).day, updatedAt: now })
        .where('id', '=', adjustment.subscriptionId)
        .execute();
    }
    await restoreRenewals(trx, invoiced, now);
    for (const adjustment of plan.adjustments) {
      const entry = catalogues.get(adjustment.subscriptionId);
      if (!entry || adjustment.adjustmentDate === null) continue;
      const inserted = await trx
        .insertInto('billingAdjustments')
        .values({
          organizationId,
          subscriptionId: adjustment.subscriptionId,
          adjustmentDate: adjustment.adjustmentDate,
          adjustmentDays: adjustment.adjustmentDays,
          adjustmentCost: adjustment.adjustmentCost,
          newNextDueDate: adjustment.newNextDueDate,
          anchorDay: plan.day ?? parseIsoDate(entry.service.activationDate).day,
          status: 'scheduled',
          createdAt: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await replaceInvoicedRenewal(trx, inserted, entry.catalogue, now);
    }
  });
  return plan;
}
