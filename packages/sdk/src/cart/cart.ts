import { defaultStorage, type KeyValueStorage } from '../core/environment/key-value-storage';
import { Subscribable } from '../core/subscribable';
import type { BillingCycle } from '../schemas/plan.schema';
import {
  CART_MAX_QUANTITY,
  CART_STORAGE_KEY,
  type CartItem,
  type CartItemInput,
  type CartOptions,
  type CartSnapshot,
} from './cart.types';
import { cartLineOf, storedCartLines } from './cart-line';

const EMPTY: CartSnapshot = Object.freeze({ items: Object.freeze([]), count: 0 });

function snapshotOf(items: readonly CartItem[]): CartSnapshot {
  if (items.length === 0) return EMPTY;
  return Object.freeze({
    items: Object.freeze(items.map((item) => Object.freeze({ ...item }))),
    count: items.reduce((sum, item) => sum + item.quantity, 0),
  });
}

function checkedItem(input: CartItemInput, method: string): CartItem {
  const item = cartLineOf({ ...input, quantity: input.quantity ?? 1 });
  if (!item) {
    throw new TypeError(
      `Cart.${method}: expected { planId: a catalogue plan id such as 'invoicing-basic-100', cycle: 'monthly' | 'annual', quantity: a whole number from 1 to ${CART_MAX_QUANTITY} }, got ${JSON.stringify(input)}.`,
    );
  }
  return item;
}

/**
 * The shared shopping cart: the pricing table adds to it, the checkout's bag edits it, the portal
 * shows it. Each plan appears once; lines keep the order they were added. Every change is written to
 * storage at once and announced through {@link Subscribable}, so every widget on the page that
 * holds the same cart sees it.
 */
export class Cart extends Subscribable {
  readonly #storage: KeyValueStorage;
  readonly #key: string;
  #snapshot: CartSnapshot;

  constructor(options: CartOptions = {}) {
    super();
    this.#storage = options.storage ?? defaultStorage();
    this.#key = options.storageKey ?? CART_STORAGE_KEY;
    this.#snapshot = snapshotOf(this.#read());
  }

  /** The current lines and count; the same object until something changes. */
  getSnapshot = (): CartSnapshot => this.#snapshot;

  /** The current lines. */
  get items(): readonly CartItem[] {
    return this.#snapshot.items;
  }

  /** `true` when the plan is in the cart. */
  has(planId: string): boolean {
    return this.#snapshot.items.some((item) => item.planId === planId);
  }

  /**
   * Puts a plan in the cart. A plan already there keeps its line and takes the new cycle (choosing a
   * plan twice from a pricing table must not silently buy it twice); its quantity changes only when
   * one is given.
   * @throws {TypeError} when the plan id, cycle or quantity is malformed.
   */
  add(input: CartItemInput): void {
    const item = checkedItem(input, 'add');
    const existing = this.#snapshot.items.find((line) => line.planId === item.planId);
    if (!existing) {
      this.#write([...this.#snapshot.items, item]);
      return;
    }
    const quantity = input.quantity === undefined ? existing.quantity : item.quantity;
    this.#replace(item.planId, { cycle: item.cycle, quantity });
  }

  /** Switches a line between monthly and annual; does nothing when the plan is not in the cart. */
  setCycle(planId: string, cycle: BillingCycle): void {
    const current = this.#snapshot.items.find((line) => line.planId === planId);
    if (!current) return;
    const item = checkedItem({ planId, cycle, quantity: current.quantity }, 'setCycle');
    this.#replace(planId, { cycle: item.cycle });
  }

  /**
   * Changes how many of a plan are bought; does nothing when the plan is not in the cart.
   * @throws {TypeError} unless `quantity` is a whole number from 1 to {@link CART_MAX_QUANTITY} (use `remove` for 0).
   */
  setQuantity(planId: string, quantity: number): void {
    const current = this.#snapshot.items.find((line) => line.planId === planId);
    if (!current) return;
    const item = checkedItem({ planId, cycle: current.cycle, quantity }, 'setQuantity');
    this.#replace(planId, { quantity: item.quantity });
  }

  /** Takes a plan out of the cart. */
  remove(planId: string): void {
    if (!this.has(planId)) return;
    this.#write(this.#snapshot.items.filter((line) => line.planId !== planId));
  }

  /** Empties the cart (after a successful purchase). */
  clear(): void {
    if (this.#snapshot.items.length === 0) return;
    this.#write([]);
  }

  /** Reads storage again, e.g. after another tab changed the cart (`storage` event). */
  reload(): void {
    const items = this.#read();
    if (JSON.stringify(items) === JSON.stringify(this.#snapshot.items)) return;
    this.#snapshot = snapshotOf(items);
    this.notify();
  }

  #replace(planId: string, changes: Partial<Pick<CartItem, 'cycle' | 'quantity'>>): void {
    const items = this.#snapshot.items.map((line) =>
      line.planId === planId ? { ...line, ...changes } : line,
    );
    const before = this.#snapshot.items.find((line) => line.planId === planId);
    const after = items.find((line) => line.planId === planId);
    if (before?.cycle === after?.cycle && before?.quantity === after?.quantity) return;
    this.#write(items);
  }

  #write(items: readonly CartItem[]): void {
    this.#snapshot = snapshotOf(items);
    try {
      if (items.length === 0) this.#storage.removeItem(this.#key);
      else this.#storage.setItem(this.#key, JSON.stringify({ version: 1, items }));
    } catch (error) {
      // A full or blocked storage must not lose the purchase in progress: the cart stays in memory.
      console.error('Facturo: could not store the cart; it is kept for this page only.', error);
    }
    this.notify();
  }

  // Stored data can be from an older version, edited by hand or cut short: keep every valid line, once.
  #read(): CartItem[] {
    let raw: string | null;
    try {
      raw = this.#storage.getItem(this.#key);
    } catch {
      return [];
    }
    if (!raw) return [];
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return [];
    }
    const items: CartItem[] = [];
    for (const candidate of storedCartLines(parsed) ?? []) {
      const line = cartLineOf(candidate);
      if (line && !items.some((item) => item.planId === line.planId)) items.push(line);
    }
    return items;
  }
}

/**
 * Creates a {@link Cart}. Importing the sdk never touches `window`; storage is chosen here.
 * @example
 * const cart = createCart();
 * cart.add({ planId: 'invoicing-pro-1200', cycle: 'annual' });
 * cart.subscribe(() => render(cart.getSnapshot()));
 */
export function createCart(options: CartOptions = {}): Cart {
  return new Cart(options);
}
