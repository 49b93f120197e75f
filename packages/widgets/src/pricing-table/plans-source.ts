import {
  type HttpClient,
  type PricedPlan,
  planListResponseSchema,
  type ServiceId,
  validate,
} from '@facturo/sdk';

/** Thrown when the API answers with something that is not a plan list (a proxy page, an old API). */
export class PlanListFormatError extends Error {
  override readonly name = 'PlanListFormatError';
}

const byOrder = (a: PricedPlan, b: PricedPlan) => a.sortOrder - b.sortOrder;

/**
 * The plans of a service from `GET /plans?service=…`, validated with the sdk's schema and in table
 * order. Prices, savings and unit costs come from the API as the sdk computed them; nothing is
 * recomputed here.
 */
export async function fetchPlans(client: HttpClient, service: ServiceId): Promise<PricedPlan[]> {
  const body = await client.get<unknown>('/plans', { query: { service } });
  // Only success matters here; the messages of a malformed payload are for developers, not visitors.
  const parsed = validate(planListResponseSchema, body, (key) => key);
  if (!parsed.success) {
    throw new PlanListFormatError(
      `GET /plans?service=${service} did not return { items: PricedPlan[] }; check that api-base points at a Facturo API.`,
    );
  }
  return [...parsed.data.items].sort(byOrder);
}

/** The built-in example plans of a service (the `demo` attribute); loaded only when asked for. */
export async function demoPlans(service: ServiceId): Promise<PricedPlan[]> {
  const { demoCatalogue } = await import('./pricing-table.fixtures');
  return demoCatalogue()
    .filter((plan) => plan.serviceId === service)
    .sort(byOrder);
}
