/**
 * @facturo/sdk/cart — The shopping cart: an observable list of plans, kept in storage between pages.
 * @module
 */

export { Cart, createCart } from './cart';
export { cartItemSchema } from './cart.schema';
export type { CartItem, CartItemInput, CartOptions, CartSnapshot } from './cart.types';
export { CART_MAX_QUANTITY, CART_STORAGE_KEY } from './cart.types';
