import fc from 'fast-check';
import { describe, expect, test, vi } from 'vitest';
import { createCart } from '../../src/cart/cart';
import { CART_MAX_QUANTITY, CART_STORAGE_KEY, type CartItemInput } from '../../src/cart/cart.types';
import { createMemoryStorage } from '../../src/core/environment/key-value-storage';

const basic: CartItemInput = { planId: 'invoicing-basic-100', cycle: 'annual' };
const pro: CartItemInput = { planId: 'invoicing-pro-1200', cycle: 'monthly' };

function storedItems(storage: ReturnType<typeof createMemoryStorage>, key = CART_STORAGE_KEY) {
  const raw = storage.getItem(key);
  return raw === null ? null : (JSON.parse(raw) as { version: number; items: unknown[] });
}

describe('cart', () => {
  test('starts empty and adds a plan with quantity 1', () => {
    const cart = createCart({ storage: createMemoryStorage() });
    expect(cart.getSnapshot()).toEqual({ items: [], count: 0 });
    cart.add(basic);
    expect(cart.getSnapshot()).toEqual({ items: [{ ...basic, quantity: 1 }], count: 1 });
  });

  test('adding a plan that is already there switches its cycle and keeps its quantity', () => {
    const cart = createCart({ storage: createMemoryStorage() });
    cart.add({ ...basic, quantity: 3 });
    cart.add({ ...basic, cycle: 'monthly' });
    expect(cart.items).toEqual([{ planId: basic.planId, cycle: 'monthly', quantity: 3 }]);
    cart.add({ ...basic, quantity: 2 });
    expect(cart.items).toEqual([{ planId: basic.planId, cycle: 'annual', quantity: 2 }]);
  });

  test('keeps the order lines were added in and counts quantities', () => {
    const cart = createCart({ storage: createMemoryStorage() });
    cart.add(pro);
    cart.add({ ...basic, quantity: 4 });
    expect(cart.items.map((item) => item.planId)).toEqual([pro.planId, basic.planId]);
    expect(cart.getSnapshot().count).toBe(5);
  });

  test('persists every change and restores it in a new cart on the same storage', () => {
    const storage = createMemoryStorage();
    const cart = createCart({ storage });
    cart.add(basic);
    cart.add(pro);
    cart.setCycle(pro.planId, 'annual');
    cart.setQuantity(basic.planId, 2);
    expect(storedItems(storage)?.version).toBe(1);
    expect(createCart({ storage }).getSnapshot()).toEqual(cart.getSnapshot());
    cart.clear();
    expect(storage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  test('keeps separate carts under separate keys', () => {
    const storage = createMemoryStorage();
    createCart({ storage, storageKey: 'a' }).add(basic);
    expect(createCart({ storage, storageKey: 'b' }).items).toEqual([]);
    expect(createCart({ storage, storageKey: 'a' }).items).toHaveLength(1);
  });

  test('notifies subscribers once per change and never for a no-op', () => {
    const cart = createCart({ storage: createMemoryStorage() });
    const listener = vi.fn();
    cart.subscribe(listener);
    cart.add(basic);
    cart.add(basic);
    cart.setCycle('not-in-cart', 'monthly');
    cart.remove('not-in-cart');
    cart.setQuantity(basic.planId, 1);
    expect(listener).toHaveBeenCalledTimes(1);
    cart.remove(basic.planId);
    cart.clear();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  test('the snapshot is the same object until something changes, and frozen', () => {
    const cart = createCart({ storage: createMemoryStorage() });
    cart.add(basic);
    const snapshot = cart.getSnapshot();
    expect(cart.getSnapshot()).toBe(snapshot);
    expect(Object.isFrozen(snapshot.items)).toBe(true);
    expect(Object.isFrozen(snapshot.items[0])).toBe(true);
  });

  test.each([
    { name: 'an empty plan id', input: { planId: '', cycle: 'annual' } },
    { name: 'a plan id with spaces', input: { planId: 'plan básico', cycle: 'annual' } },
    { name: 'an unknown cycle', input: { planId: 'basic', cycle: 'weekly' } },
    { name: 'quantity 0', input: { planId: 'basic', cycle: 'annual', quantity: 0 } },
    { name: 'a fractional quantity', input: { planId: 'basic', cycle: 'annual', quantity: 1.5 } },
    { name: 'too many', input: { planId: 'basic', cycle: 'annual', quantity: CART_MAX_QUANTITY + 1 } },
  ])('add rejects $name with a message that shows the expected shape', ({ input }) => {
    const cart = createCart({ storage: createMemoryStorage() });
    expect(() => cart.add(input as CartItemInput)).toThrow(/Cart\.add: expected \{ planId/);
    expect(cart.items).toEqual([]);
  });

  test('setQuantity rejects out-of-range values and leaves the line alone', () => {
    const cart = createCart({ storage: createMemoryStorage() });
    cart.add(basic);
    expect(() => cart.setQuantity(basic.planId, 0)).toThrow(/Cart\.setQuantity/);
    expect(cart.items[0]?.quantity).toBe(1);
  });

  test.each([
    { name: 'not JSON', raw: '{oops' },
    { name: 'another version', raw: JSON.stringify({ version: 2, items: [basic] }) },
    { name: 'a bare array', raw: JSON.stringify([basic]) },
  ])('ignores stored data that is $name', ({ raw }) => {
    const storage = createMemoryStorage({ [CART_STORAGE_KEY]: raw });
    expect(createCart({ storage }).items).toEqual([]);
  });

  test('keeps the valid stored lines, once each', () => {
    const items = [
      { ...basic, quantity: 2 },
      { planId: 'BAD ID', cycle: 'annual', quantity: 1 },
      { ...basic, quantity: 5 },
      { ...pro, quantity: 1 },
    ];
    const storage = createMemoryStorage({ [CART_STORAGE_KEY]: JSON.stringify({ version: 1, items }) });
    expect(createCart({ storage }).items).toEqual([
      { ...basic, quantity: 2 },
      { ...pro, quantity: 1 },
    ]);
  });

  test('reload picks up a change written by another cart (another tab)', () => {
    const storage = createMemoryStorage();
    const here = createCart({ storage });
    const listener = vi.fn();
    here.subscribe(listener);
    createCart({ storage }).add(pro);
    here.reload();
    here.reload();
    expect(here.items).toEqual([{ ...pro, quantity: 1 }]);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  test('stays usable in memory when storage refuses writes', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const storage = createMemoryStorage();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const cart = createCart({ storage });
    cart.add(basic);
    expect(cart.items).toHaveLength(1);
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });

  const operation = fc.oneof(
    fc.record({
      kind: fc.constant('add' as const),
      planId: fc.constantFrom('a', 'b', 'c'),
      cycle: fc.constantFrom('monthly' as const, 'annual' as const),
      quantity: fc.option(fc.integer({ min: 1, max: CART_MAX_QUANTITY }), { nil: undefined }),
    }),
    fc.record({ kind: fc.constant('remove' as const), planId: fc.constantFrom('a', 'b', 'c') }),
    fc.record({
      kind: fc.constant('setQuantity' as const),
      planId: fc.constantFrom('a', 'b', 'c'),
      quantity: fc.integer({ min: 1, max: CART_MAX_QUANTITY }),
    }),
  );

  test('any sequence of changes keeps one line per plan, valid quantities and storage in sync', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 30 }), (operations) => {
        const storage = createMemoryStorage();
        const cart = createCart({ storage });
        for (const op of operations) {
          if (op.kind === 'add') cart.add({ planId: op.planId, cycle: op.cycle, quantity: op.quantity });
          else if (op.kind === 'remove') cart.remove(op.planId);
          else cart.setQuantity(op.planId, op.quantity);
        }
        const ids = cart.items.map((item) => item.planId);
        expect(new Set(ids).size).toBe(ids.length);
        for (const item of cart.items) expect(item.quantity).toBeGreaterThanOrEqual(1);
        expect(cart.getSnapshot().count).toBe(cart.items.reduce((sum, item) => sum + item.quantity, 0));
        expect(createCart({ storage }).getSnapshot()).toEqual(cart.getSnapshot());
      }),
    );
  });
});
