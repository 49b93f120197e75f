/**
 * The checkout past the bag, in one module so it is one download when the buyer gets there: the
 * billing step and its rules, the payment step with the card components, the result, the other modes
 * (a payment's result, an open invoice) and the checks of the answers those make.
 * @module
 */
export { validateBilling } from './billing-form';
export { checkoutResponses } from './checkout-responses';
export { LaterStep } from './later-step';
export { PayInvoice } from './pay-invoice';
export { PaymentResult } from './payment-result';
