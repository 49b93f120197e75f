import { renewalDueDate, renewsAutomatically } from '@facturo/sdk/billing';
import { addDays, type IsoDate } from '@facturo/sdk/co';
import type { UpcomingCharge } from '@facturo/sdk/schemas';
import type { Kysely, Selectable } from 'kysely';
import { adjustmentLine } from '../../billing-core/adjustment-line';
import { type CataloguePlan, plansById } from '../../billing-core/catalogue-plans';
import { documentsPerCycle, unbilledExtraDocuments } from '../../billing-core/document-allowance';
import { extraDocumentsLine, lineAmounts, type NewLine } from '../../billing-core/invoice-lines';
import { OPEN_INVOICE_STATUSES } from '../../billing-core/open-invoices';
import { renewalLine } from '../../billing-core/renewal-line';
import type { Database } from '../../db/database.types';

type SubscriptionRow = Selectable<Database['subscriptions']>;

/** The open renewal invoice of each subscription: what is left to pay and by when. */
async function openRenewals(db: Kysely<Database>, subscriptionIds: readonly string[]) {
  if (subscriptionIds.length === 0) return new Map<string, { id: string; left: number; dueDate: string }>();
  const rows = await db
    .selectFrom('invoiceLines')
    .innerJoin('invoices', 'invoices.id', 'invoiceLines.invoiceId')
    .select(['invoiceLines.subscriptionId', 'invoices.id', 'invoices.total', 'invoices.amountPaid'])
    .select('invoices.dueDate')
    .where('invoiceLines.subscriptionId', 'in', [...subscriptionIds])
    .where('invoiceLines.kind', 'in', ['renewal', 'billing_adjustment'])
    .where('invoices.status', 'in', [...OPEN_INVOICE_STATUSES])
    .orderBy('invoices.createdAt')
    .execute();
  return new Map(
    rows.map((row) => [
      row.subscriptionId as string,
      { id: row.id, left: row.total - row.amountPaid, dueDate: row.dueDate },
    ]),
  );
}

/**
 * The lines the billing job will put on a subscription's next renewal invoice, as it would write
 * them today (`renewal-invoicing.ts`): the scheduled billing-date adjustment or the renewal (on the
 * scheduled plan, when a step down is waiting), plus the extra documents not yet invoiced.
 */
function renewalLines(
  subscription: SubscriptionRow,
  current: CataloguePlan,
  renewing: CataloguePlan,
  adjustment: Selectable<Database['billingAdjustments']> | undefined,
  periodStart: IsoDate,
): NewLine[] {
  const cycle = subscription.scheduledBillingCycle ?? subscription.billingCycle;
  const lines = [
    adjustment
      ? adjustmentLine(renewing, cycle, adjustment)
      : renewalLine(renewing, { ...subscription, billingCycle: cycle }, periodStart),
  ];
  const extra = unbilledExtraDocuments(
    subscription,
    documentsPerCycle(current.plan, subscription.billingCycle),
  );
  if (extra > 0) {
    lines.push(extraDocumentsLine(current, subscription.billingCycle, extra, subscription.id, 'preview'));
  }
  return lines;
}

/**
 * Every charge an organization has coming, the earliest first: each renewing subscription's open
 * renewal invoice (what is left to pay, by its due date) or, before it is issued, the renewal the
 * billing job will invoice the day after its last paid day. Subscriptions cancelled at period end
 * are never charged again, so they are left out.
 */
export async function upcomingCharges(
  db: Kysely<Database>,
  organizationId: string,
): Promise<UpcomingCharge[]> {
  const subscriptions = await db
    .selectFrom('subscriptions')
    .selectAll()
    .where('organizationId', '=', organizationId)
    .where('state', 'in', ['active', 'suspended'])
    .where('cancelAtPeriodEnd', '=', false)
    .where('activeUntil', 'is not', null)
    .execute();
  if (subscriptions.length === 0) return [];
  const ids = subscriptions.map((row) => row.id);
  const [plans, invoices, adjustments] = await Promise.all([
    plansById(
      db,
      subscriptions.flatMap((row) => [row.planId, ...(row.scheduledPlanId ? [row.scheduledPlanId] : [])]),
    ),
    openRenewals(db, ids),
    db
      .selectFrom('billingAdjustments')
      .selectAll()
      .where('subscriptionId', 'in', ids)
      .where('status', '=', 'scheduled')
      .execute(),
  ]);
  const charges = subscriptions.flatMap((subscription): UpcomingCharge[] => {
    const current = plans.get(subscription.planId);
    const renewing = plans.get(subscription.scheduledPlanId ?? subscription.planId);
    // A term (the certificate) is bought again when it expires: nothing comes.
    if (!current || !renewing || !subscription.activeUntil || !renewsAutomatically(current.plan)) return [];
    const cycle = subscription.scheduledBillingCycle ?? subscription.billingCycle;
    const base = {
      subscriptionId: subscription.id,
      planId: renewing.plan.id,
      planName: renewing.plan.name,
      billingCycle: cycle,
      planChange: subscription.scheduledPlanId !== null,
    };
    const invoice = invoices.get(subscription.id);
    if (invoice) return [{ ...base, date: invoice.dueDate, amount: invoice.left, invoiceId: invoice.id }];
    const periodStart = addDays(subscription.activeUntil, 1);
    const date = renewalDueDate(subscription.activeUntil);
    const adjustment = adjustments.find(
      (row) => row.subscriptionId === subscription.id && row.adjustmentDate === periodStart,
    );
    const lines = renewalLines(subscription, current, renewing, adjustment, periodStart);
    const amount = lines.reduce((sum, line) => sum + lineAmounts(line).total, 0);
    // The date the invoice will be due, as it is once issued (then read from the invoice).
    return [{ ...base, date, amount, invoiceId: null }];
  });
  return charges.sort(
    (a, b) => a.date.localeCompare(b.date) || a.subscriptionId.localeCompare(b.subscriptionId),
  );
}
