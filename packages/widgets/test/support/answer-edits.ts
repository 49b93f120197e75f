import fc from 'fast-check';
import { expect } from 'vitest';

// For the zod-free fast checks of API answers (src/runtime/core/data/answer-checks.ts): bodies made by
// editing one place of a valid answer, and the property every fast check must hold against its schema.

type Path = (string | number)[];

/** Every place in a value a value sits, objects and arrays included. */
export function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  const entries = Array.isArray(value)
    ? value.map((item, index) => [index, item] as const)
    : Object.entries(value);
  return [prefix, ...entries.flatMap(([key, item]) => pathsOf(item, [...prefix, key]))];
}

/** One change at one place: a new value, the key removed, or an unknown key added beside it. */
export type Edit = { kind: 'set'; value: unknown } | { kind: 'delete' } | { kind: 'extra' };

/** A copy of `value` with `edit` made at `path`. */
export function edited(value: unknown, path: Path, edit: Edit): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
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

/** Values that break one rule or another of the contracts: wrong types, blanks, fractions, case. */
const odd = fc.constantFrom<unknown>(
  null,
  '',
  ' padded ',
  'x',
  'COP',
  'paid',
  'approved',
  'accepted',
  '1',
  'sandbox',
  '2026-11-20',
  '2026-02-30T10:00:00Z',
  '2026-11-20T15:00:00Z',
  '2026-11-20T15:00:00+0500',
  '00000000-0000-4000-8000-0000000000F1',
  '00000000-0000-0000-0000-000000000000',
  -1,
  0,
  1,
  1.5,
  2 ** 60,
  true,
  [],
  {},
);

const edits: fc.Arbitrary<Edit> = fc.oneof(
  odd.map((value) => ({ kind: 'set' as const, value })),
  fc.constant({ kind: 'delete' as const }),
  fc.constant({ kind: 'extra' as const }),
);

/** `valid` edited at one of its places, at random. */
export const editedBodies = (valid: unknown): fc.Arbitrary<unknown> =>
  fc.tuple(fc.constantFrom(...pathsOf(valid)), edits).map(([path, edit]) => edited(valid, path, edit));

/**
 * Asserts, over `runs` edited copies of `valid`, that whatever `fast` accepts the schema accepts too,
 * with the same result; `fast` may leave any body to the schema.
 */
export function assertFastCheckAgrees(
  valid: unknown,
  fast: (body: unknown) => unknown,
  schema: (body: unknown) => { success: true; data: unknown } | { success: false },
  runs = 3000,
): void {
  fc.assert(
    fc.property(editedBodies(valid), (candidate) => {
      const quick = fast(candidate);
      if (quick === undefined) return;
      const parsed = schema(candidate);
      expect(parsed.success).toBe(true);
      expect(quick).toEqual(parsed.success ? parsed.data : null);
    }),
    { numRuns: runs },
  );
}
