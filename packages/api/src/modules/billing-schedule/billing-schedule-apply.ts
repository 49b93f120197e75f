import { parseIsoDate } from '@facturo/sdk/co';
import type { BillingCycle, BillingScheduleChange, BillingSchedulePlan } from '@facturo/sdk/schemas';
import type { Selectable, Transaction } from 'kysely';
import { adjustmentLine, renewalLineKey, setAdjustmentStatus } from '../../billing-core/adjustment-line';
import { type CataloguePlan, plansById } from '../../billing-core/catalogue-plans';
import { changeInvoiceLines } from '../../billing-core/invoice-reissue';
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
 * A renewal already invoiced for the period an adjustment replaces gets the adjustment instead: the
 * unpaid invoice is voided by a credit note and a new one carries the adjustment (an invoice issued
 * before electronic invoicing simply changes). An invoice being paid right now cannot change: 409.
 */
async function replaceInvoicedRenewal(
  trx: Transaction<Database>,
  deps: AppDeps,
  adjustment: Selectable<BillingAdjustmentsTable>,
  billed: { catalogue: CataloguePlan; cycle: BillingCycle },
  now: Date,
) {
  const line = await changeableLine(trx, {
    lineKey: renewalLineKey(adjustment.subscriptionId, adjustment.adjustmentDate),
  });
  if (!line) return;
  await changeInvoiceLines(
    trx,
    deps,
    line.invoiceId,
    { remove: [line.id], add: [adjustmentLine(billed.catalogue, billed.cycle, adjustment)] },
    { cause: 'billing_date_change', reason: BILLING_DATE_CHANGE_REASON, now },
  );
  await setAdjustmentStatus(trx, adjustment.id, 'invoiced');
}

/** What the credit note voiding an invoice for a billing-date change states. */
const BILLING_DATE_CHANGE_REASON =
  'Cambio de la fecha de facturación: se anula esta factura y se emite una nueva con el cobro ajustado';

/**
 * Partial charges the change drops that were already on an unpaid invoice give their place back to
 * the regular renewal of the same period (same line key, the subscription's anchor day as the
 * change leaves it): otherwise the invoice would keep charging the dropped adjustment, the renewal
 * would never be issued (its key is taken), and paying would apply a cancelled adjustment. A new
 * adjustment for the same period then replaces that renewal as usual.
 */
async function restoreRenewals(
  trx: Transaction<Database>,
  deps: AppDeps,
  dropped: readonly Selectable<BillingAdjustmentsTable>[],
  now: Date,
) {
  if (dropped.length === 0) return;
  const subscriptions = await trx
    .selectFrom('subscriptions')
    .select(['id', 'planId', 'billingCycle', 'anchorDay', 'scheduledPlanId', 'scheduledBillingCycle'])
    .where(
      'id',
      'in',
      dropped.map((adjustment) => adjustment.subscriptionId),
    )
    .execute();
  const plans = await plansById(
    trx,
    subscriptions.map((subscription) => subscription.scheduledPlanId ?? subscription.planId),
  );
  for (const adjustment of dropped) {
    const subscription = subscriptions.find((row) => row.id === adjustment.subscriptionId);
    // The renewal as the billing job would issue it: a step down scheduled for it included.
    const catalogue = subscription && plans.get(subscription.scheduledPlanId ?? subscription.planId);
    const line = await changeableLine(trx, { adjustmentId: adjustment.id });
    if (!line || !subscription || !catalogue) continue;
    const renewing = {
      ...subscription,
      billingCycle: subscription.scheduledBillingCycle ?? subscription.billingCycle,
    };
    await changeInvoiceLines(
      trx,
      deps,
      line.invoiceId,
      { remove: [line.id], add: [renewalLine(catalogue, renewing, adjustment.adjustmentDate)] },
      { cause: 'billing_date_change', reason: BILLING_DATE_CHANGE_REASON, now },
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
    await restoreRenewals(trx, deps, invoiced, now);
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
      await replaceInvoicedRenewal(
        trx,
        deps,
        inserted,
        { catalogue: entry.catalogue, cycle: entry.service.cycle },
        now,
      );
    }
  });
  return plan;
}
