import type { AnyEndpoint, RefOutput } from '@facturo/sdk/endpoints';
import type { Principal } from '../permissions/principal';
import type { Authenticator, AuthenticatorFor } from './authenticator';
import type {
  DeclaredErrors,
  ResponseDoc,
  RouteContext,
  RouteDefinition,
  RouteMethod,
  RouteResult,
} from './route-definition';
import { lazyRouteSchemas } from './route-schemas';

/** The parsed (output) type of a contract's params, query or body; `undefined` when it has none. */
export type ParsedPart<E extends AnyEndpoint, K extends 'params' | 'query' | 'body'> = E extends {
  readonly [P in K]: infer R;
}
  ? RefOutput<R>
  : undefined;

/** The caller an authenticator yields: its principal, or `null` without one (public contracts). */
export type PrincipalOf<A> = A extends Authenticator<infer P extends Principal> ? P : null;

/** What the handler of contract `E`, authenticated by `A`, receives. */
export type EndpointContext<E extends AnyEndpoint, A> = RouteContext<
  ParsedPart<E, 'body'>,
  ParsedPart<E, 'query'>,
  ParsedPart<E, 'params'>,
  PrincipalOf<A>
>;

// A public contract takes no authenticator; any other takes one of its kind (`A`, constrained below).
type AuthOption<E extends AnyEndpoint, A> = E['auth'] extends 'public'
  ? { readonly auth?: null }
  : { readonly auth: A };

/** The descriptions of the answers: the contract's success status (required) and any other (304). */
export type ResponseDocs<E extends AnyEndpoint> = { readonly [S in E['status']]: ResponseDoc } & Readonly<
  Partial<Record<number, ResponseDoc>>
>;

/**
 * How the API serves a contract: what only the server knows. Method, path, schemas, success status,
 * content type and operation id are the contract's and are not repeated here.
 */
export type EndpointImplementation<E extends AnyEndpoint, A> = AuthOption<E, A> & {
  /** Groups the operation in the reference (usually the module's title). */
  readonly tag: string;
  readonly summary: string;
  /** Markdown: rules, roles, side effects. The contract's scopes are added to it in OpenAPI. */
  readonly description?: string;
  readonly responses: ResponseDocs<E>;
  /** Error codes this route answers with, by status (generic validation and auth errors are added). */
  readonly errors?: DeclaredErrors;
  /** Overrides the configured body-size cap for this route. */
  readonly bodyLimitBytes?: number;
  /** Readable from any origin without credentials (public catalogue data). */
  readonly publicCors?: boolean;
  handler(ctx: EndpointContext<E, A>): RouteResult | Promise<RouteResult>;
};

/**
 * Implements an sdk contract: the route answers the contract's method and path, validates with its
 * schemas (loaded on first use) and is documented from it. `auth` must be an authenticator of the
 * contract's `auth` kind, and none for a `public` contract: anything else does not compile (and
 * `mountRoutes` refuses it too). The handler's `params`, `query` and `body` are the schemas' parsed
 * types; its `principal` is the authenticator's.
 * @example
 * export const listPrefixesRoute = implementEndpoint(listPrefixes, {
 *   auth: userAuth,
 *   tag: 'Prefixes',
 *   summary: 'Numbering resolutions (prefixes)',
 *   responses: { 200: { description: 'The prefixes.' } },
 *   errors: { 403: ['forbidden'], 404: ['not_found'] },
 *   handler: async ({ deps, principal, params }) => ({
 *     status: 200,
 *     body: { items: await listPrefixesOf(deps, principal, params.organizationId) },
 *   }),
 * });
 */
export function implementEndpoint<
  E extends AnyEndpoint,
  A extends AuthenticatorFor<E['auth']> = AuthenticatorFor<E['auth']>,
>(contract: E, implementation: EndpointImplementation<E, A>): RouteDefinition {
  const { auth, handler, ...documentation } = implementation as EndpointImplementation<E, A> & {
    auth?: Authenticator | null;
  };
  return {
    ...documentation,
    contract,
    method: contract.method.toLowerCase() as RouteMethod,
    path: contract.path,
    auth: auth ?? null,
    params: contract.params,
    query: contract.query,
    body: contract.body,
    schemas: lazyRouteSchemas(contract),
    handler: handler as RouteDefinition['handler'],
  };
}
