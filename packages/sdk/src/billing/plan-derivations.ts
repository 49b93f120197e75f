/**
 * Values derived from a plan's prices, so the pricing table, the cart and the API never type them by
 * hand (and a preview can never disagree with a charge). All amounts are whole pesos.
 * @module
 */
import { ivaBreakdown } from '../co/iva';
import { divideHalfUp } from '../co/money';
import type { BillingCycle, CyclePrice, Plan, PricedPlan } from '../schemas/plan.schema';
import { SUBSCRIPTION_RULES } from './subscription-lifecycle';

/** The smallest annual saving, in percent, that earns the "Ahorra n %" badge. */
export const SAVING_BADGE_MIN_PERCENT = 1;

type Documents = Pick<Plan, 'documentsIncluded' | 'documentsPeriod'>;

/**
 * Documents the plan includes per year: `documentsIncluded × 12` for a monthly allowance, as is for a
 * yearly one.
 * @example documentsPerYear({ documentsIncluded: 100, documentsPeriod: 'month' }) // 1200
 */
export function documentsPerYear(plan: Documents): number {
  return plan.documentsPeriod === 'month' ? plan.documentsIncluded * 12 : plan.documentsIncluded;
}

/**
 * Value per document when paying annually (valor por documento): the annual price over the documents
 * of a year, rounded half-up; `null` for plans without documents (the certificate).
 * @example unitCost({ annualPrice: 180_000, documentsIncluded: 100, documentsPeriod: 'year' }) // 1800
 */
export function unitCost(plan: Documents & Pick<Plan, 'annualPrice'>): number | null {
  const documents = documentsPerYear(plan);
  return documents === 0 ? null : divideHalfUp(plan.annualPrice, documents);
}

/**
 * Value per document when paying monthly: twelve monthly payments over the documents of a year,
 * rounded half-up; `null` without documents or without a monthly price.
 * @example monthlyUnitCost({ monthlyPrice: 20_000, documentsIncluded: 100, documentsPeriod: 'year' }) // 2400
 */
export function monthlyUnitCost(plan: Documents & Pick<Plan, 'monthlyPrice'>): number | null {
  const documents = documentsPerYear(plan);
  return documents === 0 || plan.monthlyPrice === null
    ? null
    : divideHalfUp(plan.monthlyPrice * 12, documents);
}

/**
 * Months one payment of `cycle` covers: 1 for monthly, 12 for annual, and 12 × validity years for the
 * certificate (whose annual price pays its whole validity).
 */
export function cycleMonths(plan: Pick<Plan, 'certificateValidityYears'>, cycle: BillingCycle): number {
  return cycle === 'monthly' ? 1 : 12 * (plan.certificateValidityYears ?? 1);
}

/**
 * Whether a plan is renewed by the billing job. The digital certificate is a term, not a cycle: it
 * is paid once for its validity (`certificateValidityYears`) and bought again when it expires, so it
 * has no next charge, no renewal invoice and no upcoming charge.
 * @example renewsAutomatically({ certificateValidityYears: 1 }) // false
 */
export function renewsAutomatically(plan: Pick<Plan, 'certificateValidityYears'>): boolean {
  return plan.certificateValidityYears === undefined;
}

/**
 * The annual price spread per month ("equivale a $ 15.000/mes"), rounded half-up; for a 2-year
 * certificate it is spread over 24 months.
 * @example annualMonthlyEquivalent({ annualPrice: 474_000 }) // 39500
 */
export function annualMonthlyEquivalent(
  plan: Pick<Plan, 'annualPrice' | 'certificateValidityYears'>,
): number {
  return divideHalfUp(plan.annualPrice, cycleMonths(plan, 'annual'));
}

type Prices = Pick<Plan, 'monthlyPrice' | 'annualPrice'>;

/**
 * Pesos saved by paying annually instead of twelve monthly payments: `12 × monthly − annual`;
 * negative when the annual price is the dearer one; `null` without a monthly price.
 * @example annualSavingAmount({ monthlyPrice: 20_000, annualPrice: 200_000 }) // 40000
 */
export function annualSavingAmount(plan: Prices): number | null {
  return plan.monthlyPrice === null ? null : plan.monthlyPrice * 12 - plan.annualPrice;
}

/**
 * The annual saving against twelve monthly payments, in whole percent truncated toward zero, so the
 * badge never promises more than the customer saves (16.7 % shows as 16 %). `null` without a (non-zero)
 * monthly price.
 * @example annualSavingPercent({ monthlyPrice: 20_000, annualPrice: 200_000 }) // 16
 */
export function annualSavingPercent(plan: Prices): number | null {
  const saving = annualSavingAmount(plan);
  if (saving === null || !plan.monthlyPrice) return null;
  const twelveMonths = plan.monthlyPrice * 12;
  // Integer division on the magnitude keeps the result exact and truncates toward zero.
  const percent = Math.floor((Math.abs(saving) * 100) / twelveMonths);
  return saving < 0 ? -percent : percent;
}

/**
 * Whether the pricing table shows "Ahorra n %": only for a saving of at least
 * {@link SAVING_BADGE_MIN_PERCENT} (a 0 % or negative badge would mislead).
 */
export function showSavingBadge(plan: Prices): boolean {
  const percent = annualSavingPercent(plan);
  return percent !== null && percent >= SAVING_BADGE_MIN_PERCENT;
}

type CycleInputs = Pick<Plan, 'ivaTreatment' | 'certificateValidityYears'>;

function priceCycle(price: number, plan: CycleInputs, cycle: BillingCycle): CyclePrice {
  const { iva, total } = ivaBreakdown(price, plan.ivaTreatment);
  return { price, iva, total, months: cycleMonths(plan, cycle) };
}

/**
 * Price, IVA, total and length of one payment of `cycle`; `null` for `monthly` on an annual-only plan.
 * @example cyclePrice({ monthlyPrice: 15_000, annualPrice: 150_000, ivaTreatment: 'iva_19' }, 'monthly')
 * // { price: 15000, iva: 2850, total: 17850, months: 1 }
 */
export function cyclePrice(plan: Prices & CycleInputs, cycle: BillingCycle): CyclePrice | null {
  const price = cycle === 'monthly' ? plan.monthlyPrice : plan.annualPrice;
  return price === null ? null : priceCycle(price, plan, cycle);
}

/**
 * Price of each document issued beyond the plan's allowance (the lifecycle's `extraDocumentPrice`,
 * 800 COP), before IVA; `null` for plans without documents (the certificate), which have no allowance.
 * @example extraDocumentPrice({ documentsIncluded: 100, documentsPeriod: 'year' }) // 800
 */
export function extraDocumentPrice(plan: Documents): number | null {
  return documentsPerYear(plan) === 0 ? null : SUBSCRIPTION_RULES.extraDocumentPrice;
}

/**
 * The plan with every derived value: documents per year, unit costs, monthly equivalent, saving and
 * badge, the price of an extra document, and the price of each cycle with IVA. The API sends this;
 * the widgets show it as is.
 */
export function pricePlan(plan: Plan): PricedPlan {
  return {
    ...plan,
    documentsPerYear: documentsPerYear(plan),
    unitCost: unitCost(plan),
    monthlyUnitCost: monthlyUnitCost(plan),
    annualMonthlyEquivalent: annualMonthlyEquivalent(plan),
    annualSavingAmount: annualSavingAmount(plan),
    annualSavingPercent: annualSavingPercent(plan),
    showSavingBadge: showSavingBadge(plan),
    extraDocumentPrice: extraDocumentPrice(plan),
    cycles: { monthly: cyclePrice(plan, 'monthly'), annual: priceCycle(plan.annualPrice, plan, 'annual') },
  };
}
