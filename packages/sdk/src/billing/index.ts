/**
 * @facturo/sdk/billing — Billing rules shared by the API and the widgets: plan derivations, the subscription lifecycle,
 * which services an organization holds, and billing-date proration.
 * @module
 */

export type { BillingMode, SubscriptionPhase } from '../schemas/billing.constants';
export { BILLING_MODES, SUBSCRIPTION_PHASES, UNIFIED_BILLING_DAY_RANGE } from '../schemas/billing.constants';
export type {
  BillingDateChangeError,
  BillingDateChangeInput,
  BillingDateChangeResult,
  BillingDateService,
  ServiceAdjustment,
} from './billing-date';
export { PRORATION_BASE_DAYS, planBillingDateChange, prorationCost } from './billing-date';
export { invoiceBalance } from './invoice-balance';
export type {
  PlanChangeAmount,
  PlanChangeError,
  PlanChangeInput,
  PlanChangeQuote,
  PlanChangeSide,
  PlanChangeTiming,
} from './plan-change';
export { changesNow, quotePlanChange } from './plan-change';
export {
  annualMonthlyEquivalent,
  annualSavingAmount,
  annualSavingPercent,
  cycleMonths,
  cyclePrice,
  documentsPerYear,
  extraDocumentPrice,
  monthlyUnitCost,
  pricePlan,
  renewsAutomatically,
  SAVING_BADGE_MIN_PERCENT,
  showSavingBadge,
  unitCost,
} from './plan-derivations';
export {
  buysFor,
  heldServices,
  isSoldByUnit,
  PURCHASING_ROLE,
  SERVICE_HOLDING_STATES,
  UNIT_SOLD_SERVICES,
} from './plan-ownership';
export type {
  PhaseCutoffs,
  SubscriptionRules,
  SubscriptionTimeline,
} from './subscription-lifecycle';
export {
  daysRemaining,
  extraDocuments,
  extraDocumentsCharge,
  phaseCutoffs,
  reconnectionFee,
  renewalDueDate,
  SUBSCRIPTION_RULES,
  subscriptionPhase,
  subscriptionTimeline,
} from './subscription-lifecycle';
