/**
 * The checkout's screens past the bag, in one module so they are one download when the buyer gets
 * there: the billing step and its rules, the payment step with the card components, the result, and
 * the other modes (a payment's result, an open invoice). The checks of the API's answers are not
 * here: the client downloads each contract's schema on its first answer.
 * @module
 */
export { validateBilling } from './billing/billing-form';
export { LaterStep } from './later-step';
export { PayInvoice } from './modes/pay-invoice';
export { PaymentResult } from './modes/payment-result';
export { PlanChange } from './modes/plan-change';
