import { dateInBogota } from '@facturo/sdk/co';
import type { Subscription } from '@facturo/sdk/schemas';
import type { Transaction } from 'kysely';
import { changeableSubscription } from '../../billing-core/changeable-subscription';
import { issueCreditNote } from '../../billing-core/credit-notes';
import { changeInvoiceLines } from '../../billing-core/invoice-reissue';
import { recordSubscriptionEvent } from '../../billing-core/subscription-audit';
import type { Database } from '../../db/database.types';
import { conflict } from '../../http/api-problem';
import type { AppDeps } from '../../kernel/app-deps';
import type { Principal } from '../../permissions/principal';
import { emitSubscriptionEvent } from '../../webhooks/webhook-emit';
import { dropAdjustments, lockOpenInvoices } from './phase-transitions';
import { lockSubscription } from './subscription-usage';
import { presentSubscription } from './subscriptions.service';

/** Only an active subscription, up to its last paid day, can be cancelled at period end or resumed. */
function assertInPeriod(subscription: { state: string; activeUntil: string | null }, today: string): void {
  if (subscription.state !== 'active' || !subscription.activeUntil || subscription.activeUntil < today) {
    throw conflict('subscription_not_active');
  }
}

/**
 * Sets or clears the cancellation at period end, writes it to the audit trail and announces it to
 * the organization's webhooks (`subscription.changed`), in the caller's transaction.
 */
async function markCancelAtPeriodEnd(
  trx: Transaction<Database>,
  cancel: boolean,
  change: Omit<Parameters<typeof recordSubscriptionEvent>[1], 'action'>,
): Promise<void> {
  await trx
    .updateTable('subscriptions')
    .set({ cancelAtPeriodEnd: cancel, updatedAt: change.now })
    .where('id', '=', change.subscriptionId)
    .execute();
  await recordSubscriptionEvent(trx, {
    ...change,
    action: cancel ? 'cancellation_scheduled' : 'cancellation_undone',
  });
  await emitSubscriptionEvent(trx, 'subscription.changed', change.subscriptionId, change.now);
}

/** What the credit note of a voided renewal says (Spanish, as DIAN reads it). */
const CANCELLATION_REASON =
  'Cancelación de la suscripción solicitada por el cliente: el periodo no se renueva';

/**
 * Takes a cancelled subscription off its open renewal invoices, inside the caller's transaction: an
 * invoice only for it is voided by a credit note (an invoice issued before electronic invoicing is
 * marked cancelled); an invoice it shares with other subscriptions (one renewal date) is voided and
 * issued again without its lines. Returns the numbers voided and the total credited.
 */
async function voidRenewals(
  trx: Transaction<Database>,
  deps: AppDeps,
  subscriptionId: string,
  invoiceIds: readonly string[],
  now: Date,
) {
  const voided: string[] = [];
  let credited = 0;
  for (const invoiceId of invoiceIds) {
    const invoice = await trx
      .selectFrom('invoices')
      .select(['number', 'total'])
      .where('id', '=', invoiceId)
      .executeTakeFirstOrThrow();
    const lines = await trx
      .selectFrom('invoiceLines')
      .select(['id', 'subscriptionId', 'total'])
      .where('invoiceId', '=', invoiceId)
      .execute();
    const own = lines.filter((line) => line.subscriptionId === subscriptionId);
    if (own.length === 0) continue;
    if (lines.every((line) => line.subscriptionId === subscriptionId || line.subscriptionId === null)) {
      // The period is no longer invoiced: should the cancellation be undone, the job issues it again.
      await trx
        .updateTable('invoiceLines')
        .set({ lineKey: null, adjustmentId: null })
        .where('invoiceId', '=', invoiceId)
        .execute();
      const note = await issueCreditNote(trx, deps, {
        invoiceId,
        cause: 'cancelled',
        conceptCode: '2',
        reason: CANCELLATION_REASON,
        now,
      });
      if (!note) {
        await trx
          .updateTable('invoices')
          .set({ status: 'cancelled', updatedAt: now })
          .where('id', '=', invoiceId)
          .execute();
      }
      credited += invoice.total;
    } else {
      await changeInvoiceLines(
        trx,
        deps,
        invoiceId,
        { remove: own.map((line) => line.id) },
        { cause: 'cancelled', reason: CANCELLATION_REASON, now },
      );
      credited += own.reduce((sum, line) => sum + line.total, 0);
    }
    voided.push(invoice.number);
  }
  return { voided, credited };
}

/**
 * Cancels a subscription at the end of its paid period (owner, admin or billing role): it stays in
 * service until `activeUntil`, is never renewed, and the billing job cancels it the day after. An
 * unpaid renewal invoice is voided with a credit note, and its scheduled billing-date adjustments
 * are dropped. Only an active subscription within its period can be cancelled (409
 * `subscription_not_active`); not while a payment on its invoice is in flight (409
 * `subscription_payment_in_flight`). Cancelling twice changes nothing. Written to its audit trail.
 */
export async function cancelAtPeriodEnd(
  deps: AppDeps,
  principal: Principal,
  subscriptionId: string,
): Promise<Subscription> {
  const { organizationId, actor } = await changeableSubscription(deps, principal, subscriptionId);
  const now = deps.clock.now();
  const today = dateInBogota(now);
  await deps.db.transaction().execute(async (trx) => {
    const { invoices, paymentInFlight } = await lockOpenInvoices(trx, subscriptionId);
    const subscription = await lockSubscription(trx, subscriptionId);
    if (subscription.cancelAtPeriodEnd) return;
    assertInPeriod(subscription, today);
    if (paymentInFlight) throw conflict('subscription_payment_in_flight');
    const { voided, credited } = await voidRenewals(trx, deps, subscriptionId, invoices, now);
    await dropAdjustments(trx, subscriptionId);
    await markCancelAtPeriodEnd(trx, true, {
      organizationId,
      subscriptionId,
      ...actor,
      activeUntil: subscription.activeUntil,
      voidedInvoices: voided,
      creditedAmount: credited,
      now,
    });
  });
  return presentSubscription(deps, subscriptionId);
}

/**
 * Undoes a cancellation before the period ends: the subscription renews again (the billing job
 * issues its renewal invoice when due). After the last day it cannot be undone (409
 * `subscription_not_active`): the plan is bought again instead. Resuming one that was not cancelled
 * changes nothing.
 */
export async function resumeSubscription(
  deps: AppDeps,
  principal: Principal,
  subscriptionId: string,
): Promise<Subscription> {
  const { organizationId, actor } = await changeableSubscription(deps, principal, subscriptionId);
  const now = deps.clock.now();
  const today = dateInBogota(now);
  await deps.db.transaction().execute(async (trx) => {
    const subscription = await lockSubscription(trx, subscriptionId);
    if (!subscription.cancelAtPeriodEnd) return;
    assertInPeriod(subscription, today);
    await markCancelAtPeriodEnd(trx, false, {
      organizationId,
      subscriptionId,
      ...actor,
      activeUntil: subscription.activeUntil,
      now,
    });
  });
  return presentSubscription(deps, subscriptionId);
}
