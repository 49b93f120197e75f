/**
 * The life of a subscription around its expiry: renewal invoice, grace, suspension, cancellation,
 * reconnection fee and extra documents. Dates are plain `YYYY-MM-DD` dates in Colombia.
 * @module
 */
import { assertPesos } from '../co/money';
import { addDays, daysBetween, type IsoDate } from '../co/plain-date';
import type { SubscriptionPhase } from '../schemas/billing.constants';

/** The numbers the lifecycle runs on (days and whole pesos). */
export interface SubscriptionRules {
  /** Days before `activeUntil` the renewal invoice is issued. */
  readonly renewalDays: number;
  /** Days after `activeUntil` the service keeps working while the customer is warned. */
  readonly graceDays: number;
  /** Days after `activeUntil` a subscription is cancelled for good (suspended after the grace days). */
  readonly cancellationDays: number;
  /** Added when a suspended subscription is paid. */
  readonly reconnectionFee: number;
  /** Price of each document issued beyond the plan's allowance. */
  readonly extraDocumentPrice: number;
}

/** Facturo's lifecycle rules: renew 5 days before, 10 days of grace, suspended to day 15, then cancelled. */
export const SUBSCRIPTION_RULES: SubscriptionRules = Object.freeze({
  renewalDays: 5,
  graceDays: 10,
  cancellationDays: 15,
  reconnectionFee: 15_000,
  extraDocumentPrice: 800,
});

/** The first day of each phase after `active`, for a given `activeUntil`. */
export interface SubscriptionTimeline {
  /** The renewal invoice is issued (`activeUntil − renewalDays`). */
  renewalDueFrom: IsoDate;
  /** The day after `activeUntil`: service continues, customer warned. */
  graceFrom: IsoDate;
  /** Service blocked; paying restores it with the reconnection fee. */
  suspendedFrom: IsoDate;
  /** Cancelled for good. */
  cancelledFrom: IsoDate;
}

/**
 * When each phase starts. `activeUntil` is the last paid day (service works all of that day).
 * @example subscriptionTimeline('2026-03-31')
 * // { renewalDueFrom: '2026-03-26', graceFrom: '2026-04-01', suspendedFrom: '2026-04-11', cancelledFrom: '2026-04-16' }
 */
export function subscriptionTimeline(
  activeUntil: IsoDate,
  rules: SubscriptionRules = SUBSCRIPTION_RULES,
): SubscriptionTimeline {
  return {
    renewalDueFrom: addDays(activeUntil, -rules.renewalDays),
    graceFrom: addDays(activeUntil, 1),
    suspendedFrom: addDays(activeUntil, rules.graceDays + 1),
    cancelledFrom: addDays(activeUntil, rules.cancellationDays + 1),
  };
}

/**
 * The date a renewal is charged, for a subscription paid through `activeUntil` (its last paid day):
 * the day the renewed period starts. It is the billing date the customer chose (its activation day,
 * or the unified day), the renewal invoice's due date, the day a saved card is charged, and the
 * billing-date rules' `nextDueDate`: every "Próximo cobro" shows this one date.
 * @example renewalDueDate('2026-12-02') // '2026-12-03'
 */
export function renewalDueDate(activeUntil: IsoDate): IsoDate {
  return addDays(activeUntil, 1);
}

/**
 * For one day, the latest `activeUntil` that has reached each phase: a subscription is in that phase
 * or a later one exactly when its `activeUntil` is on or before the cutoff.
 */
export interface PhaseCutoffs {
  /** The renewal invoice is due (`renewal_due` or later). */
  renewalDue: IsoDate;
  /** Past its last paid day (`grace` or later). */
  grace: IsoDate;
  /** `suspended` or `cancelled`. */
  suspended: IsoDate;
  /** `cancelled`. */
  cancelled: IsoDate;
}

/**
 * The inverse of {@link subscriptionTimeline}: the `activeUntil` cutoffs of each phase on `today`, so a
 * database can select the subscriptions in a phase with one date comparison on the same rules.
 * @example phaseCutoffs('2026-04-12')
 * // { renewalDue: '2026-04-17', grace: '2026-04-11', suspended: '2026-04-01', cancelled: '2026-03-27' }
 */
export function phaseCutoffs(today: IsoDate, rules: SubscriptionRules = SUBSCRIPTION_RULES): PhaseCutoffs {
  // Each phase starts a fixed number of days after `activeUntil`: the timeline of a subscription
  // ending `today` gives those offsets, and the cutoff lies the same distance before `today`.
  const timeline = subscriptionTimeline(today, rules);
  const mirrored = (phaseStart: IsoDate) => addDays(today, daysBetween(phaseStart, today));
  return {
    renewalDue: mirrored(timeline.renewalDueFrom),
    grace: mirrored(timeline.graceFrom),
    suspended: mirrored(timeline.suspendedFrom),
    cancelled: mirrored(timeline.cancelledFrom),
  };
}

/**
 * The phase of a subscription on `today`: `active` until 5 days before `activeUntil`; `renewal_due` from
 * then through `activeUntil`; `grace` days 1–10 after it; `suspended` days 11–15 after it;
 * `cancelled` from day 16.
 * @example subscriptionPhase('2026-03-31', '2026-04-12') // 'suspended'
 */
export function subscriptionPhase(
  activeUntil: IsoDate,
  today: IsoDate,
  rules: SubscriptionRules = SUBSCRIPTION_RULES,
): SubscriptionPhase {
  const timeline = subscriptionTimeline(activeUntil, rules);
  // ISO dates order correctly as strings.
  if (today < timeline.renewalDueFrom) return 'active';
  if (today < timeline.graceFrom) return 'renewal_due';
  if (today < timeline.suspendedFrom) return 'grace';
  if (today < timeline.cancelledFrom) return 'suspended';
  return 'cancelled';
}

/**
 * Paid days left after `today`, never negative: 0 on the last paid day and after it.
 * @example daysRemaining('2026-03-31', '2026-03-26') // 5
 */
export function daysRemaining(activeUntil: IsoDate, today: IsoDate): number {
  return Math.max(0, daysBetween(today, activeUntil));
}

/** The reconnection fee due when paying in `phase`: the fee if suspended, otherwise 0. */
export function reconnectionFee(
  phase: SubscriptionPhase,
  rules: SubscriptionRules = SUBSCRIPTION_RULES,
): number {
  return phase === 'suspended' ? rules.reconnectionFee : 0;
}

function assertCount(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a whole number ≥ 0, got ${value}.`);
  }
}

/** Documents issued beyond the allowance (0 when within it). */
export function extraDocuments(used: number, included: number): number {
  assertCount(used, 'extraDocuments: used');
  assertCount(included, 'extraDocuments: included');
  return Math.max(0, used - included);
}

/**
 * What the documents beyond the allowance cost, charged on the next invoice: 800 COP each.
 * @example extraDocumentsCharge(105, 100) // 4000
 */
export function extraDocumentsCharge(
  used: number,
  included: number,
  rules: SubscriptionRules = SUBSCRIPTION_RULES,
): number {
  assertPesos(rules.extraDocumentPrice, 'extraDocumentPrice');
  return extraDocuments(used, included) * rules.extraDocumentPrice;
}
