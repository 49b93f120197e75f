import { addDays, divideHalfUp, type IsoDate } from '@facturo/sdk/co';
import { PAYABLE_INVOICE_STATUSES, type PaymentStatus } from '@facturo/sdk/schemas';
import type { Selectable } from 'kysely';
import { isUniqueViolation } from '../db/sql-state';
import type { AppDeps } from '../kernel/app-deps';
import {
  PaymentInputError,
  ProviderUnavailableError,
  rejectedWithoutCharge,
} from '../payment-providers/payment-provider';
import type { PaymentMethodsTable } from './payment-method.tables';
import { recordProviderPayment } from './payment-recorder';
import { insertPendingPayment } from './pending-payment';
import { payerOf } from './provider-payer';
import { renewedSubscriptions } from './reconnection-fees';
import { RENEWAL_CHARGE_SCHEDULE } from './renewal-charge-outcome';

/**
 * The longest the job looks back for a missed try: the grace period (the 10 days after the last paid
 * day, the first of them the renewal's due date).
 */
const GRACE_DAYS = 10;

type Method = Selectable<PaymentMethodsTable>;

/** What one run charged: attempts made, and how many were approved. */
export interface RenewalChargeReport {
  attempted: number;
  approved: number;
}

/**
 * Writes attempt `attempt` of an invoice and its pending payment, in one transaction, when the
 * invoice is still open and every subscription it renews is still in service (a suspended one
 * owes its reconnection fee, paid by hand). `null` when there is nothing to charge or another run
 * of the job took this attempt first.
 */
async function prepareAttempt(
  deps: AppDeps,
  invoiceId: string,
  attempt: number,
  method: Method,
  today: IsoDate,
) {
  const now = deps.clock.now();
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const invoice = await trx
        .selectFrom('invoices')
        .selectAll()
        .where('id', '=', invoiceId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (!(PAYABLE_INVOICE_STATUSES as readonly string[]).includes(invoice.status)) return null;
      const renewed = await renewedSubscriptions(trx, invoiceId);
      if (renewed.length === 0 || renewed.some((row) => row.state !== 'active')) return null;
      const amount = invoice.total - invoice.amountPaid;
      const paymentId = await insertPendingPayment(trx, {
        organizationId: invoice.organizationId,
        orderId: null,
        invoiceId,
        provider: deps.paymentProvider.id,
        amount,
        iva: divideHalfUp(invoice.iva * amount, Math.max(1, invoice.total)),
        payment: { paymentMethodId: method.brand, installments: 1, issuerId: undefined },
        clientIp: null,
        now,
      });
      await trx
        .insertInto('renewalChargeAttempts')
        .values({
          invoiceId,
          attempt,
          paymentId,
          chargedOn: today,
          cardBrand: method.brand,
          cardLastFour: method.lastFour,
          createdAt: now,
        })
        .execute();
      await trx
        .updateTable('invoices')
        .set({ status: 'pending', updatedAt: now })
        .where('id', '=', invoiceId)
        .execute();
      return { invoice, paymentId, amount };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/**
 * Charges one attempt and records it like any payment: recording a settled charge writes its trail
 * entry and sends its e-mail (`renewal-charge-outcome.ts`), now or when a charge left in process
 * settles later.
 */
async function chargeAttempt(
  deps: AppDeps,
  invoiceId: string,
  attempt: number,
  method: Method,
  today: IsoDate,
) {
  const prepared = await prepareAttempt(deps, invoiceId, attempt, method, today);
  if (!prepared) return null;
  const { invoice, paymentId, amount } = prepared;
  let status: PaymentStatus;
  try {
    const snapshot = await deps.paymentProvider.chargeSavedCard({
      paymentId,
      providerCustomerId: method.providerCustomerId,
      providerCardId: method.providerCardId,
      amount,
      iva: Math.min(amount, divideHalfUp(invoice.iva * amount, Math.max(1, invoice.total))),
      description: `Facturo ${invoice.number} (renovación automática)`,
      payer: payerOf(invoice.buyer),
    });
    status = (await recordProviderPayment(deps, paymentId, snapshot)).status;
  } catch (error) {
    if (error instanceof ProviderUnavailableError) {
      // Outcome unknown: reconciliation asks the provider by our payment id and records the answer.
      deps.logger.warn({ err: error, paymentId, invoiceId }, 'automatic renewal charge outcome unknown');
      return 'unknown';
    }
    if (!(error instanceof PaymentInputError)) throw error;
    status = (
      await recordProviderPayment(
        deps,
        paymentId,
        rejectedWithoutCharge(paymentId, amount, 'saved_card_invalid', deps.clock.now()),
      )
    ).status;
  }
  return status;
}

/**
 * The billing job's automatic renewals: every open renewal invoice (not a purchase's) whose
 * organization has a default saved card is charged on its due date and, after failures, on the
 * next days of {@link RENEWAL_CHARGE_SCHEDULE}; never before the due date, never a paid invoice,
 * never one with a payment in flight (its status is not open), and each attempt once (its row is
 * unique per invoice and attempt). Manual payment keeps working in between.
 */
export async function chargeDueRenewals(deps: AppDeps, today: IsoDate): Promise<RenewalChargeReport> {
  const invoices = await deps.db
    .selectFrom('invoices')
    .innerJoin('paymentMethods', (join) =>
      join
        .onRef('paymentMethods.organizationId', '=', 'invoices.organizationId')
        .on('paymentMethods.isDefault', '=', true)
        .on('paymentMethods.provider', '=', deps.paymentProvider.id),
    )
    .select(['invoices.id', 'invoices.dueDate', 'paymentMethods.id as methodId'])
    .where('invoices.status', 'in', PAYABLE_INVOICE_STATUSES)
    .where('invoices.orderId', 'is', null)
    .where('invoices.dueDate', '<=', today)
    .where('invoices.dueDate', '>=', addDays(today, -GRACE_DAYS))
    .orderBy('invoices.dueDate')
    .execute();
  const report: RenewalChargeReport = { attempted: 0, approved: 0 };
  for (const row of invoices) {
    const { count } = await deps.db
      .selectFrom('renewalChargeAttempts')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('invoiceId', '=', row.id)
      .executeTakeFirstOrThrow();
    const made = Number(count);
    const offset = RENEWAL_CHARGE_SCHEDULE[made];
    if (offset === undefined || today < addDays(row.dueDate, offset)) continue;
    const method = await deps.db
      .selectFrom('paymentMethods')
      .selectAll()
      .where('id', '=', row.methodId)
      .executeTakeFirst();
    if (!method) continue;
    const status = await chargeAttempt(deps, row.id, made + 1, method, today);
    if (status === null) continue;
    report.attempted += 1;
    if (status === 'approved') report.approved += 1;
  }
  return report;
}
