import type { Translate } from '@facturo/sdk/i18n';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type * as z from 'zod/mini';
import type { ErrorCode } from '../http/api-problem';
import type { AppEnv } from '../http/app-env';
import type { Schema } from '../http/parse-input';
import type { ApiLocale } from '../http/request-locale';
import type { Principal } from '../permissions/principal';
import type { AppDeps } from './app-deps';
import type { Authenticator } from './authenticator';

/** The parsed value of an optional schema (`undefined` when the route has none). */
export type Parsed<S> = S extends Schema ? z.output<S> : undefined;

/** HTTP methods a route may use. */
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A documented response. */
export interface ResponseSpec {
  description: string;
  /** camelCase schema of the body; sent in snake_case. */
  schema?: Schema;
  /** Defaults to `application/json`. */
  contentType?: string;
}

/** What a handler receives: validated camelCase input, the caller and the app's dependencies. */
export interface RouteContext<Body, Query, Params, P> {
  body: Body;
  query: Query;
  params: Params;
  /** The authenticated caller; `null` on public routes. */
  principal: P;
  deps: AppDeps;
  /** The language of the answer (`Accept-Language`: es by default, en). */
  locale: ApiLocale;
  t: Translate;
  /** The caller's IP (from `X-Forwarded-For` only when `trustProxy` is on). */
  clientIp: string;
  requestId: string;
  /** The raw Hono context, for cookies and headers. */
  c: Context<AppEnv>;
}

/** A JSON answer: `body` is camelCase and goes out in snake_case. */
export interface JsonResult {
  status: ContentfulStatusCode | 204;
  body?: unknown;
  headers?: Record<string, string>;
}

/** What a handler returns: a JSON result, or a ready `Response` (HTML pages, files). */
export type RouteResult = JsonResult | Response;

type PrincipalOf<A> = A extends Authenticator<infer P> ? P : null;

/** The declaration of one endpoint: validation, documentation and behaviour in one place. */
export interface RouteSpec<
  Body extends Schema | undefined,
  Query extends Schema | undefined,
  Params extends Schema | undefined,
  Auth extends Authenticator | null,
> {
  method: HttpMethod;
  /** OpenAPI-style path under `/api/v1`, e.g. `/organizations/{organizationId}`. */
  path: `/${string}`;
  /** Groups the operation in the reference (usually the module's title). */
  tag: string;
  /** Unique, camelCase; defaults to method + path. */
  operationId?: string;
  summary: string;
  description?: string;
  /** `null` for public routes. */
  auth: Auth;
  params?: Params;
  query?: Query;
  body?: Body;
  responses: Partial<Record<number, ResponseSpec>>;
  /** Error codes this route answers with, by status (generic validation and auth errors are added). */
  errors?: Partial<Record<number, readonly ErrorCode[]>>;
  /**
   * The route e-mails someone and answers 503 `try_again_later` when the mail server fails (it uses
   * `deliver`); the OpenAPI document then lists that error. Leave it off when a mail failure cannot
   * change the answer (`deliverQuietly`, deferred work).
   */
  sendsEmail?: boolean;
  /** Overrides the configured body-size cap for this route. */
  bodyLimitBytes?: number;
  /** Readable from any origin without credentials (public catalogue data). */
  publicCors?: boolean;
  /** Leaves the route out of the OpenAPI document (the document and docs page themselves). */
  hidden?: boolean;
  handler(
    ctx: RouteContext<Parsed<Body>, Parsed<Query>, Parsed<Params>, PrincipalOf<Auth>>,
  ): RouteResult | Promise<RouteResult>;
}

/** A route with its types erased, as modules export and the app mounts them. */
export interface RouteDefinition
  extends Omit<
    RouteSpec<Schema | undefined, Schema | undefined, Schema | undefined, Authenticator | null>,
    'handler'
  > {
  handler(ctx: RouteContext<unknown, unknown, unknown, Principal | null>): RouteResult | Promise<RouteResult>;
}

/**
 * Declares an endpoint. The handler's `body`, `query`, `params` and `principal` are typed from the
 * schemas and the authenticator.
 * @example
 * export const getHealth = defineRoute({
 *   method: 'get', path: '/health', tag: 'System', summary: 'Service health', auth: null,
 *   responses: { 200: { description: 'Up', schema: healthSchema } },
 *   handler: ({ deps }) => ({ status: 200, body: { status: 'ok', database: deps.databaseKind } }),
 * });
 */
export function defineRoute<
  Body extends Schema | undefined = undefined,
  Query extends Schema | undefined = undefined,
  Params extends Schema | undefined = undefined,
  Auth extends Authenticator | null = null,
>(spec: RouteSpec<Body, Query, Params, Auth>): RouteDefinition {
  return spec as unknown as RouteDefinition;
}

/** The Hono path of an OpenAPI path (`{id}` → `:id`). */
export const honoPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

/** The operation id of a route: its own, or one derived from method and path. */
export function operationIdOf(route: Pick<RouteDefinition, 'operationId' | 'method' | 'path'>): string {
  if (route.operationId) return route.operationId;
  const words = route.path
    .split('/')
    .filter(Boolean)
    .map((part) =>
      part
        .replace(/[{}]/g, '')
        .replace(/[^a-zA-Z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : '')),
    );
  return [route.method, ...words]
    .map((word, index) => (index === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('');
}
