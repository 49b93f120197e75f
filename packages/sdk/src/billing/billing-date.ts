/**
 * Billing date (fecha de cobro): each service charged on its own activation day (`individual`), or
 * every service on one day of the month (`unified`). Changing it charges each service a prorated
 * adjustment for the days between its current due date and the new one. The API's preview and the
 * charges it schedules both come from {@link planBillingDateChange}, so they cannot differ.
 * @module
 */
import { assertPesos, divideHalfUp } from '../co/money';
import { daysBetween, type IsoDate, nextDayOfMonth, parseIsoDate } from '../co/plain-date';
import { type BillingMode, UNIFIED_BILLING_DAY_RANGE } from '../schemas/billing.constants';
import type { BillingCycle } from '../schemas/plan.schema';

/** Days a cycle is prorated over: a commercial month of 30 days, a commercial year of 360. */
export const PRORATION_BASE_DAYS: Readonly<Record<BillingCycle, number>> = Object.freeze({
  monthly: 30,
  annual: 360,
});

/**
 * The cost of `days` of a cycle: `price ÷ 30` (monthly) or `price ÷ 360` (annual) per day, rounded
 * half-up to whole pesos once, on the total. Never negative; 0 for 0 days; grows with the days.
 * @example prorationCost(15_000, 'monthly', 7) // 3500
 */
export function prorationCost(price: number, cycle: BillingCycle, days: number): number {
  assertPesos(price, 'prorationCost: price');
  if (!Number.isSafeInteger(days) || days < 0) {
    throw new RangeError(`prorationCost: days must be a whole number ≥ 0, got ${days}.`);
  }
  return divideHalfUp(price * days, PRORATION_BASE_DAYS[cycle]);
}

/** A recurring service as the billing-date change needs it. */
export interface BillingDateService {
  /** Identifies the service's subscription; echoed back in its adjustment. */
  id: string;
  /** How it is paid. */
  cycle: BillingCycle;
  /** Price of one cycle before IVA, whole pesos. */
  price: number;
  /** When it is charged next (the current schedule). */
  nextDueDate: IsoDate;
  /** When it was activated; `individual` mode charges it on this day of the month. */
  activationDate: IsoDate;
}

/** What {@link planBillingDateChange} is asked. */
export interface BillingDateChangeInput {
  /** Monthly and annual services to realign (terms such as the digital certificate are not realigned). */
  services: readonly BillingDateService[];
  /** The mode in force now. */
  currentMode: BillingMode;
  /** The mode wanted. */
  mode: BillingMode;
  /** For `unified`: the day of the month, 1–28. Ignored for `individual`. */
  day?: number | undefined;
  /** Today in Colombia (`dateInBogota()`); a due date before it means an unpaid renewal. */
  today: IsoDate;
  /** Required to go from `unified` back to `individual` (it splits the charges again). */
  acknowledge?: boolean | undefined;
}

/** The transition of one service to the new billing date. */
export interface ServiceAdjustment {
  /** The service's `id`. */
  id: string;
  cycle: BillingCycle;
  /** The current next due date. */
  currentNextDueDate: IsoDate;
  /** When the partial charge happens (the current next due date); `null` when no adjustment is needed. */
  adjustmentDate: IsoDate | null;
  /** Days from the current due date to the new one (0: already aligned). */
  adjustmentDays: number;
  /** Prorated cost of those days before IVA, whole pesos (0 without adjustment). */
  adjustmentCost: number;
  /** The first full-cycle charge on the new schedule. */
  newNextDueDate: IsoDate;
}

/** Why a billing-date change cannot be planned; `code` is an `errors.*` catalogue key. */
export type BillingDateChangeError =
  | { code: 'billing_day_out_of_range'; min: number; max: number }
  | { code: 'billing_date_acknowledgement_required' }
  | { code: 'billing_date_service_overdue'; ids: string[] };

/** The planned change, or why it cannot be made. */
export type BillingDateChangeResult =
  | {
      ok: true;
      mode: BillingMode;
      /** The unified day, `null` in `individual` mode. */
      day: number | null;
      adjustments: ServiceAdjustment[];
      /** Sum of every adjustment cost. */
      totalAdjustmentCost: number;
    }
  | { ok: false; error: BillingDateChangeError };

function adjust(service: BillingDateService, day: number): ServiceAdjustment {
  const newNextDueDate = nextDayOfMonth(service.nextDueDate, day);
  const adjustmentDays = daysBetween(service.nextDueDate, newNextDueDate);
  return {
    id: service.id,
    cycle: service.cycle,
    currentNextDueDate: service.nextDueDate,
    adjustmentDate: adjustmentDays === 0 ? null : service.nextDueDate,
    adjustmentDays,
    adjustmentCost: prorationCost(service.price, service.cycle, adjustmentDays),
    newNextDueDate,
  };
}

/**
 * Plans a billing-date change. For each service: on its current next due date it is charged only the
 * days up to the first date on or after it that falls on the target day (the unified `day`, or in
 * `individual` mode the day of its activation, the month's last day when shorter), at `price ÷ 30`
 * (monthly) or `÷ 360` (annual) per day rounded half-up; full cycles resume on that new date. Zero days
 * means no adjustment.
 *
 * Returns an error result (never throws for these): `billing_day_out_of_range` for a unified day
 * outside 1–28; `billing_date_acknowledgement_required` for `unified` → `individual` without
 * `acknowledge: true`; `billing_date_service_overdue` when a service's due date is before `today` (its
 * renewal is unpaid; pay it first). Malformed dates or prices throw a `RangeError` (a programming error).
 * @example
 * planBillingDateChange({
 *   services: [{ id: 'sub_1', cycle: 'monthly', price: 30_000, nextDueDate: '2026-03-10', activationDate: '2026-01-10' }],
 *   currentMode: 'individual', mode: 'unified', day: 15, today: '2026-03-01',
 * }) // adjustments[0]: { adjustmentDate: '2026-03-10', adjustmentDays: 5, adjustmentCost: 5000, newNextDueDate: '2026-03-15', … }
 */
export function planBillingDateChange(input: BillingDateChangeInput): BillingDateChangeResult {
  const { services, currentMode, mode, day, today, acknowledge } = input;
  parseIsoDate(today);
  const { min, max } = UNIFIED_BILLING_DAY_RANGE;
  let unifiedDay: number | null = null;
  if (mode === 'unified') {
    if (day === undefined || !Number.isInteger(day) || day < min || day > max) {
      return { ok: false, error: { code: 'billing_day_out_of_range', min, max } };
    }
    unifiedDay = day;
  }
  if (currentMode === 'unified' && mode === 'individual' && acknowledge !== true) {
    return { ok: false, error: { code: 'billing_date_acknowledgement_required' } };
  }
  const overdue = services.filter((service) => daysBetween(today, service.nextDueDate) < 0);
  if (overdue.length > 0) {
    return { ok: false, error: { code: 'billing_date_service_overdue', ids: overdue.map(({ id }) => id) } };
  }
  const adjustments = services.map((service) =>
    adjust(service, unifiedDay ?? parseIsoDate(service.activationDate).day),
  );
  return {
    ok: true,
    mode,
    day: unifiedDay,
    adjustments,
    totalAdjustmentCost: adjustments.reduce((sum, adjustment) => sum + adjustment.adjustmentCost, 0),
  };
}
