/**
 * The billing lists the schemas validate against (billing modes, unified billing days, subscription
 * phases). They live below both the schemas and the billing rules, so the rules can read the schemas'
 * types and the schemas the rules' lists without a circle; `@facturo/sdk/billing` exports them.
 * @module
 */

/** `individual`: each service on its activation day; `unified`: every service on one day of the month. */
export const BILLING_MODES = ['individual', 'unified'] as const;

/** One of {@link BILLING_MODES}. */
export type BillingMode = (typeof BILLING_MODES)[number];

/** Earliest and latest unified billing day: 1–28, so every month has it. */
export const UNIFIED_BILLING_DAY_RANGE = Object.freeze({ min: 1, max: 28 });

/** The phases, in the order a subscription that is never paid goes through them. */
export const SUBSCRIPTION_PHASES = ['active', 'renewal_due', 'grace', 'suspended', 'cancelled'] as const;

/** One of {@link SUBSCRIPTION_PHASES}. */
export type SubscriptionPhase = (typeof SUBSCRIPTION_PHASES)[number];
