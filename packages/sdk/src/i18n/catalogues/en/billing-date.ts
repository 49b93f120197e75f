/** Billing-date selector widget. */
export const billingDate = {} as const;
