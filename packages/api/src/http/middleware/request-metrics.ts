import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Metrics } from '../../observability/metrics';
import type { AppEnv } from '../app-env';

/**
 * Times every request into the metrics, labelled with the route pattern that answered it (so ids in
 * paths never multiply the series); a path no route matched is `unmatched`.
 */
export function requestMetrics(metrics: Metrics): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const route = routePath(c, -1);
      metrics.observeRequest({
        method: c.req.method,
        route: route && route !== '*' && route !== '/*' ? route : 'unmatched',
        status: c.res.status,
        seconds: (performance.now() - started) / 1000,
      });
    }
  };
}
