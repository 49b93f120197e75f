import type { ApiKeyScope } from '../schemas/integrator.constants';
import type { RefInput, RefOutput, SchemaRef } from './schema-ref';

/** The methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint: anyone (`public`); a signed-in user (`user`); a signed-in buyer, whose
 * missing credentials answer `login_required` instead of `authentication_required` (`purchaser`);
 * an integrator's API key (`apiKey`); a user or a widget session issued from an API key
 * (`userOrWidgetSession`).
 */
export type EndpointAuth = 'public' | 'user' | 'purchaser' | 'apiKey' | 'userOrWidgetSession';

/** The non-JSON answers an endpoint may produce. */
export type ProducedType =
  | 'text/csv'
  | 'text/html'
  | 'text/plain'
  | 'application/pdf'
  | 'application/xml'
  | 'application/zip'
  | 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The success statuses an endpoint answers with. */
export type SuccessStatus = 200 | 201 | 202 | 204;

/**
 * One endpoint of the Facturo API, declared once for the server and every client: the server
 * validates and documents with it (OpenAPI), clients build the request and check the answer with it.
 * Paths and fields are camelCase here; the wire is snake_case.
 */
export interface EndpointSpec {
  /** Unique, camelCase, the same as the exported constant (`listPlans`). */
  readonly operationId: string;
  readonly method: HttpMethod;
  /** Under the API base URL, OpenAPI style: `/organizations/{organizationId}/members`. */
  readonly path: `/${string}`;
  readonly auth: EndpointAuth;
  /** The scopes an API key or widget session needs (users need the matching permission instead). */
  readonly scopes?: readonly ApiKeyScope[];
  readonly params?: SchemaRef;
  readonly query?: SchemaRef;
  readonly body?: SchemaRef;
  /** The success status. */
  readonly status: SuccessStatus;
  /** The JSON body of the success answer; absent for 204 and for `produces`. */
  readonly response?: SchemaRef;
  /**
   * A non-JSON success answer: a file (CSV or Excel export, PDF, XML, zip), which clients get as a Blob, or an
   * HTML page, which they get as text.
   */
  readonly produces?: ProducedType;
  /**
   * Sent to the configured `authUrl` and never answered by a token refresh: the account endpoints
   * that create, renew or end a session themselves.
   */
  readonly authServer?: boolean;
  /** Carries the refresh cookie across origins (login, refresh, logout). */
  readonly cookies?: boolean;
  /** Requires an `Idempotency-Key` header: one key per attempt, the same key on every retry. */
  readonly idempotent?: boolean;
}

/** Any endpoint, with its types erased. */
export type AnyEndpoint = EndpointSpec;

type InputOf<E, K extends 'params' | 'query' | 'body'> = E extends { readonly [P in K]: infer R }
  ? RefInput<R>
  : never;

// The type an object with no required keys is assignable from.
type Empty = Record<never, never>;

// An input part is optional when everything in it is (a query of filters only).
type Part<K extends string, T> = [T] extends [never]
  ? unknown
  : Empty extends T
    ? { readonly [P in K]?: T }
    : { readonly [P in K]: T };

/** What a call sends: path parameters, query and body, each present only when the endpoint has one. */
export type EndpointInput<E extends EndpointSpec> = Part<'params', InputOf<E, 'params'>> &
  Part<'query', InputOf<E, 'query'>> &
  Part<'body', InputOf<E, 'body'>>;

/** What a call resolves to: the parsed JSON answer, the Blob of a file, the text of a page, or nothing. */
export type EndpointOutput<E extends EndpointSpec> = E extends {
  readonly produces:
    | 'text/csv'
    | 'application/pdf'
    | 'application/xml'
    | 'application/zip'
    | 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
}
  ? Blob
  : E extends { readonly produces: string }
    ? string
    : E extends { readonly response: infer R }
      ? RefOutput<R>
      : undefined;

/** `true` when a call must pass an input object (it has path parameters or a body). */
export type InputRequired<E extends EndpointSpec> = Empty extends EndpointInput<E> ? false : true;

/**
 * Declares an endpoint. The literal types are kept, so a client call is typed from the schemas.
 * @example
 * const plans = schemaModule('plan.schema', () => import('../schemas/plan.schema'));
 * export const listPlans = defineEndpoint({
 *   operationId: 'listPlans', method: 'GET', path: '/plans', auth: 'public', status: 200,
 *   query: plans('planListQuerySchema'), response: plans('planListResponseSchema'),
 * });
 */
export function defineEndpoint<const E extends EndpointSpec>(spec: E): E {
  return Object.freeze(spec);
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** The names of a path's parameters, in order (`/a/{x}/b/{y}` → `['x', 'y']`). */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(PLACEHOLDER)].map((match) => match[1] as string);
}

/**
 * The path of a call, each `{name}` replaced by its encoded value. A missing value is a programming
 * error (the types prevent it), so it throws with the endpoint and parameter named.
 */
export function endpointPath(endpoint: Pick<EndpointSpec, 'path' | 'operationId'>, params?: object): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return endpoint.path.replace(PLACEHOLDER, (_placeholder, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') {
      throw new TypeError(`Facturo: ${endpoint.operationId} needs the path parameter "${name}".`);
    }
    return encodeURIComponent(String(value));
  });
}
