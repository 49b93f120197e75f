import { addDays, dateInBogota } from '@facturo/sdk/co';
import type { PlanChangeQuoteResponse, PlanChangeRequest, Subscription } from '@facturo/sdk/schemas';
import type { Transaction } from 'kysely';
import { adjustmentLine } from '../../billing-core/adjustment-line';
import type { CataloguePlan } from '../../billing-core/catalogue-plans';
import { plansById } from '../../billing-core/catalogue-plans';
import { changeableSubscription } from '../../billing-core/changeable-subscription';
import { changeInvoiceLines } from '../../billing-core/invoice-reissue';
import { presentQuote, quoteChange } from '../../billing-core/plan-change-quote';
import { renewalLine } from '../../billing-core/renewal-line';
import { recordSubscriptionEvent } from '../../billing-core/subscription-audit';
import type { Database } from '../../db/database.types';
import { conflict } from '../../http/api-problem';
import type { AppDeps } from '../../kernel/app-deps';
import type { Principal } from '../../permissions/principal';
import { emitSubscriptionEvent } from '../../webhooks/webhook-emit';
import { lockOpenInvoices } from './phase-transitions';
import { lockSubscription } from './subscription-usage';
import { presentSubscription } from './subscriptions.service';

/** What the credit note voiding a renewal re-priced for a plan change states (Spanish, as DIAN reads it). */
const RENEWAL_REPRICED_REASON =
  'Cambio de plan en la renovación: se anula esta factura y se emite una nueva con el plan elegido';

/**
 * `POST /subscriptions/{id}/plan-change/preview`: the quote of a change (owner, admin or billing
 * role), from the same computation the invoice and credit note use.
 */
export async function previewPlanChange(
  deps: AppDeps,
  principal: Principal,
  subscriptionId: string,
  request: PlanChangeRequest,
): Promise<PlanChangeQuoteResponse> {
  await changeableSubscription(deps, principal, subscriptionId);
  const subscription = await deps.db
    .selectFrom('subscriptions')
    .selectAll()
    .where('id', '=', subscriptionId)
    .executeTakeFirstOrThrow();
  return presentQuote(await quoteChange(deps.db, subscription, request, dateInBogota(deps.clock.now())));
}

/**
 * An unpaid renewal (or the billing-date adjustment invoiced in its place) already issued for the
 * period the change starts is voided by a credit note and issued again for `catalogue` in `cycle`;
 * one being paid right now cannot change (409).
 */
async function repriceIssuedRenewal(
  trx: Transaction<Database>,
  deps: AppDeps,
  subscriptionId: string,
  renewal: { catalogue: CataloguePlan; cycle: Database['subscriptions']['billingCycle'] },
  now: Date,
) {
  const { invoices, paymentInFlight } = await lockOpenInvoices(trx, subscriptionId);
  if (paymentInFlight) throw conflict('subscription_payment_in_flight');
  const subscription = await lockSubscription(trx, subscriptionId);
  const periodStart = addDays(subscription.activeUntil as string, 1);
  for (const invoiceId of invoices) {
    const lines = await trx
      .selectFrom('invoiceLines')
      .select(['id', 'periodStart', 'adjustmentId'])
      .where('invoiceId', '=', invoiceId)
      .where('subscriptionId', '=', subscriptionId)
      .where('kind', 'in', ['renewal', 'billing_adjustment'])
      .execute();
    const line = lines.find((row) => row.periodStart === periodStart);
    if (!line) continue;
    // A billing-date adjustment stands in for the renewal: its days are priced on the new plan too.
    const adjustment = line.adjustmentId
      ? await trx
          .selectFrom('billingAdjustments')
          .selectAll()
          .where('id', '=', line.adjustmentId)
          .executeTakeFirst()
      : undefined;
    await changeInvoiceLines(
      trx,
      deps,
      invoiceId,
      {
        remove: [line.id],
        add: [
          adjustment
            ? adjustmentLine(renewal.catalogue, renewal.cycle, adjustment)
            : renewalLine(
                renewal.catalogue,
                { id: subscriptionId, billingCycle: renewal.cycle, anchorDay: subscription.anchorDay },
                periodStart,
              ),
        ],
      },
      { cause: 'plan_change', reason: RENEWAL_REPRICED_REASON, now },
    );
  }
}

/**
 * `PUT /subscriptions/{id}/scheduled-change`: a step down (a cheaper plan, or annual → monthly)
 * taking effect at the renewal. Nothing is paid now; the renewal charges the new plan (an unpaid
 * renewal already issued is voided by a credit note and issued again). A step up answers 409
 * `plan_change_needs_payment` (it is paid now). Written to the audit trail.
 */
export async function schedulePlanChange(
  deps: AppDeps,
  principal: Principal,
  subscriptionId: string,
  request: PlanChangeRequest,
): Promise<Subscription> {
  const { organizationId, actor } = await changeableSubscription(deps, principal, subscriptionId);
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    const subscription = await lockSubscription(trx, subscriptionId);
    const quoted = await quoteChange(trx, subscription, request, dateInBogota(now));
    if (quoted.quote.timing === 'now') throw conflict('plan_change_needs_payment');
    await repriceIssuedRenewal(
      trx,
      deps,
      subscriptionId,
      { catalogue: quoted.target, cycle: request.billingCycle },
      now,
    );
    await trx
      .updateTable('subscriptions')
      .set({ scheduledPlanId: request.planId, scheduledBillingCycle: request.billingCycle, updatedAt: now })
      .where('id', '=', subscriptionId)
      .execute();
    await recordSubscriptionEvent(trx, {
      organizationId,
      subscriptionId,
      ...actor,
      action: 'plan_change_scheduled',
      activeUntil: subscription.activeUntil,
      planChange: {
        fromPlanId: subscription.planId,
        fromBillingCycle: subscription.billingCycle,
        planId: request.planId,
        billingCycle: request.billingCycle,
      },
      now,
    });
    await emitSubscriptionEvent(trx, 'subscription.changed', subscriptionId, now);
  });
  return presentSubscription(deps, subscriptionId);
}

/**
 * `DELETE /subscriptions/{id}/scheduled-change`: keeps the current plan at the renewal (an unpaid
 * renewal already issued for the scheduled plan is issued again for the current one). Without a
 * scheduled change nothing happens. Written to the audit trail.
 */
export async function cancelScheduledPlanChange(
  deps: AppDeps,
  principal: Principal,
  subscriptionId: string,
): Promise<Subscription> {
  const { organizationId, actor } = await changeableSubscription(deps, principal, subscriptionId);
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    const subscription = await lockSubscription(trx, subscriptionId);
    if (!subscription.scheduledPlanId || !subscription.scheduledBillingCycle) return;
    const current = (await plansById(trx, [subscription.planId])).get(subscription.planId);
    if (!current)
      throw new Error(`Plan ${subscription.planId} of subscription ${subscriptionId} is missing.`);
    await repriceIssuedRenewal(
      trx,
      deps,
      subscriptionId,
      { catalogue: current, cycle: subscription.billingCycle },
      now,
    );
    await trx
      .updateTable('subscriptions')
      .set({ scheduledPlanId: null, scheduledBillingCycle: null, updatedAt: now })
      .where('id', '=', subscriptionId)
      .execute();
    await recordSubscriptionEvent(trx, {
      organizationId,
      subscriptionId,
      ...actor,
      action: 'plan_change_unscheduled',
      activeUntil: subscription.activeUntil,
      planChange: {
        fromPlanId: subscription.planId,
        fromBillingCycle: subscription.billingCycle,
        planId: subscription.scheduledPlanId,
        billingCycle: subscription.scheduledBillingCycle,
      },
      now,
    });
    await emitSubscriptionEvent(trx, 'subscription.changed', subscriptionId, now);
  });
  return presentSubscription(deps, subscriptionId);
}
