import { addDays } from '@facturo/sdk/co';
import type { PaymentStatus } from '@facturo/sdk/schemas';
import type { Selectable, Transaction } from 'kysely';
import type { Database } from '../db/database.types';
import type { AppDeps } from '../kernel/app-deps';
import { queueMail } from '../mail/mail-queue';
import { renewalChargeEmail } from '../mail/templates/renewal-charge-emails';
import { recordPaymentMethodEvent } from './payment-method-audit';

/**
 * When the billing job charges a renewal invoice's default card, in days after its due date (the
 * last day in service): on the due date, 2 days later and 4 days later, all inside the 10 days of
 * grace. After the last failure the invoice waits to be paid by hand and the usual suspension
 * rules apply. Documented in docs/billing-api.md.
 */
export const RENEWAL_CHARGE_SCHEDULE: readonly number[] = [0, 2, 4];

type PaymentRow = Selectable<Database['payments']>;

/**
 * Writes the payment-methods trail entry of an automatic renewal charge that just settled, and
 * queues the buyer's e-mail about it, inside the transaction that recorded the provider's answer
 * (told once, and only if recorded). Whether the answer came with the charge or later (a charge left in process, settled by
 * the provider's webhook or the payment follow-up), this runs exactly once: only the transaction
 * that moved the payment to `approved`, `rejected` or `cancelled` calls it. Nothing for any other
 * payment, nor for a failure whose invoice was closed meanwhile (nothing is retried). The caller
 * leaves out an approval that came for a closed invoice: that money is owed back, not a renewal.
 */
export async function recordRenewalChargeOutcome(
  trx: Transaction<Database>,
  deps: Pick<AppDeps, 'config' | 'clock'>,
  payment: PaymentRow,
  status: PaymentStatus,
  now: Date,
): Promise<void> {
  if (!payment.invoiceId || (status !== 'approved' && status !== 'rejected' && status !== 'cancelled')) {
    return;
  }
  const attempt = await trx
    .selectFrom('renewalChargeAttempts')
    .select(['attempt', 'cardBrand', 'cardLastFour'])
    .where('paymentId', '=', payment.id)
    .executeTakeFirst();
  if (!attempt) return;
  const invoice = await trx
    .selectFrom('invoices')
    .innerJoin('organizations', 'organizations.id', 'invoices.organizationId')
    .select([
      'invoices.id',
      'invoices.number',
      'invoices.status',
      'invoices.dueDate',
      'invoices.buyer',
      'invoices.organizationId',
      'organizations.name as organizationName',
    ])
    .where('invoices.id', '=', payment.invoiceId)
    .executeTakeFirstOrThrow();
  // A failure on an invoice still open leaves it to be charged again; on a closed one it decides nothing.
  if (status !== 'approved' && invoice.status !== 'unpaid') return;
  const card = await chargedCard(trx, payment, attempt);
  const last = attempt.attempt >= RENEWAL_CHARGE_SCHEDULE.length;
  const nextAttemptOn =
    status === 'approved' || last
      ? null
      : addDays(invoice.dueDate, RENEWAL_CHARGE_SCHEDULE[attempt.attempt] ?? 0);
  const outcome = status === 'approved' ? 'approved' : last ? 'exhausted' : 'failed';
  await recordPaymentMethodEvent(trx, {
    organizationId: invoice.organizationId,
    actorId: null,
    action: `renewal_charge_${outcome}`,
    card,
    charge: {
      invoiceId: invoice.id,
      invoiceNumber: invoice.number,
      amount: payment.amount,
      attempt: attempt.attempt,
      nextAttemptOn,
    },
    now,
  });
  await queueMail(
    deps,
    trx,
    renewalChargeEmail({
      to: invoice.buyer.email,
      organizationName: invoice.organizationName,
      invoiceNumber: invoice.number,
      amount: payment.amount,
      card,
      outcome,
      nextAttemptOn,
      manageUrl: `${deps.config.publicAppUrl}/organizations/billing`,
    }),
  );
}

/**
 * The card a renewal charge went to, as the trail and the e-mail name it: the brand and last four
 * the provider reported, else the saved card the attempt charged (recorded with it, since the card
 * may have been removed or another made the default before the charge settled). Attempts from
 * before that record name the organization's saved card of that brand (the default first).
 */
async function chargedCard(
  trx: Transaction<Database>,
  payment: PaymentRow,
  attempt: { cardBrand: string | null; cardLastFour: string | null },
) {
  const brand = attempt.cardBrand ?? payment.paymentMethodId ?? '';
  if (payment.cardLastFour) return { brand, lastFour: payment.cardLastFour };
  if (attempt.cardLastFour) return { brand, lastFour: attempt.cardLastFour };
  const saved = await trx
    .selectFrom('paymentMethods')
    .select(['brand', 'lastFour'])
    .where('organizationId', '=', payment.organizationId)
    .where('brand', '=', brand)
    .orderBy('isDefault', 'desc')
    .executeTakeFirst();
  return saved ?? { brand, lastFour: '····' };
}
