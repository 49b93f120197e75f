import { type PricedPlan, planListResponseSchema } from '@facturo/sdk/schemas';
import { validate } from '@facturo/sdk/validation';

/**
 * A `GET /plans` body checked with the sdk's schema: the plans, or `undefined` when it is not a plan
 * list. Loaded only for bodies the fast path (`canonicalPlanList`) leaves undecided.
 */
export function parsePlanList(body: unknown): PricedPlan[] | undefined {
  // Only success matters here; the messages of a malformed payload are for developers, not visitors.
  const parsed = validate(planListResponseSchema, body, (key) => key);
  return parsed.success ? parsed.data.items : undefined;
}
