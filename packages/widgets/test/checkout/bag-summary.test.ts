import type { CartItem } from '@facturo/sdk/cart';
import type { PricedPlan } from '@facturo/sdk/schemas';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { checkoutItems, MAX_BAG_QUANTITY, summarizeBag } from '../../src/checkout/bag/bag-summary';
import { demoCatalogue } from '../../src/demo/demo-catalogue.fixtures';

const plans = demoCatalogue();
const plan = (id: string) => plans.find((candidate) => candidate.id === id) as PricedPlan;

describe('summarizeBag', () => {
  test.each([
    {
      case: 'an annual plan',
      item: { planId: 'invoicing-pyme-600', cycle: 'annual', quantity: 1 },
      expected: { cycle: 'annual', quantity: 1, subtotal: 499_000, iva: 94_810, total: 593_810 },
    },
    {
      case: 'a monthly plan',
      item: { planId: 'invoicing-pyme-600', cycle: 'monthly', quantity: 1 },
      expected: { cycle: 'monthly', quantity: 1, subtotal: 49_900, iva: 9_481, total: 59_381 },
    },
    {
      case: 'monthly asked for a plan sold annually only (the certificate): annual',
      item: { planId: 'certificate-2y', cycle: 'monthly', quantity: 1 },
      expected: { cycle: 'annual', quantity: 1 },
    },
    {
      case: 'a quantity on a plan bought by the unit',
      item: { planId: 'certificate-2y', cycle: 'annual', quantity: 3 },
      expected: { quantity: 3, total: plan('certificate-2y').cycles.annual.total * 3 },
    },
    {
      case: 'a quantity on an organization-wide plan: one',
      item: { planId: 'invoicing-pyme-600', cycle: 'annual', quantity: 4 },
      expected: { quantity: 1, total: 593_810 },
    },
    {
      case: 'more units than one purchase takes: capped',
      item: { planId: 'certificate-2y', cycle: 'annual', quantity: 40 },
      expected: { quantity: MAX_BAG_QUANTITY },
    },
  ] as { case: string; item: CartItem; expected: Record<string, unknown> }[])(
    '$case',
    ({ item, expected }) => {
      const [line] = summarizeBag([item], plans).lines;
      expect(line).toMatchObject(expected);
    },
  );

  test('plans the catalogue no longer has are set apart, outside the sums', () => {
    const bag = summarizeBag(
      [
        { planId: 'invoicing-pyme-600', cycle: 'annual', quantity: 1 },
        { planId: 'retired-plan', cycle: 'annual', quantity: 1 },
      ],
      plans,
    );
    expect(bag.unavailable).toEqual([{ planId: 'retired-plan', cycle: 'annual', quantity: 1 }]);
    expect(bag.total).toBe(593_810);
    expect(checkoutItems(bag)).toEqual([
      { planId: 'invoicing-pyme-600', billingCycle: 'annual', quantity: 1 },
    ]);
  });

  test('the total is the subtotal plus IVA, and the sum of what the API priced per unit', () => {
    const item = fc.record({
      planId: fc.constantFrom(...plans.map((candidate) => candidate.id)),
      cycle: fc.constantFrom('monthly' as const, 'annual' as const),
      quantity: fc.integer({ min: 1, max: 99 }),
    });
    fc.assert(
      fc.property(fc.uniqueArray(item, { selector: (line) => line.planId, maxLength: 8 }), (items) => {
        const bag = summarizeBag(items, plans);
        expect(bag.total).toBe(bag.subtotal + bag.iva);
        expect(bag.total).toBe(bag.lines.reduce((sum, line) => sum + line.unit.total * line.quantity, 0));
        for (const line of bag.lines) expect(line.unit).toEqual(line.plan.cycles[line.cycle]);
      }),
    );
  });
});
