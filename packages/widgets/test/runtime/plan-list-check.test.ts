import { type PricedPlan, planListResponseSchema } from '@facturo/sdk/schemas';
import { validate } from '@facturo/sdk/validation';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { demoCatalogue } from '../../src/demo/demo-catalogue.fixtures';
import { planListCheck } from '../../src/runtime/core/data/plan-list-check';
import { editedBodies } from '../support/answer-edits';

const schema = (body: unknown) => validate(planListResponseSchema, body, (key) => key);

describe('planListCheck (the checkout’s zod-free reading of GET /plans)', () => {
  test('takes the catalogue as the API sends it, exactly as the schema reads it', () => {
    const body = { items: demoCatalogue() };
    const parsed = schema(body);
    expect(parsed.success).toBe(true);
    expect(planListCheck(body)).toEqual(parsed.success ? parsed.data : null);
  });

  test.each([
    {
      name: 'an untrimmed name (the schema would trim it)',
      edit: (plan: PricedPlan) => ({ ...plan, name: { ...plan.name, es: ' Pyme ' } }),
    },
    {
      name: 'an unknown field (the schema would drop it)',
      edit: (plan: PricedPlan) => ({ ...plan, badge: 'nuevo' }),
    },
    { name: 'a fractional price', edit: (plan: PricedPlan) => ({ ...plan, annualPrice: 10.5 }) },
    {
      name: 'a monthly price on the certificate',
      edit: (plan: PricedPlan) => ({ ...plan, serviceId: 'digital_certificate' }),
    },
  ])('leaves $name to the schema', ({ edit }) => {
    const [first, ...rest] = demoCatalogue();
    expect(planListCheck({ items: [edit(first as PricedPlan), ...rest] })).toBeUndefined();
  });

  test('whatever it accepts, the schema accepts with the same result', () => {
    const plans = demoCatalogue();
    // One plan edited at one place, the others as sent.
    const body = fc.integer({ min: 0, max: plans.length - 1 }).chain((index) =>
      editedBodies(plans[index]).map((plan) => ({
        items: plans.map((other, position) => (position === index ? plan : other)),
      })),
    );
    fc.assert(
      fc.property(body, (candidate) => {
        const fast = planListCheck(candidate);
        if (fast === undefined) return;
        const parsed = schema(candidate);
        expect(parsed.success).toBe(true);
        expect(fast).toEqual(parsed.success ? parsed.data : null);
      }),
      { numRuns: 3000 },
    );
  });
});
