import type { RuntimeConfig } from '@facturo/sdk/config';
import { listPlans } from '@facturo/sdk/endpoints';
import type { ApiClient } from '@facturo/sdk/http';
import type { PricedPlan, ServiceId } from '@facturo/sdk/schemas';
import { takeEarlyRequest } from '../runtime/core/data/early-requests';
import type { WidgetPrefetchContext } from '../runtime/react/widget-root';
import { canonicalPlanList } from './plan-list-fast-path';
import { plansUrl } from './plans-request';

const byOrder = (a: PricedPlan, b: PricedPlan) => a.sortOrder - b.sortOrder;

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
  if (!early) return undefined;
  try {
    const response = await early;
    if (!response.ok || !response.headers.get('Content-Type')?.includes('json')) return undefined;
    return canonicalPlanList(JSON.parse(await response.text(), camelKeys));
  } catch {
    return undefined;
  }
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
  return [...items].sort(byOrder);
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
