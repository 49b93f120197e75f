import { cycleMonths, cyclePrice, type PlanChangeQuote, quotePlanChange } from '@facturo/sdk/billing';
import { addDays, formatDate, type IsoDate, parseIsoDate } from '@facturo/sdk/co';
import type { BillingCycle, PlanChangeQuoteResponse, PlanChangeRequest } from '@facturo/sdk/schemas';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../db/database.types';
import { ApiProblem, conflict, type ErrorCode, notFound } from '../http/api-problem';
import { type CataloguePlan, plansById } from './catalogue-plans';
import { addMonthsOnDay, cycleEnd } from './cycle-dates';
import { type NewLine, planLabel } from './invoice-lines';

type SubscriptionRow = Selectable<Database['subscriptions']>;

/** A quoted change: the subscription, both plans and the sdk's quote (what the preview shows). */
export interface PlanChangeContext {
  subscription: SubscriptionRow;
  current: CataloguePlan;
  target: CataloguePlan;
  cycle: BillingCycle;
  quote: Extract<PlanChangeQuote, { ok: true }>;
}

const unprocessable = (code: ErrorCode) => new ApiProblem(422, code);

/**
 * Quotes a change of `subscription` to `request` on `today` with the sdk's `quotePlanChange` (the one
 * computation behind the preview, the invoice and the credit note). Refuses, with the code the
 * customer reads: another service's plan (422 `plan_change_other_service`), a plan not sold in that
 * cycle (422 `plan_cycle_unavailable`), the digital certificate (409 `plan_change_unsupported`: it is
 * bought again when it expires), a subscription out of service (409 `subscription_not_active`) or
 * cancelled at period end (409 `subscription_cancel_scheduled`), the same plan (422
 * `plan_change_same_plan`); a plan that does not exist or is no longer sold answers 404.
 */
export async function quoteChange(
  db: Kysely<Database> | Transaction<Database>,
  subscription: SubscriptionRow,
  request: PlanChangeRequest,
  today: IsoDate,
): Promise<PlanChangeContext> {
  const plans = await plansById(db, [subscription.planId, request.planId]);
  const current = plans.get(subscription.planId);
  const target = plans.get(request.planId);
  if (!current) throw new Error(`Plan ${subscription.planId} of subscription ${subscription.id} is missing.`);
  if (!target || (!target.active && target.plan.id !== current.plan.id)) throw notFound();
  if (target.plan.serviceId !== subscription.serviceId) throw unprocessable('plan_change_other_service');
  if (current.plan.certificateValidityYears || target.plan.certificateValidityYears) {
    throw conflict('plan_change_unsupported');
  }
  const targetPrice = cyclePrice(target.plan, request.billingCycle);
  const currentPrice = cyclePrice(current.plan, subscription.billingCycle);
  if (!targetPrice || !currentPrice) throw unprocessable('plan_cycle_unavailable');
  if (subscription.state !== 'active' || !subscription.activeUntil) throw conflict('subscription_not_active');
  if (subscription.cancelAtPeriodEnd) throw conflict('subscription_cancel_scheduled');
  const months = cycleMonths(target.plan, request.billingCycle);
  const quote = quotePlanChange({
    current: {
      planId: current.plan.id,
      cycle: subscription.billingCycle,
      price: currentPrice.price,
      ivaTreatment: current.plan.ivaTreatment,
      periodStart: currentPeriodStart(subscription, cycleMonths(current.plan, subscription.billingCycle)),
      activeUntil: subscription.activeUntil,
    },
    target: {
      planId: target.plan.id,
      cycle: request.billingCycle,
      price: targetPrice.price,
      ivaTreatment: target.plan.ivaTreatment,
      // A cycle starting today is anchored on today; a renewal keeps the subscription's day.
      cycleEnd: (start) =>
        cycleEnd(
          start,
          months,
          start === today ? parseIsoDate(today).day : (subscription.anchorDay ?? parseIsoDate(start).day),
        ),
    },
    today,
  });
  if (!quote.ok) {
    if (quote.error.code === 'subscription_not_active') throw conflict(quote.error.code);
    throw unprocessable(quote.error.code);
  }
  return { subscription, current, target, cycle: request.billingCycle, quote };
}

// The first day of the paid period ending on `activeUntil`: one cycle back from the next anchor date.
function currentPeriodStart(subscription: SubscriptionRow, months: number): IsoDate {
  const next = addDays(subscription.activeUntil as IsoDate, 1);
  return addMonthsOnDay(next, -months, subscription.anchorDay ?? parseIsoDate(next).day);
}

/** The quote as `POST /subscriptions/{id}/plan-change/preview` answers it. */
export function presentQuote({ subscription, current, target, cycle, quote }: PlanChangeContext) {
  const { ok: _ok, ...amounts } = quote;
  return {
    subscriptionId: subscription.id,
    from: { planId: current.plan.id, planName: current.plan.name, billingCycle: subscription.billingCycle },
    to: { planId: target.plan.id, planName: target.plan.name, billingCycle: cycle },
    ...amounts,
  } satisfies PlanChangeQuoteResponse;
}

const dayCount = (days: number) => ({ es: `${days} días`, en: `${days} days` });

// The Spanish concept is the Colombian document's: its period reads day/month/year. The English one
// is read next to English dates (mm/dd/yyyy hints): a numeric date there is ambiguous, so it is
// written out as the rest of the English text writes dates (`Nov 29, 2026`).
const documentDate = (date: IsoDate) => {
  const { year, month, day } = parseIsoDate(date);
  return `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
};

/** The invoice line of a step up: the new plan from today to the period end, as quoted. */
export function planChangeLine({ subscription, target, cycle, quote }: PlanChangeContext): NewLine {
  const label = planLabel(target, cycle);
  const days = dayCount(quote.charge.days);
  const { periodStart, periodEnd } = quote.charge;
  return {
    kind: 'plan_change',
    description: {
      es: `Cambio de plan · ${label.es}, del ${documentDate(periodStart)} al ${documentDate(periodEnd)} (${days.es})`,
      en: `Plan change · ${label.en}, ${formatDate(periodStart, 'en')} – ${formatDate(periodEnd, 'en')} (${days.en})`,
    },
    planId: target.plan.id,
    subscriptionId: subscription.id,
    billingCycle: cycle,
    quantity: 1,
    unitPrice: quote.charge.subtotal,
    unitIva: quote.charge.iva,
    ivaTreatment: target.plan.ivaTreatment,
    periodStart: quote.charge.periodStart,
    periodEnd: quote.charge.periodEnd,
  };
}

/** What the credit note of a step up gives back: the current plan's unused days, as quoted. */
export function unusedDaysLine({ subscription, current, quote }: PlanChangeContext) {
  const label = planLabel(current, subscription.billingCycle);
  return {
    code: current.plan.id,
    description: `Días no usados · ${label.es} (${dayCount(quote.credit.days).es})`,
    quantity: 1,
    unitPrice: quote.credit.subtotal,
    ivaTreatment: current.plan.ivaTreatment,
    iva: quote.credit.iva,
  } as const;
}

/**
 * The paid invoice whose period a step up cuts short (the one whose line for the subscription ends
 * on its last paid day), so its credit note references it; `null` when it was issued before
 * electronic invoicing or cannot be found (the credit is then only applied to the new invoice).
 */
export async function invoiceOfCurrentPeriod(
  trx: Transaction<Database>,
  subscription: SubscriptionRow,
): Promise<string | null> {
  const row = await trx
    .selectFrom('invoiceLines')
    .innerJoin('invoices', 'invoices.id', 'invoiceLines.invoiceId')
    .select('invoices.id')
    .where('invoiceLines.subscriptionId', '=', subscription.id)
    .where('invoices.status', '=', 'paid')
    .where('invoices.dianDocumentId', 'is not', null)
    .where('invoiceLines.periodEnd', '=', subscription.activeUntil)
    .orderBy('invoices.createdAt', 'desc')
    .executeTakeFirst();
  return row?.id ?? null;
}
