import type { PricedPlan } from '@facturo/sdk/schemas';
import { canonicalPlanList } from './plan-list-fast-path';

// The sdk's `camelize` (humps' rule: numeric keys unchanged, separators dropped with the next letter
// upper-cased, first letter lower-cased), for JSON answers read without the client. A key it would
// convert differently only makes the answer fail the fast check, and the client asks again.
const camelize = (key: string) => {
  if (!Number.isNaN(+key)) return key;
  const joined = key.replace(/[-_\s]+(.)?/g, (_match, next: string | undefined) => next?.toUpperCase() ?? '');
  return joined.charAt(0).toLowerCase() + joined.slice(1);
};
const camelKeys = (_key: string, value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).map(([key, child]) => [camelize(key), child]))
    : value;

/** The order of the cards in a table: the catalogue's `sortOrder`. */
export const byTableOrder = (a: PricedPlan, b: PricedPlan) => a.sortOrder - b.sortOrder;

/**
 * The plans of a `GET /plans` answer read without the widgets' HTTP client (the loader's early
 * request): a successful JSON answer that is exactly the usual one (`canonicalPlanList`), in the
 * API's order; `undefined` for anything else (a failure, another shape), which only the client words.
 */
export async function readPlanList(answer: Promise<Response>): Promise<PricedPlan[] | undefined> {
  try {
    const response = await answer;
    if (!response.ok || !response.headers.get('Content-Type')?.includes('json')) return undefined;
    return canonicalPlanList(JSON.parse(await response.text(), camelKeys));
  } catch {
    return undefined;
  }
}
