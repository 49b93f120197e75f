/**
 * @facturo/sdk/billing — Billing rules shared by the API and the widgets: plan derivations, the subscription lifecycle and
 * billing-date proration.
 * @module
 */

export type {
  BillingDateChangeError,
  BillingDateChangeInput,
  BillingDateChangeResult,
  BillingDateService,
  BillingMode,
  ServiceAdjustment,
} from './billing-date';
export {
  BILLING_MODES,
  PRORATION_BASE_DAYS,
  planBillingDateChange,
  prorationCost,
  UNIFIED_BILLING_DAY_RANGE,
} from './billing-date';
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
  SAVING_BADGE_MIN_PERCENT,
  showSavingBadge,
  unitCost,
} from './plan-derivations';
export type {
  PhaseCutoffs,
  SubscriptionPhase,
  SubscriptionRules,
  SubscriptionTimeline,
} from './subscription-lifecycle';
export {
  daysRemaining,
  extraDocuments,
  extraDocumentsCharge,
  phaseCutoffs,
  reconnectionFee,
  SUBSCRIPTION_PHASES,
  SUBSCRIPTION_RULES,
  subscriptionPhase,
  subscriptionTimeline,
} from './subscription-lifecycle';
