import type { AnyEndpoint, HttpMethod, Schema, SchemaRef } from '@facturo/sdk/endpoints';
import type { Translate } from '@facturo/sdk/i18n';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '../http/api-problem';
import type { AppEnv } from '../http/app-env';
import type { ApiLocale } from '../http/request-locale';
import type { Principal } from '../permissions/principal';
import type { AppDeps } from './app-deps';
import type { Authenticator } from './authenticator';

/** A route's method as OpenAPI keys operations and Hono's `app.on` reads it (lower-cased). */
export type RouteMethod = Lowercase<HttpMethod>;

/** The description of one answer a route sends (its body schema, if any, is the contract's). */
export interface ResponseDoc {
  readonly description: string;
}

/** Error codes a route answers with, by status (validation and authentication codes are added). */
export type DeclaredErrors = Readonly<Partial<Record<number, readonly ErrorCode[]>>>;

/** A route's schemas once loaded: what validates its input and, in tests, its JSON answer. */
export interface RouteSchemas {
  readonly params?: Schema;
  readonly query?: Schema;
  readonly body?: Schema;
  /** The body of the contract's success status. */
  readonly response?: Schema;
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
  /** Fires on the request's deadline or when its client leaves: long work checks it between steps. */
  signal: AbortSignal;
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

/**
 * A route as modules export it and the app mounts and documents it. Build it with
 * `implementEndpoint(contract, …)`: method, path and the schema references are the contract's,
 * copied here for the mounter, OpenAPI and the suites that walk every route. Only the sandbox
 * card form's two static files go without a contract (`hiddenAssetRoute`).
 */
export interface RouteDefinition {
  /** The sdk contract the route implements; absent only on a hidden asset route. */
  readonly contract?: AnyEndpoint;
  readonly method: RouteMethod;
  /** OpenAPI-style path under `/api/v1`, e.g. `/organizations/{organizationId}`. */
  readonly path: `/${string}`;
  /** Groups the operation in the reference (usually the module's title). */
  readonly tag: string;
  readonly summary: string;
  readonly description?: string;
  /** `null` for public routes. */
  readonly auth: Authenticator | null;
  /** The contract's references: present when the route takes path parameters, a query or a body. */
  readonly params?: SchemaRef;
  readonly query?: SchemaRef;
  readonly body?: SchemaRef;
  /** The answers it documents: the contract's success status and any other it sends (304). */
  readonly responses: Readonly<Partial<Record<number, ResponseDoc>>>;
  readonly errors?: DeclaredErrors;
  /** Overrides the configured body-size cap for this route. */
  readonly bodyLimitBytes?: number;
  /** Readable from any origin without credentials (public catalogue data). */
  readonly publicCors?: boolean;
  /** Left out of the OpenAPI document: only the hidden asset routes. */
  readonly hidden?: boolean;
  /** The loaded schemas: the contract's references are resolved on first use and kept. */
  schemas(): Promise<RouteSchemas>;
  handler(ctx: RouteContext<unknown, unknown, unknown, Principal | null>): RouteResult | Promise<RouteResult>;
}

/** The Hono path of an OpenAPI path (`{id}` → `:id`). */
export const honoPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

/** `GET /invoices/{invoiceId}`: how messages name a route. */
export const routeLabel = (route: Pick<RouteDefinition, 'method' | 'path'>): string =>
  `${route.method.toUpperCase()} ${route.path}`;
