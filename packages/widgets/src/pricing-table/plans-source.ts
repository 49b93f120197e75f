import type { RuntimeConfig } from '@facturo/sdk/config';
import { listPlans } from '@facturo/sdk/endpoints';
import type { ApiClient } from '@facturo/sdk/http';
import type { PricedPlan, ServiceId } from '@facturo/sdk/schemas';
import { takeEarlyRequest } from '../runtime/core/data/early-requests';
import type { WidgetPrefetchContext } from '../runtime/react/widget-root';
import { canonicalPlanList } from './plan-list-fast-path';
import { byTableOrder, readPlanList } from './plan-list-response';
import { plansUrl } from './plans-request';

// The API's usual answer is checked by hand, so the table shows without downloading the schema
// validator; any other answer goes to the contract's schema, which the client downloads then.
const fastCheck = (body: unknown) => {
  const items = canonicalPlanList(body);
  return items ? { items } : undefined;
};

/**
 * The plans `facturo.js` already asked for (`plans-request.ts`), when that request was the one the
 * client would send (same URL and language) and its answer is the usual one;
 * otherwise `undefined`, and the client asks (so failures are worded and retried the client's way).
 */
async function earlyPlans(config: RuntimeConfig, service: ServiceId) {
  const early = takeEarlyRequest(plansUrl(config.apiBaseUrl, service), config.locale);
  return early ? readPlanList(early) : undefined;
}

/**
 * The plans of a service from `GET /plans?service=…`, checked against the contract and in table
 * order. Prices, savings and unit costs come from the API as the sdk computed them; nothing is
 * recomputed here. With `config`, the answer to the loader's early request is used when there is one.
 */
export async function fetchPlans(
  client: ApiClient,
  service: ServiceId,
  config?: RuntimeConfig,
): Promise<PricedPlan[]> {
  const early = config ? await earlyPlans(config, service) : undefined;
  const { items } = early
    ? { items: early }
    : await client.call(listPlans, { query: { service } }, { check: fastCheck });
  return [...items].sort(byTableOrder);
}

/** The plans query of a widget: its cache key and how it fetches (the API, or the demo routes). */
export function plansQuery(
  { config, demo, connection }: WidgetPrefetchContext,
  service: ServiceId,
): { key: string; fetch: () => Promise<PricedPlan[]> } {
  return {
    key: `plans|${demo ? 'demo' : config.apiBaseUrl}|${service}`,
    // A signed-in visitor's request carries the session; the loader's early one does not.
    fetch: () =>
      fetchPlans(connection.client, service, demo || connection.session.accessToken ? undefined : config),
  };
}
