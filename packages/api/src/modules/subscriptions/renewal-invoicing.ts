import { extraDocuments, phaseCutoffs, renewalDueDate, renewsAutomatically } from '@facturo/sdk/billing';
import { addDays, type IsoDate } from '@facturo/sdk/co';
import type { Selectable, Transaction } from 'kysely';
import { adjustmentLine, renewalLineKey, setAdjustmentStatus } from '../../billing-core/adjustment-line';
import { type CataloguePlan, plansById } from '../../billing-core/catalogue-plans';
import { documentsPerCycle, unbilledExtraDocuments } from '../../billing-core/document-allowance';
import { organizationBillingInfo } from '../../billing-core/invoice-buyer';
import { extraDocumentsLine, type NewLine } from '../../billing-core/invoice-lines';
import { assertCanIssue, InvoicingUnavailableError } from '../../billing-core/invoice-numbering';
import { issueInvoice } from '../../billing-core/invoice-writer';
import { renewalLine } from '../../billing-core/renewal-line';
import type { Database } from '../../db/database.types';
import { isUniqueViolation } from '../../db/sql-state';
import type { AppDeps } from '../../kernel/app-deps';
import { lockSubscription } from './subscription-usage';
import type { SubscriptionsTable } from './subscriptions.tables';

type SubscriptionRow = Selectable<SubscriptionsTable>;

/** Another run of the job invoiced the same renewal first (unique line key): nothing to do. */
export function ignoreDuplicate(error: unknown): void {
  if (!isUniqueViolation(error)) throw error;
}

/**
 * The lines renewing one subscription for the period after its last paid day: the renewal (of
 * `renewing`, the plan a scheduled step down moves it to, else its own) and the extra documents of
 * the cycle ending, priced by its current plan (`catalogue`).
 */
async function renewalLines(
  trx: Transaction<Database>,
  stale: SubscriptionRow,
  catalogue: CataloguePlan,
  renewing: CataloguePlan,
  now: Date,
) {
  const subscription = await lockSubscription(trx, stale.id);
  const periodStart = addDays(subscription.activeUntil as string, 1);
  const adjustment = await trx
    .selectFrom('billingAdjustments')
    .selectAll()
    .where('subscriptionId', '=', subscription.id)
    .where('adjustmentDate', '=', periodStart)
    .where('status', '=', 'scheduled')
    .executeTakeFirst();
  const lines: NewLine[] = [];
  // A step down scheduled for this renewal: the renewal, or the adjustment standing in for it,
  // charges the new plan and cycle.
  const cycle = subscription.scheduledBillingCycle ?? subscription.billingCycle;
  if (adjustment) {
    lines.push(adjustmentLine(renewing, cycle, adjustment));
    await setAdjustmentStatus(trx, adjustment.id, 'invoiced');
  } else {
    lines.push(renewalLine(renewing, { ...subscription, billingCycle: cycle }, periodStart));
  }
  const included = documentsPerCycle(catalogue.plan, subscription.billingCycle);
  const extra = unbilledExtraDocuments(subscription, included);
  if (extra > 0) {
    lines.push(
      extraDocumentsLine(
        catalogue,
        subscription.billingCycle,
        extra,
        subscription.id,
        `extras:${subscription.id}:${periodStart}`,
      ),
    );
    await trx
      .updateTable('subscriptions')
      .set({
        extraDocumentsBilled: extraDocuments(subscription.documentsUsed, included),
        pendingExtraDocuments: 0,
        updatedAt: now,
      })
      .where('id', '=', subscription.id)
      .execute();
  }
  return lines;
}

/**
 * Issues the renewal invoices due on `today`: every subscription in service whose renewal is due
 * (5 days before its last paid day, the sdk's `renewalDays`) and not yet invoiced for the next
 * period. Subscriptions of one organization renewing on the same day share one invoice (unified
 * billing date). Each invoice carries the renewal (or the scheduled billing-date adjustment) and the
 * extra documents used beyond the allowance. Idempotent: line keys are unique.
 */
export async function issueRenewalInvoices(deps: AppDeps, today: IsoDate): Promise<number> {
  // Renewal due, grace or suspended on `today` (the sdk's phases): a cancelled one is not renewed.
  const cutoffs = phaseCutoffs(today);
  const candidates = await deps.db
    .selectFrom('subscriptions')
    .selectAll()
    .where('state', 'in', ['active', 'suspended'])
    // Cancelled by the customer at period end: never renewed.
    .where('cancelAtPeriodEnd', '=', false)
    .where('activeUntil', '<=', cutoffs.renewalDue)
    .where('activeUntil', '>', cutoffs.cancelled)
    .execute();
  const due: SubscriptionRow[] = [];
  for (const subscription of candidates) {
    const key = renewalLineKey(subscription.id, addDays(subscription.activeUntil as string, 1));
    const invoiced = await deps.db
      .selectFrom('invoiceLines')
      .select('id')
      .where('lineKey', '=', key)
      .executeTakeFirst();
    if (!invoiced) due.push(subscription);
  }
  const groups = new Map<string, SubscriptionRow[]>();
  for (const subscription of due) {
    const group = `${subscription.organizationId}:${subscription.activeUntil}`;
    groups.set(group, [...(groups.get(group) ?? []), subscription]);
  }
  const plans = await plansById(
    deps.db,
    due.flatMap((subscription) => [subscription.planId, subscription.scheduledPlanId ?? subscription.planId]),
  );
  let issued = 0;
  if (groups.size > 0) {
    try {
      await assertCanIssue(deps);
    } catch (error) {
      // The operator alert is logged; the renewals are issued on a later run, once fixed.
      if (error instanceof InvoicingUnavailableError) return 0;
      throw error;
    }
  }
  for (const members of groups.values()) {
    const first = members[0] as SubscriptionRow;
    const now = deps.clock.now();
    await deps.db
      .transaction()
      .execute(async (trx) => {
        const lines: NewLine[] = [];
        for (const subscription of members) {
          const catalogue = plans.get(subscription.planId);
          const renewing = plans.get(subscription.scheduledPlanId ?? subscription.planId) ?? catalogue;
          // A term (the certificate) is never renewed: it is bought again when it expires.
          if (catalogue && renewing && renewsAutomatically(catalogue.plan)) {
            lines.push(...(await renewalLines(trx, subscription, catalogue, renewing, now)));
          }
        }
        if (lines.length === 0) return;
        await issueInvoice(trx, deps, {
          organizationId: first.organizationId,
          billingInfo: await organizationBillingInfo(trx, first.organizationId),
          lines,
          status: 'unpaid',
          // Due on the billing date: the day the renewed period starts.
          dueDate: renewalDueDate(first.activeUntil as IsoDate),
          paymentMethod: 'credit',
          now,
        });
        issued += 1;
      })
      .catch((error: unknown) => {
        if (!(error instanceof InvoicingUnavailableError)) ignoreDuplicate(error);
      });
  }
  return issued;
}
