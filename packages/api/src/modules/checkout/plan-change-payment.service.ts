import { dateInBogota } from '@facturo/sdk/co';
import type { PlanChangePaymentRequest } from '@facturo/sdk/schemas';
import { sql, type Transaction } from 'kysely';
import { changeableSubscription } from '../../billing-core/changeable-subscription';
import { organizationBillingInfo } from '../../billing-core/invoice-buyer';
import { OPEN_INVOICE_STATUSES } from '../../billing-core/open-invoices';
import { insertPendingPayment } from '../../billing-core/pending-payment';
import {
  invoiceOfCurrentPeriod,
  planChangeLine,
  quoteChange,
  unusedDaysLine,
} from '../../billing-core/plan-change-quote';
import type { PurchaseSnapshot } from '../../billing-core/purchase-invoicing';
import type { Database } from '../../db/database.types';
import { jsonb } from '../../db/jsonb';
import { conflict } from '../../http/api-problem';
import type { UserPrincipal } from '../../identity/user-authenticator';
import type { AppDeps } from '../../kernel/app-deps';
import type { JsonResult } from '../../kernel/route-definition';
import { authorize } from '../../permissions/authorize';
import { claimOrder, releaseOrder, replay, requestHash } from './idempotency';
import { runPaymentAttempt } from './payment-attempt';

/**
 * Refuses a step up while the subscription has an open invoice (its renewal: pay it first, the
 * upgrade then credits the new period) or another plan change's payment is being settled.
 */
async function assertNothingOpen(trx: Transaction<Database>, subscriptionId: string, orderId: string) {
  const open = await trx
    .selectFrom('invoiceLines')
    .innerJoin('invoices', 'invoices.id', 'invoiceLines.invoiceId')
    .select('invoices.id')
    .where('invoiceLines.subscriptionId', '=', subscriptionId)
    .where('invoices.status', 'in', [...OPEN_INVOICE_STATUSES])
    .executeTakeFirst();
  if (open) throw conflict('plan_change_renewal_open');
  const inFlight = await trx
    .selectFrom('orders')
    .innerJoin('payments', 'payments.orderId', 'orders.id')
    .select('orders.id')
    .where('orders.kind', '=', 'plan_change')
    .where('orders.id', '!=', orderId)
    .where('payments.status', 'in', ['pending', 'in_process'])
    .where(sql<string>`orders.purchase -> 'planChange' ->> 'subscriptionId'`, '=', subscriptionId)
    .executeTakeFirst();
  if (inFlight) throw conflict('plan_change_in_progress');
}

/**
 * `POST /subscriptions/{id}/plan-change`: a step up (a dearer plan of the same service, or monthly →
 * annual) paid now by card, once per idempotency key. The order keeps the quote; on approval, in
 * one transaction, the new plan's invoice is issued, a credit note returns the current plan's unused
 * days on the invoice that paid them (its total applied to the new invoice, so the card pays the
 * difference), and the subscription changes. A change that waits for the renewal answers 409
 * `plan_change_not_immediate` (schedule it instead).
 */
export async function payPlanChange(
  deps: AppDeps,
  principal: UserPrincipal,
  subscriptionId: string,
  input: PlanChangePaymentRequest,
  context: { idempotencyKey: () => string; clientIp: string },
): Promise<JsonResult> {
  const found = await changeableSubscription(deps, principal, subscriptionId);
  authorize(principal, 'create', 'Payment', found.organizationId);
  const { payment, ...change } = input;
  const claim = await claimOrder(deps, {
    userId: principal.userId,
    key: context.idempotencyKey(),
    hash: requestHash({ kind: 'plan_change', subscriptionId, input }),
    kind: 'plan_change',
  });
  if (!claim.owner) return replay(claim.answer);
  let { order } = claim;
  if (!order.paymentId) {
    try {
      const now = deps.clock.now();
      order = await deps.db.transaction().execute(async (trx) => {
        const subscription = await trx
          .selectFrom('subscriptions')
          .selectAll()
          .where('id', '=', subscriptionId)
          .forUpdate()
          .executeTakeFirstOrThrow();
        const quoted = await quoteChange(trx, subscription, change, dateInBogota(now));
        if (quoted.quote.timing !== 'now') throw conflict('plan_change_not_immediate');
        await assertNothingOpen(trx, subscriptionId, order.id);
        const purchase: PurchaseSnapshot = {
          billingInfo: await organizationBillingInfo(trx, subscription.organizationId),
          lines: [planChangeLine(quoted)],
          items: [],
          planChange: {
            subscriptionId,
            actorId: principal.userId,
            fromPlanId: subscription.planId,
            fromBillingCycle: subscription.billingCycle,
            planId: change.planId,
            billingCycle: change.billingCycle,
            creditedInvoiceId: await invoiceOfCurrentPeriod(trx, subscription),
            creditLine: unusedDaysLine(quoted),
            creditTotal: quoted.quote.credit.total,
          },
        };
        const paymentId = await insertPendingPayment(trx, {
          organizationId: subscription.organizationId,
          orderId: order.id,
          invoiceId: null,
          provider: deps.paymentProvider.id,
          amount: quoted.quote.amountDue,
          iva: Math.max(0, quoted.quote.charge.iva - quoted.quote.credit.iva),
          payment,
          clientIp: context.clientIp,
          now,
        });
        return trx
          .updateTable('orders')
          .set({
            organizationId: subscription.organizationId,
            purchase: jsonb(purchase),
            paymentId,
            updatedAt: now,
          })
          .where('id', '=', order.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
    } catch (error) {
      await releaseOrder(deps, order.id);
      throw error;
    }
  }
  const purchase = order.purchase as PurchaseSnapshot;
  const line = purchase.lines[0];
  return runPaymentAttempt(deps, {
    order,
    paymentId: order.paymentId as string,
    payment,
    billingInfo: purchase.billingInfo,
    description: `Facturo · ${line?.description.es ?? 'cambio de plan'}`,
    clientIp: context.clientIp,
  });
}
