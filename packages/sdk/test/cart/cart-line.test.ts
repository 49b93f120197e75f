import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { cartItemSchema } from '../../src/cart/cart.schema';
import { cartLineOf, storedCartLines } from '../../src/cart/cart-line';

const schemaAnswer = (candidate: unknown) => {
  const result = z.safeParse(cartItemSchema, candidate);
  return result.success ? result.data : undefined;
};

describe('cartLineOf (the cart read without zod)', () => {
  test.each([
    [{ planId: 'invoicing-basic-100', cycle: 'annual', quantity: 1 }, true],
    [{ planId: '  invoicing-pro-1200 ', cycle: 'monthly', quantity: 99 }, true],
    [{ planId: 'Invoicing', cycle: 'monthly', quantity: 1 }, false],
    [{ planId: 'a--b', cycle: 'monthly', quantity: 1 }, false],
    [{ planId: 'a'.repeat(65), cycle: 'monthly', quantity: 1 }, false],
    [{ planId: 'a'.repeat(64), cycle: 'monthly', quantity: 1 }, true],
    [{ planId: '', cycle: 'monthly', quantity: 1 }, false],
    [{ planId: 'basic', cycle: 'weekly', quantity: 1 }, false],
    [{ planId: 'basic', cycle: 'monthly', quantity: 0 }, false],
    [{ planId: 'basic', cycle: 'monthly', quantity: 100 }, false],
    [{ planId: 'basic', cycle: 'monthly', quantity: 1.5 }, false],
    [{ planId: 'basic', cycle: 'monthly', quantity: '2' }, false],
    [{ planId: 'basic', cycle: 'monthly' }, false],
    [['basic', 'monthly', 1], false],
    [null, false],
  ])('%j → accepted %s, as cartItemSchema says', (candidate, accepted) => {
    expect(cartLineOf(candidate) !== undefined).toBe(accepted);
    expect(cartLineOf(candidate)).toEqual(schemaAnswer(candidate));
  });

  test('answers as cartItemSchema does for any value', () => {
    const planId = fc.oneof(
      fc.stringMatching(/^\s{0,2}[a-z0-9]{1,8}(?:-[a-z0-9]{1,8}){0,3}\s{0,2}$/),
      fc.string({ maxLength: 70 }),
    );
    const line = fc.record(
      {
        planId: fc.oneof(planId, fc.integer()),
        cycle: fc.oneof(fc.constantFrom('monthly', 'annual', 'Monthly', 'weekly'), fc.integer()),
        quantity: fc.oneof(fc.integer({ min: -2, max: 102 }), fc.double(), fc.constant('3')),
        extra: fc.string(),
      },
      { requiredKeys: ['planId', 'cycle'] },
    );
    fc.assert(
      fc.property(fc.oneof(line, fc.anything()), (candidate) => {
        expect(cartLineOf(candidate)).toEqual(schemaAnswer(candidate));
      }),
      { numRuns: 2000 },
    );
  });

  test.each([
    [{ version: 1, items: [1, 'a'] }, [1, 'a']],
    [{ version: 2, items: [] }, undefined],
    [{ version: 1, items: {} }, undefined],
    [[1], undefined],
    ['{"version":1}', undefined],
  ])('stored form %j → lines %j', (stored, lines) => {
    expect(storedCartLines(stored)).toEqual(lines);
  });
});
