import { listPlans } from '@facturo/sdk/endpoints';
import type { ApiClient } from '@facturo/sdk/http';
import type { PricedPlan, ServiceId } from '@facturo/sdk/schemas';
import type { WidgetPrefetchContext } from '../runtime/react/widget-root';
import { canonicalPlanList } from './plan-list-fast-path';

const byOrder = (a: PricedPlan, b: PricedPlan) => a.sortOrder - b.sortOrder;

// The API's usual answer is checked by hand, so the table shows without downloading the schema
// validator; any other answer goes to the contract's schema, which the client downloads then.
const fastCheck = (body: unknown) => {
  const items = canonicalPlanList(body);
  return items ? { items } : undefined;
};

/**
 * The plans of a service from `GET /plans?service=…`, checked against the contract and in table
 * order. Prices, savings and unit costs come from the API as the sdk computed them; nothing is
 * recomputed here.
 */
export async function fetchPlans(client: ApiClient, service: ServiceId): Promise<PricedPlan[]> {
  const { items } = await client.call(listPlans, { query: { service } }, { check: fastCheck });
  return [...items].sort(byOrder);
}

/** The plans query of a widget: its cache key and how it fetches (the API, or the demo routes). */
export function plansQuery(
  { config, demo, connection }: WidgetPrefetchContext,
  service: ServiceId,
): { key: string; fetch: () => Promise<PricedPlan[]> } {
  return {
    key: `plans|${demo ? 'demo' : config.apiBaseUrl}|${service}`,
    fetch: () => fetchPlans(connection.client, service),
  };
}
