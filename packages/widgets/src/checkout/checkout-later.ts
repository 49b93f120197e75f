/**
 * The checkout past the bag, in one module so it is one download when the buyer gets there: the
 * billing step and its rules, the payment step with the card components, the result, the other modes
 * (a payment's result, an open invoice) and the checks of the answers those make.
 * @module
 */
export { checkoutResponses } from './api/checkout-responses';
export { validateBilling } from './billing/billing-form';
export { LaterStep } from './later-step';
export { PayInvoice } from './modes/pay-invoice';
export { PaymentResult } from './modes/payment-result';
