import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { prorationCost } from '../../src/billing/billing-date';
import type { BillingCycle } from '../../src/schemas/plan.schema';

describe('prorationCost', () => {
  test.each([
    { price: 15_000, cycle: 'monthly', days: 7, cost: 3_500 },
    { price: 30_000, cycle: 'monthly', days: 30, cost: 30_000 },
    { price: 10_000, cycle: 'monthly', days: 1, cost: 333 },
    { price: 10_000, cycle: 'monthly', days: 2, cost: 667 },
    // 45 × 1/30 = 1.5 → 2 (half-up).
    { price: 45, cycle: 'monthly', days: 1, cost: 2 },
    { price: 360_000, cycle: 'annual', days: 26, cost: 26_000 },
    { price: 100_000, cycle: 'annual', days: 5, cost: 1_389 },
    { price: 99_999, cycle: 'monthly', days: 0, cost: 0 },
  ] as const)('$days days of $price ($cycle) → $cost', ({ price, cycle, days, cost }) => {
    expect(prorationCost(price, cycle, days)).toBe(cost);
  });

  test.each([
    { price: -1, days: 1 },
    { price: 1.5, days: 1 },
    { price: 100, days: -1 },
    { price: 100, days: 0.5 },
  ])('rejects price $price for $days days', ({ price, days }) => {
    expect(() => prorationCost(price, 'monthly', days)).toThrow(RangeError);
  });

  const cycle = fc.constantFrom<BillingCycle>('monthly', 'annual');
  const price = fc.integer({ min: 0, max: 50_000_000 });
  const days = fc.integer({ min: 0, max: 400 });

  test('is never negative, zero for zero days, and grows with the days', () => {
    fc.assert(
      fc.property(price, cycle, days, days, (amount, kind, a, b) => {
        const [fewer, more] = a <= b ? [a, b] : [b, a];
        expect(prorationCost(amount, kind, fewer)).toBeGreaterThanOrEqual(0);
        expect(prorationCost(amount, kind, 0)).toBe(0);
        expect(prorationCost(amount, kind, more)).toBeGreaterThanOrEqual(prorationCost(amount, kind, fewer));
      }),
    );
  });

  test('a full base period costs exactly one cycle', () => {
    fc.assert(
      fc.property(price, (amount) => {
        expect(prorationCost(amount, 'monthly', 30)).toBe(amount);
        expect(prorationCost(amount, 'annual', 360)).toBe(amount);
      }),
    );
  });
});
