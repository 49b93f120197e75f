/**
 * Changing a subscription's plan within its service, or its cycle (monthly ↔ annual). One
 * computation for the preview a customer confirms and for the invoice and credit note the API
 * issues, on the billing-date rules' day basis (a commercial month of 30 days, a year of 360).
 * @module
 */

import { type IvaTreatment, ivaAmount } from '../co/iva';
import { addDays, daysBetween, type IsoDate, parseIsoDate } from '../co/plain-date';
import type { BillingCycle } from '../schemas/plan.schema';
import { PRORATION_BASE_DAYS, prorationCost } from './billing-date';

/** One side of a change: a plan in a cycle, at its price before IVA. */
export interface PlanChangeSide {
  planId: string;
  cycle: BillingCycle;
  /** Price of one full cycle before IVA, whole pesos. */
  price: number;
  ivaTreatment: IvaTreatment;
}

/** What {@link quotePlanChange} is asked. */
export interface PlanChangeInput {
  /** The plan in force, the first day of its paid period and its last paid day. */
  current: PlanChangeSide & { periodStart: IsoDate; activeUntil: IsoDate };
  /** The plan wanted; `cycleEnd(start)` is the last day of a full cycle of it starting on `start`. */
  target: PlanChangeSide & { cycleEnd: (start: IsoDate) => IsoDate };
  /** Today in Colombia (`dateInBogota()`). */
  today: IsoDate;
}

/** An amount before IVA, its IVA and the total. */
export interface PlanChangeAmount {
  /**
   * Days it covers: a full cycle counts its calendar days; a part of a cycle counts commercial days
   * (its share of the cycle's 30 or 360, the basis its price is divided by).
   */
  days: number;
  subtotal: number;
  iva: number;
  total: number;
}

/** When a change takes effect: now (paid at once, pro rata) or at the next renewal. */
export type PlanChangeTiming = 'now' | 'next_renewal';

/** Why a change cannot be quoted; `code` is an `errors.*` catalogue key. */
export type PlanChangeError = { code: 'plan_change_same_plan' } | { code: 'subscription_not_active' };

/** The quote of a change, or why there is none. */
export type PlanChangeQuote =
  | {
      ok: true;
      timing: PlanChangeTiming;
      /** The first day on the new plan. */
      effectiveDate: IsoDate;
      /** The unused days of the current plan given back (zero at the next renewal). */
      credit: PlanChangeAmount;
      /** The new plan from `effectiveDate` to `periodEnd`. */
      charge: PlanChangeAmount & { periodStart: IsoDate; periodEnd: IsoDate };
      /** What is paid now (`charge − credit`); 0 when the change waits for the renewal. */
      amountDue: number;
      /** The last paid day once the change is in effect. */
      activeUntil: IsoDate;
    }
  | { ok: false; error: PlanChangeError };

/**
 * The unused part of the current period in commercial days: the calendar days left (today to the last
 * paid day) as a share of the period's calendar days, times the cycle's base (30 or 360), rounded
 * half-up. A 365-day year with 360 days left has used 5 of them: it credits 355, not the whole year.
 */
function unusedBaseDays(current: PlanChangeInput['current'], today: IsoDate): number {
  const base = PRORATION_BASE_DAYS[current.cycle];
  const left = daysBetween(today, current.activeUntil) + 1;
  const period = daysBetween(current.periodStart, current.activeUntil) + 1;
  if (period <= 0 || left >= period) return Math.min(left, base);
  return Math.min(base, Math.round((left * base) / period));
}

const amount = (days: number, subtotal: number, treatment: IvaTreatment): PlanChangeAmount => {
  const iva = ivaAmount(subtotal, treatment);
  return { days, subtotal, iva, total: subtotal + iva };
};

/**
 * `true` when a change is a step up that takes effect at once: monthly → annual (the commitment
 * grows), or a dearer plan in the same cycle. Everything else (a cheaper plan, annual → monthly)
 * waits for the renewal, so nothing already paid is lost.
 */
export function changesNow(current: PlanChangeSide, target: PlanChangeSide): boolean {
  if (current.cycle === 'monthly' && target.cycle === 'annual') return true;
  return current.cycle === target.cycle && target.price > current.price;
}

/**
 * Quotes a plan or cycle change.
 * - A step up ({@link changesNow}) takes effect today: the current plan's unused share of its period
 *   (calendar days left over the period's calendar days, in the cycle's 30 or 360 commercial days) is
 *   credited at its daily price; in the same cycle
 *   the new plan is charged for those same days and the period end stays, while monthly → annual
 *   starts a full annual cycle today. The customer pays the difference.
 * - Any other change takes effect the day after the last paid day: nothing is credited or paid now,
 *   and the renewal charges a full cycle of the new plan.
 * Daily prices are `price ÷ 30` (monthly) or `÷ 360` (annual), rounded half-up once on each total,
 * as {@link prorationCost}; IVA follows each plan's treatment.
 * @example
 * quotePlanChange({
 *   current: { planId: 'a', cycle: 'monthly', price: 30_000, ivaTreatment: 'excluded', periodStart: '2026-02-20', activeUntil: '2026-03-19' },
 *   target: { planId: 'b', cycle: 'monthly', price: 60_000, ivaTreatment: 'excluded', cycleEnd: (d) => d },
 *   today: '2026-03-10',
 * }) // 10 of 28 days left = 11 commercial days: credit $ 11.000, charge $ 22.000, amountDue 11000
 */
export function quotePlanChange({ current, target, today }: PlanChangeInput): PlanChangeQuote {
  parseIsoDate(today);
  if (current.planId === target.planId && current.cycle === target.cycle) {
    return { ok: false, error: { code: 'plan_change_same_plan' } };
  }
  if (daysBetween(today, current.activeUntil) < 0) {
    return { ok: false, error: { code: 'subscription_not_active' } };
  }
  const renewal = (): PlanChangeQuote => {
    const periodStart = addDays(current.activeUntil, 1);
    const periodEnd = target.cycleEnd(periodStart);
    return {
      ok: true,
      timing: 'next_renewal',
      effectiveDate: periodStart,
      credit: amount(0, 0, current.ivaTreatment),
      charge: {
        ...amount(daysBetween(periodStart, periodEnd) + 1, target.price, target.ivaTreatment),
        periodStart,
        periodEnd,
      },
      amountDue: 0,
      activeUntil: current.activeUntil,
    };
  };
  if (!changesNow(current, target)) return renewal();
  const unused = unusedBaseDays(current, today);
  const credit = amount(unused, prorationCost(current.price, current.cycle, unused), current.ivaTreatment);
  const periodEnd = current.cycle === target.cycle ? current.activeUntil : target.cycleEnd(today);
  const chargeDays = current.cycle === target.cycle ? unused : daysBetween(today, periodEnd) + 1;
  const charge = amount(
    chargeDays,
    current.cycle === target.cycle ? prorationCost(target.price, target.cycle, unused) : target.price,
    target.ivaTreatment,
  );
  // A catalogue where the step up costs less than the credit would pay the customer: wait instead.
  if (charge.total <= credit.total) return renewal();
  return {
    ok: true,
    timing: 'now',
    effectiveDate: today,
    credit,
    charge: { ...charge, periodStart: today, periodEnd },
    amountDue: charge.total - credit.total,
    activeUntil: periodEnd,
  };
}
