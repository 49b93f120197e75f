/**
 * The checkout's limits, apart from its schemas so that code which only needs the numbers (the bag)
 * does not pull the validator and the billing schemas in.
 * @module
 */

/** Most card installments (cuotas) a Colombian credit card offers. */
export const MAX_INSTALLMENTS = 36;

/** Most lines in one purchase. */
export const CHECKOUT_MAX_ITEMS = 20;

/** Most units of one plan in a purchase (each unit is its own subscription). */
export const CHECKOUT_MAX_QUANTITY = 10;

/**
 * The query parameter the API adds to a PSE payment's return address (`return_url`) with the
 * payment's id, so the page the bank sends the buyer back to can show that payment's result.
 */
export const PSE_RETURN_PARAM = 'facturo_payment_id';
