import type { EndpointAuth } from '@facturo/sdk/endpoints';
import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env';
import type { Principal } from '../permissions/principal';
import type { AppDeps } from './app-deps';

/** The contract `auth` values that need a credential: every one but `public`, which has no authenticator. */
export type AuthenticatedKind = Exclude<EndpointAuth, 'public'>;

/**
 * Turns a request into a {@link Principal} or throws a 401 `ApiProblem`. Each scheme (user bearer
 * tokens, purchasers, API keys, widget sessions) is one authenticator, documented in OpenAPI, and
 * serves the contracts whose `auth` is its {@link Authenticator.kind}.
 */
export interface Authenticator<
  P extends Principal = Principal,
  K extends AuthenticatedKind = AuthenticatedKind,
> {
  /**
   * The contract `auth` it implements (`user`, `purchaser`, `apiKey`, `userOrWidgetSession`):
   * `implementEndpoint` accepts it only for contracts that say the same, and mounting checks again.
   */
  readonly kind: K;
  /** Name of the OpenAPI security scheme, e.g. `bearerAuth`. */
  readonly scheme: string;
  /** The OpenAPI security-scheme object. */
  readonly securityScheme: Readonly<Record<string, unknown>>;
  authenticate(c: Context<AppEnv>, deps: AppDeps): Promise<P>;
}

/** The authenticator a contract's `auth` calls for: none (`null`) for `public`, one of that kind otherwise. */
export type AuthenticatorFor<K extends EndpointAuth> = K extends AuthenticatedKind
  ? Authenticator<Principal, K>
  : null;

/** The contract `auth` an authenticator stands for: its kind, or `public` without one. */
export const authKindOf = (auth: Authenticator | null): EndpointAuth => auth?.kind ?? 'public';
