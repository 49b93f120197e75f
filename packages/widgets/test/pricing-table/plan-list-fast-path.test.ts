import { type PricedPlan, planListResponseSchema } from '@facturo/sdk/schemas';
import { validate } from '@facturo/sdk/validation';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { demoCatalogue } from '../../src/demo/demo-catalogue.fixtures';
import { canonicalPlanList } from '../../src/pricing-table/plan-list-fast-path';

const schema = (body: unknown) => validate(planListResponseSchema, body, (key) => key);

type Path = (string | number)[];

// Every place in a plan a value sits, objects and arrays included.
function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  const entries = Array.isArray(value)
    ? value.map((item, index) => [index, item] as const)
    : Object.entries(value);
  return [prefix, ...entries.flatMap(([key, item]) => pathsOf(item, [...prefix, key]))];
}

type Edit = { kind: 'set'; value: unknown } | { kind: 'delete' } | { kind: 'extra' };

function edited(plan: PricedPlan, path: Path, edit: Edit): unknown {
  const copy = structuredClone(plan) as unknown as Record<string | number, unknown>;
  if (path.length === 0) return edit.kind === 'extra' ? { ...copy, badge: 'nuevo' } : copy;
  const parent = path
    .slice(0, -1)
    .reduce<Record<string | number, unknown>>(
      (node, key) => node[key] as Record<string | number, unknown>,
      copy,
    );
  const key = path[path.length - 1] as string | number;
  if (edit.kind === 'set') parent[key] = edit.value;
  else if (edit.kind === 'delete') delete parent[key];
  else if (typeof parent[key] === 'object' && parent[key] !== null && !Array.isArray(parent[key]))
    (parent[key] as Record<string, unknown>).extra = 1;
  return copy;
}

describe('canonicalPlanList (the pricing table’s zod-free fast path)', () => {
  test('takes the catalogue as the API sends it, exactly as the schema reads it', () => {
    const body = { items: demoCatalogue() };
    const parsed = schema(body);
    expect(parsed.success).toBe(true);
    expect(canonicalPlanList(body)).toEqual(parsed.success ? parsed.data.items : null);
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
    expect(canonicalPlanList({ items: [edit(first as PricedPlan), ...rest] })).toBeUndefined();
  });

  test('whatever it accepts, the schema accepts with the same result', () => {
    const plans = demoCatalogue();
    const odd = fc.constantFrom<unknown>(
      null,
      '',
      ' padded ',
      'x',
      'invoicing-pyme',
      -1,
      0,
      1,
      2,
      1.5,
      2 ** 60,
      true,
      [],
      {},
    );
    const edit: fc.Arbitrary<Edit> = fc.oneof(
      odd.map((value) => ({ kind: 'set' as const, value })),
      fc.constant({ kind: 'delete' as const }),
      fc.constant({ kind: 'extra' as const }),
    );
    const body = fc
      .integer({ min: 0, max: plans.length - 1 })
      .chain((index) => fc.tuple(fc.constant(index), fc.constantFrom(...pathsOf(plans[index])), edit))
      .map(([index, path, change]) => ({
        items: plans.map((plan, position) => (position === index ? edited(plan, path, change) : plan)),
      }));
    fc.assert(
      fc.property(body, (candidate) => {
        const fast = canonicalPlanList(candidate);
        if (fast === undefined) return;
        const parsed = schema(candidate);
        expect(parsed.success).toBe(true);
        expect(fast).toEqual(parsed.success ? parsed.data.items : null);
      }),
      { numRuns: 3000 },
    );
  });
});
