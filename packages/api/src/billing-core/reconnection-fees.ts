import { reconnectionFee, subscriptionPhase } from '@facturo/sdk/billing';
import type { IsoDate } from '@facturo/sdk/co';
import type { Transaction } from 'kysely';
import type { Database } from '../db/database.types';
import { plansById } from './catalogue-plans';
import type { IssuingDeps } from './electronic-document';
import { reconnectionLine } from './invoice-lines';
import { changeInvoiceLines } from './invoice-reissue';

/** The subscriptions an open renewal invoice pays for, with the period each line starts. */
export async function renewedSubscriptions(trx: Transaction<Database>, invoiceId: string) {
  return trx
    .selectFrom('invoiceLines')
    .innerJoin('subscriptions', 'subscriptions.id', 'invoiceLines.subscriptionId')
    .select([
      'subscriptions.id',
      'subscriptions.planId',
      'subscriptions.billingCycle',
      'subscriptions.state',
      'subscriptions.activeUntil',
      'invoiceLines.periodStart',
    ])
    .where('invoiceLines.invoiceId', '=', invoiceId)
    .where('invoiceLines.kind', 'in', ['renewal', 'billing_adjustment'])
    .execute();
}

/**
 * Adds the reconnection fee (the sdk's `reconnectionFee` of the phase on `today`: 15,000 COP while
 * suspended) for each suspended subscription an open invoice renews, once per period. The billing
 * job calls it when a subscription is suspended, and paying calls it again in case the job has not
 * run yet. An electronic invoice is not changed: a credit note voids it and a new invoice with the
 * fee replaces it. Returns how many fees were added and the invoice that now carries them.
 */
export async function addReconnectionFees(
  trx: Transaction<Database>,
  deps: IssuingDeps,
  invoiceId: string,
  today: IsoDate,
  now: Date,
): Promise<{ added: number; invoiceId: string }> {
  const renewed = await renewedSubscriptions(trx, invoiceId);
  const plans = await plansById(
    trx,
    renewed.map((row) => row.planId),
  );
  const lines = [];
  for (const row of renewed) {
    if (!row.activeUntil || !row.periodStart) continue;
    const fee = reconnectionFee(subscriptionPhase(row.activeUntil, today));
    const catalogue = plans.get(row.planId);
    if (fee === 0 || !catalogue) continue;
    const lineKey = `reconnection:${row.id}:${row.periodStart}`;
    const exists = await trx
      .selectFrom('invoiceLines')
      .select('id')
      .where('lineKey', '=', lineKey)
      .executeTakeFirst();
    if (!exists) lines.push(reconnectionLine(catalogue, row.billingCycle, fee, row.id, lineKey));
  }
  if (lines.length === 0) return { added: 0, invoiceId };
  const carrier = await changeInvoiceLines(
    trx,
    deps,
    invoiceId,
    { add: lines },
    {
      cause: 'reconnection_fee',
      reason:
        'Suspensión del servicio por falta de pago: se anula y se emite una nueva factura con la reconexión',
      now,
    },
  );
  return { added: lines.length, invoiceId: carrier };
}
