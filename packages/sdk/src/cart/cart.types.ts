import type { KeyValueStorage } from '../core/environment/key-value-storage';
import type { BillingCycle } from '../schemas/plan.schema';

/** One line of the cart: a plan, how it is paid, and how many. */
export interface CartItem {
  /** The plan's id (`invoicing-basic-100`), as the catalogue sends it. */
  readonly planId: string;
  /** `monthly` or `annual`; switchable in the checkout's bag. */
  readonly cycle: BillingCycle;
  /** Whole number from 1 to {@link CART_MAX_QUANTITY}. */
  readonly quantity: number;
}

/** What {@link Cart.add} accepts: a quantity of 1 is assumed when none is given. */
export interface CartItemInput {
  planId: string;
  cycle: BillingCycle;
  quantity?: number;
}

/** An immutable picture of the cart; a new object after every change. */
export interface CartSnapshot {
  /** Lines in the order they were added; each plan appears at most once. */
  readonly items: readonly CartItem[];
  /** Sum of the quantities (what a bag icon shows). */
  readonly count: number;
}

/** Options of {@link createCart}. */
export interface CartOptions {
  /** Where the cart persists; `localStorage` in browsers, memory elsewhere. */
  storage?: KeyValueStorage;
  /**
   * The storage key. Pages that talk to more than one API keep one cart per API by giving each
   * its own key (the widgets use `facturo:<apiBaseUrl>:cart`).
   */
  storageKey?: string;
}

/** The largest quantity of one plan in a cart. */
export const CART_MAX_QUANTITY = 99;

/** The storage key used when none is given. */
export const CART_STORAGE_KEY = 'facturoCart';
