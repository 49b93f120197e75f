import { addDays, type IsoDate, SUBSCRIPTION_RULES, subscriptionPhase } from '@facturo/sdk';
import type { AppDeps } from '../../app/app-deps';
import { addReconnectionFees } from './reconnection-fees';
import { OPEN_INVOICE_STATUSES } from './subscriptions.service';

/** The renewal invoices still open for a subscription. */
async function openInvoicesOf(deps: AppDeps, subscriptionId: string) {
  const rows = await deps.db
    .selectFrom('invoiceLines')
    .innerJoin('invoices', 'invoices.id', 'invoiceLines.invoiceId')
    .select('invoices.id')
    .distinct()
    .where('invoiceLines.subscriptionId', '=', subscriptionId)
    .where('invoiceLines.kind', 'in', ['renewal', 'billing_adjustment'])
    .where('invoices.status', 'in', [...OPEN_INVOICE_STATUSES])
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Moves unpaid subscriptions along the sdk's phases on `today`: past the grace days a subscription
 * is `suspended` and its open renewal invoice gets the reconnection fee; past the cancellation days
 * it is `cancelled`, its scheduled adjustments are dropped, and a renewal invoice left with only
 * cancelled subscriptions `expires` (it can no longer be paid).
 */
export async function advancePhases(deps: AppDeps, today: IsoDate) {
  const lapsed = await deps.db
    .selectFrom('subscriptions')
    .select(['id', 'state', 'activeUntil'])
    .where('state', 'in', ['active', 'suspended'])
    .where('activeUntil', '<', addDays(today, -SUBSCRIPTION_RULES.graceDays))
    .execute();
  let suspended = 0;
  let cancelled = 0;
  for (const subscription of lapsed) {
    const phase = subscriptionPhase(subscription.activeUntil as string, today);
    const now = deps.clock.now();
    if (phase === 'suspended' && subscription.state === 'active') {
      // Read before the transaction: the embedded database has one connection, which it holds.
      const invoices = await openInvoicesOf(deps, subscription.id);
      await deps.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('subscriptions')
          .set({ state: 'suspended', updatedAt: now })
          .where('id', '=', subscription.id)
          .execute();
        for (const invoiceId of invoices) await addReconnectionFees(trx, invoiceId, today, now);
      });
      suspended += 1;
    } else if (phase === 'cancelled') {
      const invoices = await openInvoicesOf(deps, subscription.id);
      await deps.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('subscriptions')
          .set({ state: 'cancelled', updatedAt: now })
          .where('id', '=', subscription.id)
          .execute();
        await trx
          .updateTable('billingAdjustments')
          .set({ status: 'cancelled' })
          .where('subscriptionId', '=', subscription.id)
          .where('status', 'in', ['scheduled', 'invoiced'])
          .execute();
        for (const invoiceId of invoices) {
          const stillLive = await trx
            .selectFrom('invoiceLines')
            .innerJoin('subscriptions', 'subscriptions.id', 'invoiceLines.subscriptionId')
            .select('subscriptions.id')
            .where('invoiceLines.invoiceId', '=', invoiceId)
            .where('subscriptions.state', 'in', ['active', 'suspended'])
            .executeTakeFirst();
          if (!stillLive)
            await trx
              .updateTable('invoices')
              .set({ status: 'expired', updatedAt: now })
              .where('id', '=', invoiceId)
              .execute();
        }
      });
      cancelled += 1;
    }
  }
  return { suspended, cancelled };
}
