import { phaseCutoffs, subscriptionPhase } from '@facturo/sdk/billing';
import type { IsoDate } from '@facturo/sdk/co';
import type { ExpressionBuilder, Transaction } from 'kysely';
import { issueCreditNote } from '../../billing-core/credit-notes';
import { OPEN_INVOICE_STATUSES } from '../../billing-core/open-invoices';
import { addReconnectionFees } from '../../billing-core/reconnection-fees';
import { recordSubscriptionEvent } from '../../billing-core/subscription-audit';
import type { Database } from '../../db/database.types';
import type { AppDeps } from '../../kernel/app-deps';
import { emitSubscriptionEvent } from '../../webhooks/webhook-emit';
import { lockSubscription } from './subscription-usage';

// A subscription to a plan sold once for a term of validity (the digital certificate): the SQL
// form of the sdk's `renewsAutomatically` (a plan with a certificate validity does not renew).
const termOnly = (eb: ExpressionBuilder<Database, 'subscriptions'>) =>
  eb.exists(
    eb
      .selectFrom('plans')
      .select('plans.id')
      .whereRef('plans.id', '=', 'subscriptions.planId')
      .where('plans.certificateValidityYears', 'is not', null),
  );

async function boughtForATerm(trx: Transaction<Database>, subscriptionId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('subscriptions')
    .select('id')
    .where('id', '=', subscriptionId)
    .where(termOnly)
    .executeTakeFirst();
  return row !== undefined;
}

/** Payments whose money may still arrive: the job leaves their invoice alone until they settle. */
const IN_FLIGHT_PAYMENT_STATUSES = ['pending', 'in_process'] as const;

/**
 * The open renewal invoices of a subscription, locked (in the order settlement locks them: invoice,
 * then subscription, so the two never deadlock), and whether a payment on any of them is in flight.
 * Paying an invoice locks it before creating its payment, so once it is locked here no new payment
 * can start on it until the job's transaction ends.
 */
export async function lockOpenInvoices(trx: Transaction<Database>, subscriptionId: string) {
  const lines = await trx
    .selectFrom('invoiceLines')
    .select('invoiceId')
    .where('subscriptionId', '=', subscriptionId)
    .where('kind', 'in', ['renewal', 'billing_adjustment'])
    .execute();
  const ids = [...new Set(lines.map((line) => line.invoiceId))];
  if (ids.length === 0) return { invoices: [], paymentInFlight: false };
  const locked = await trx
    .selectFrom('invoices')
    .select(['id', 'status'])
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
  const invoices = locked
    .filter((invoice) => (OPEN_INVOICE_STATUSES as readonly string[]).includes(invoice.status))
    .map((invoice) => invoice.id);
  const inFlight =
    invoices.length > 0 &&
    (await trx
      .selectFrom('payments')
      .select('id')
      .where('invoiceId', 'in', invoices)
      .where('status', 'in', [...IN_FLIGHT_PAYMENT_STATUSES])
      .executeTakeFirst());
  return { invoices, paymentInFlight: Boolean(inFlight) };
}

/** Drops a subscription's billing-date adjustments not paid yet: it will not run to the new date. */
export async function dropAdjustments(trx: Transaction<Database>, subscriptionId: string): Promise<void> {
  await trx
    .updateTable('billingAdjustments')
    .set({ status: 'cancelled' })
    .where('subscriptionId', '=', subscriptionId)
    .where('status', 'in', ['scheduled', 'invoiced'])
    .execute();
}

/** Cancels a subscription for good: its scheduled adjustments go, and an invoice left without live subscriptions expires. */
async function cancel(
  trx: Transaction<Database>,
  deps: AppDeps,
  subscriptionId: string,
  invoices: string[],
  now: Date,
) {
  await trx
    .updateTable('subscriptions')
    .set({ state: 'cancelled', updatedAt: now })
    .where('id', '=', subscriptionId)
    .execute();
  await emitSubscriptionEvent(trx, 'subscription.cancelled', subscriptionId, now);
  await dropAdjustments(trx, subscriptionId);
  for (const invoiceId of invoices) {
    const stillLive = await trx
      .selectFrom('invoiceLines')
      .innerJoin('subscriptions', 'subscriptions.id', 'invoiceLines.subscriptionId')
      .select('subscriptions.id')
      .where('invoiceLines.invoiceId', '=', invoiceId)
      .where('subscriptions.state', 'in', ['active', 'suspended'])
      .executeTakeFirst();
    if (!stillLive) {
      // An electronic invoice is voided by a credit note (which marks it expired); an older one expires.
      const voided = await issueCreditNote(trx, deps, {
        invoiceId,
        cause: 'expired',
        conceptCode: '2',
        reason: 'Servicio cancelado por falta de pago: se anula la factura vencida',
        now,
      });
      if (!voided)
        await trx
          .updateTable('invoices')
          .set({ status: 'expired', updatedAt: now })
          .where('id', '=', invoiceId)
          .execute();
    }
  }
}

/**
 * Ends, the day after their last paid day, the subscriptions their customers cancelled at period end
 * and those bought once for a term (the digital certificate: nothing renews it, so it never owes a
 * renewal and must not pass through grace and suspension "for non-payment"): cancelled, with their
 * audit-trail entry (no actor: the billing job). Returns how many.
 */
async function endCancelledPeriods(deps: AppDeps, today: IsoDate): Promise<number> {
  const ended = await deps.db
    .selectFrom('subscriptions')
    .select('id')
    .where('state', '=', 'active')
    .where('activeUntil', '<', today)
    .where((eb) => eb.or([eb('cancelAtPeriodEnd', '=', true), termOnly(eb)]))
    .execute();
  let count = 0;
  for (const { id } of ended) {
    const now = deps.clock.now();
    const done = await deps.db.transaction().execute(async (trx) => {
      const { invoices } = await lockOpenInvoices(trx, id);
      const subscription = await lockSubscription(trx, id);
      if (subscription.state !== 'active') return false;
      if (!subscription.cancelAtPeriodEnd && !(await boughtForATerm(trx, id))) return false;
      await cancel(trx, deps, id, invoices, now);
      await recordSubscriptionEvent(trx, {
        organizationId: subscription.organizationId,
        subscriptionId: id,
        actorId: null,
        action: 'cancelled_at_period_end',
        activeUntil: subscription.activeUntil,
        now,
      });
      return true;
    });
    if (done) count += 1;
  }
  return count;
}

/**
 * Moves unpaid subscriptions along the sdk's phases on `today`: past the grace days a subscription
 * is `suspended` and its open renewal invoice gets the reconnection fee; past the cancellation days
 * it is `cancelled`, its scheduled adjustments are dropped, and a renewal invoice left with only
 * cancelled subscriptions `expires` (it can no longer be paid).
 *
 * While a payment on one of its open invoices is `pending` or `in_process`, a subscription keeps its
 * state: the money may still arrive, and a fee added or an invoice expired under it would leave the
 * invoice short or charge for a cancelled service. The next run after the payment settles moves it
 * (a rejected payment reopens the invoice; an approved one renews the subscription). Returns how
 * many subscriptions moved, and how many were held for a payment in flight.
 */
export async function advancePhases(deps: AppDeps, today: IsoDate) {
  const counts = { suspended: 0, cancelled: await endCancelledPeriods(deps, today), held: 0 };
  const cutoffs = phaseCutoffs(today);
  // Active ones past the grace days, and any (suspended or not) past the cancellation day.
  const lapsed = await deps.db
    .selectFrom('subscriptions')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('state', '=', 'active'), eb('activeUntil', '<=', cutoffs.suspended)]),
        eb.and([eb('state', '=', 'suspended'), eb('activeUntil', '<=', cutoffs.cancelled)]),
      ]),
    )
    .execute();
  for (const { id } of lapsed) {
    const now = deps.clock.now();
    const outcome = await deps.db.transaction().execute(async (trx) => {
      const { invoices, paymentInFlight } = await lockOpenInvoices(trx, id);
      const subscription = await lockSubscription(trx, id);
      if (!subscription.activeUntil || !['active', 'suspended'].includes(subscription.state)) return null;
      const phase = subscriptionPhase(subscription.activeUntil, today);
      const suspends = phase === 'suspended' && subscription.state === 'active';
      if (!suspends && phase !== 'cancelled') return null;
      if (paymentInFlight) return 'held' as const;
      if (phase === 'cancelled') {
        await cancel(trx, deps, id, invoices, now);
        return 'cancelled' as const;
      }
      await trx
        .updateTable('subscriptions')
        .set({ state: 'suspended', updatedAt: now })
        .where('id', '=', id)
        .execute();
      await emitSubscriptionEvent(trx, 'subscription.suspended', id, now);
      for (const invoiceId of invoices) await addReconnectionFees(trx, deps, invoiceId, today, now);
      return 'suspended' as const;
    });
    if (outcome) counts[outcome] += 1;
  }
  return counts;
}
