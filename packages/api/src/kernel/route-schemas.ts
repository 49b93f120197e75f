import type { AnyEndpoint } from '@facturo/sdk/endpoints';
import { onceAsync } from './once-async';
import type { RouteSchemas } from './route-definition';

/**
 * A loader of a contract's schemas that imports them on its first call and hands every later call
 * the same result. Contracts reference their schemas lazily (a browser downloads zod only when it
 * validates), so building the app stays synchronous and cheap: a route loads its schemas when it
 * first answers, and the OpenAPI document when it is first asked for. A failed import is not kept,
 * so the next call tries again.
 */
export function lazyRouteSchemas(contract: AnyEndpoint): () => Promise<RouteSchemas> {
  return onceAsync(async () => {
    const [params, query, body, response] = await Promise.all([
      contract.params?.load(),
      contract.query?.load(),
      contract.body?.load(),
      contract.response?.load(),
    ]);
    return { params, query, body, response };
  });
}
