import { Hono } from 'hono';
import { notFound } from '../http/api-problem';
import type { AppEnv } from '../http/app-env';
import { problemResponse, toProblem } from '../http/error-response';
import { cors } from '../http/middleware/cors';
import { requestContext } from '../http/middleware/request-context';
import { requestDeadline } from '../http/middleware/request-deadline';
import { requestMetrics } from '../http/middleware/request-metrics';
import { securityHeaders } from '../http/middleware/security-headers';
import type { ApiModule } from '../kernel/api-module';
import type { AppDeps } from '../kernel/app-deps';
import { honoPath, type RouteDefinition, type RouteMethod } from '../kernel/route-definition';
import { apiModules } from '../modules/index';
import { mountOpenApi, OPENAPI_DOCUMENT_PATH } from '../openapi/openapi.routes';
import { mountRoutes } from './mount-routes';

/** Where every route is mounted. */
export const API_PREFIX = '/api/v1';

/**
 * The routes an app serves, in mounting order: every module's, minus `/dev/*` when development
 * routes are off. (The OpenAPI document and reference page that describe them are served beside
 * them, not as routes.)
 */
export function appRoutes(
  deps: Pick<AppDeps, 'config'>,
  modules: readonly ApiModule[] = apiModules,
): RouteDefinition[] {
  return modules
    .flatMap((module) => module.routes)
    .filter((route) => deps.config.devRoutes || !route.path.startsWith('/dev/'));
}

function publicPathMatcher(routes: readonly RouteDefinition[]) {
  const publicRoutes: { method: RouteMethod; path: string }[] = [
    ...routes.filter((route) => route.publicCors),
    { method: 'get', path: OPENAPI_DOCUMENT_PATH },
  ];
  const patterns = publicRoutes.map((route) => ({
    method: route.method.toUpperCase(),
    regex: new RegExp(`^${API_PREFIX}${honoPath(route.path).replace(/:\w+/g, '[^/]+')}$`),
  }));
  return (method: string, path: string) => patterns.some((p) => p.method === method && p.regex.test(path));
}

/**
 * The API as a Hono app: request id, language and access log; security headers; CORS; every
 * module's routes under `/api/v1` (each implementing its sdk contract; schemas load on first use,
 * so this stays synchronous) with their OpenAPI document and reference page; and errors (including unknown routes) in the
 * `{ code, message, field_errors }` shape. Everything it touches comes from `deps`.
 */
export function createApp(deps: AppDeps, options: { modules?: readonly ApiModule[] } = {}): Hono<AppEnv> {
  const routes = appRoutes(deps, options.modules);
  const app = new Hono<AppEnv>();
  app.use('*', requestContext(deps.logger));
  app.use('*', requestMetrics(deps.metrics));
  app.use('*', requestDeadline(deps.config.requestTimeoutMs));
  app.use('*', securityHeaders(deps.config.environment === 'production'));
  app.use('*', cors({ allowedOrigins: deps.config.corsOrigins, isPublicPath: publicPathMatcher(routes) }));
  const api = new Hono<AppEnv>();
  mountRoutes(api, routes, deps);
  mountOpenApi(api, routes, { tryItOut: deps.config.devRoutes });
  app.route(API_PREFIX, api);
  app.notFound((c) => problemResponse(c, notFound()));
  app.onError((error, c) => {
    const { problem, unexpected } = toProblem(error);
    if (unexpected) {
      deps.logger.error({ requestId: c.get('requestId'), err: error }, 'unhandled error');
    } else if (problem.message !== problem.code) {
      deps.logger.debug(
        { requestId: c.get('requestId'), code: problem.code, detail: problem.message },
        'request rejected',
      );
    }
    return problemResponse(c, problem);
  });
  return app;
}
