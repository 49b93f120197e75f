import { decamelizeKeys } from '@facturo/sdk/http';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { safeParse } from 'zod/mini';
import { ApiProblem } from '../http/api-problem';
import type { AppEnv } from '../http/app-env';
import { clientIp } from '../http/client-ip';
import { readJsonBody, readParams, readQuery, validateInput } from '../http/parse-input';
import { i18nFor } from '../http/request-locale';
import type { AppDeps } from '../kernel/app-deps';
import {
  honoPath,
  type JsonResult,
  type RouteDefinition,
  type RouteResult,
} from '../kernel/route-definition';

async function runRoute(route: RouteDefinition, c: Context<AppEnv>, deps: AppDeps): Promise<Response> {
  const locale = c.get('locale');
  const { t } = i18nFor(locale);
  const principal = route.auth ? await route.auth.authenticate(c, deps) : null;
  if (principal?.userId) c.set('userId', principal.userId);

  const params = route.params ? validateInput(route.params, readParams(c), t, 400) : undefined;
  const query = route.query ? validateInput(route.query, readQuery(c), t, 400) : undefined;
  const body = route.body ? validateInput(route.body, await readJsonBody(c), t, 422) : undefined;

  const result = await route.handler({
    body,
    query,
    params,
    principal,
    deps,
    locale,
    t,
    clientIp: clientIp(c, deps.config.trustProxy),
    requestId: c.get('requestId'),
    c,
  });
  return toResponse(route, c, deps, result);
}

function toResponse(
  route: RouteDefinition,
  c: Context<AppEnv>,
  deps: AppDeps,
  result: RouteResult,
): Response {
  if (result instanceof Response) return result;
  const { status, body, headers } = result as JsonResult;
  if (status === 204) return c.body(null, 204, headers);
  const schema = route.responses[status]?.schema;
  if (deps.config.validateResponses && schema) {
    const checked = safeParse(schema, body);
    if (!checked.success) {
      // The documentation would lie; in tests this fails loudly instead of shipping.
      throw new Error(
        `${route.method.toUpperCase()} ${route.path} answered ${status} with a body that does not match its schema: ${JSON.stringify(checked.error.issues).slice(0, 2000)}`,
      );
    }
  }
  return c.json(decamelizeKeys(body) as object, status, headers);
}

/**
 * Mounts route definitions on a Hono app: per-route body cap, authentication, validation of
 * params, query and body with the route's schemas, and snake_case JSON out.
 */
export function mountRoutes(app: Hono<AppEnv>, routes: readonly RouteDefinition[], deps: AppDeps): void {
  for (const route of routes) {
    const limit = bodyLimit({
      maxSize: route.bodyLimitBytes ?? deps.config.bodyLimitBytes,
      onError: () => {
        throw new ApiProblem(413, 'payload_too_large');
      },
    });
    app.on(route.method.toUpperCase(), honoPath(route.path), limit, (c) => runRoute(route, c, deps));
  }
}
