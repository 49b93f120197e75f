import { decamelizeKeys } from '@facturo/sdk/http';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { safeParse } from 'zod/mini';
import type { AppEnv } from '../http/app-env';
import { clientIp } from '../http/client-ip';
import { payloadTooLarge } from '../http/error-response';
import { readJsonBody, readParams, readQuery, validateInput } from '../http/parse-input';
import { i18nFor } from '../http/request-locale';
import type { AppDeps } from '../kernel/app-deps';
import {
  honoPath,
  type JsonResult,
  type RouteDefinition,
  type RouteResult,
  type RouteSchemas,
  routeLabel,
} from '../kernel/route-definition';
import { contractMismatch } from './contract-mismatch';

async function runRoute(route: RouteDefinition, c: Context<AppEnv>, deps: AppDeps): Promise<Response> {
  const locale = c.get('locale');
  const { t } = i18nFor(locale);
  const principal = route.auth ? await route.auth.authenticate(c, deps) : null;
  if (principal?.userId) c.set('userId', principal.userId);

  const schemas = await route.schemas();
  const params = schemas.params ? validateInput(schemas.params, readParams(c), t, 400) : undefined;
  const query = schemas.query ? validateInput(schemas.query, readQuery(c), t, 400) : undefined;
  const body = schemas.body ? validateInput(schemas.body, await readJsonBody(c), t, 422) : undefined;

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
    // Routes mounted without the app's middleware (some tests) get a signal that never fires.
    signal: c.get('signal') ?? new AbortController().signal,
    c,
  });
  return toResponse(route, schemas, c, deps, result);
}

// The documentation would lie; in tests (`validateResponses`) this fails loudly instead of shipping.
function contractBroken(route: RouteDefinition, status: number, problem: string): Error {
  return new Error(`${routeLabel(route)} answered ${status}, ${problem}`);
}

function checkStatus(route: RouteDefinition, status: number): void {
  if (status === route.contract?.status || route.responses[status]) return;
  throw contractBroken(
    route,
    status,
    `a status its contract (${route.contract?.status ?? 'none'}) and its responses do not declare`,
  );
}

function toResponse(
  route: RouteDefinition,
  schemas: RouteSchemas,
  c: Context<AppEnv>,
  deps: AppDeps,
  result: RouteResult,
): Response {
  const check = deps.config.validateResponses;
  if (result instanceof Response) {
    if (check) checkStatus(route, result.status);
    return result;
  }
  const { status, body, headers } = result as JsonResult;
  if (check) checkStatus(route, status);
  if (status === 204) return c.body(null, 204, headers);
  const schema = status === route.contract?.status ? schemas.response : undefined;
  if (check && schema) {
    const checked = safeParse(schema, body);
    if (!checked.success) {
      throw contractBroken(
        route,
        status,
        `with a body that does not match its contract's schema: ${JSON.stringify(checked.error.issues).slice(0, 2000)}`,
      );
    }
  }
  return c.json(decamelizeKeys(body) as object, status, headers);
}

/**
 * Mounts routes on a Hono app, in the order given (`/invoices/export.csv` before
 * `/invoices/{invoiceId}`): per-route body cap, authentication, validation of params, query and
 * body with the contract's schemas (loaded on a route's first request), and snake_case JSON out.
 * A route whose authenticator or path disagrees with its contract, or that has no contract and is
 * not a hidden asset, is refused here, before the app answers anything.
 */
export function mountRoutes(app: Hono<AppEnv>, routes: readonly RouteDefinition[], deps: AppDeps): void {
  for (const route of routes) {
    const mismatch = contractMismatch(route);
    if (mismatch) throw new Error(`${routeLabel(route)}: ${mismatch}`);
    const handle = (c: Context<AppEnv>) => runRoute(route, c, deps);
    // A GET's body is never read, so it needs no cap; and the cap's check (`c.req.raw.body`) would
    // build a whole fetch Request for every read (5 % of the API's CPU under load on the invoice page).
    if (route.method === 'get') {
      app.on('GET', honoPath(route.path), handle);
      continue;
    }
    const limit = bodyLimit({
      maxSize: route.bodyLimitBytes ?? deps.config.bodyLimitBytes,
      onError: () => {
        throw payloadTooLarge();
      },
    });
    app.on(route.method.toUpperCase(), honoPath(route.path), limit, handle);
  }
}
