import type { HttpClient } from '@facturo/sdk/http';
import type { PricedPlan, ServiceId } from '@facturo/sdk/schemas';
import type { WidgetPrefetchContext } from '../runtime/react/widget-root';
import { canonicalPlanList } from './plan-list-fast-path';

/** Thrown when the API answers with something that is not a plan list (a proxy page, an old API). */
export class PlanListFormatError extends Error {
  override readonly name = 'PlanListFormatError';
}

const byOrder = (a: PricedPlan, b: PricedPlan) => a.sortOrder - b.sortOrder;

/**
 * The plans of a service from `GET /plans?service=…`, validated against the sdk's schema and in
 * table order. The API's usual answer is checked by hand (`canonicalPlanList`), so the table shows
 * without downloading the schema validator; any other answer waits for the schema itself. Prices,
 * savings and unit costs come from the API as the sdk computed them; nothing is recomputed here.
 */
export async function fetchPlans(client: HttpClient, service: ServiceId): Promise<PricedPlan[]> {
  const body = await client.get<unknown>('/plans', { query: { service } });
  const items = canonicalPlanList(body) ?? (await import('./plan-list-schema')).parsePlanList(body);
  if (!items) {
    throw new PlanListFormatError(
      `GET /plans?service=${service} did not return { items: PricedPlan[] }; check that api-base points at a Facturo API.`,
    );
  }
  return [...items].sort(byOrder);
}

/** The plans query of a widget: its cache key and how it fetches (the API, or the demo fixtures). */
export function plansQuery(
  { config, demo, connection }: WidgetPrefetchContext,
  service: ServiceId,
): { key: string; fetch: () => Promise<PricedPlan[]> } {
  return {
    key: `plans|${demo ? 'demo' : config.apiBaseUrl}|${service}`,
    fetch: () => (demo ? demoPlans(service) : fetchPlans(connection.client, service)),
  };
}

/** The built-in example plans of a service (the `demo` attribute); loaded only when asked for. */
export async function demoPlans(service: ServiceId): Promise<PricedPlan[]> {
  const { demoCatalogue } = await import('../demo/demo-catalogue.fixtures');
  return demoCatalogue()
    .filter((plan) => plan.serviceId === service)
    .sort(byOrder);
}
