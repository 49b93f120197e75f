import { authKindOf } from '../kernel/authenticator';
import type { RouteDefinition } from '../kernel/route-definition';

/**
 * Why a route cannot be mounted, or `undefined` when it serves its contract as written: the same
 * method and path, and an authenticator of the contract's `auth` kind (none for `public`). The types
 * of `implementEndpoint` already refuse a wrong authenticator; this catches what types cannot see
 * (a route object assembled or altered by hand). A route without a contract must be a hidden asset.
 */
export function contractMismatch(route: RouteDefinition): string | undefined {
  const { contract } = route;
  if (!contract) {
    return route.hidden ? undefined : 'only hidden asset routes may go without an sdk contract';
  }
  const auth = authKindOf(route.auth);
  if (auth !== contract.auth) {
    const given = route.auth ? `an authenticator of kind '${auth}'` : 'no authenticator';
    return `its contract ${contract.operationId} is '${contract.auth}', but it has ${given}`;
  }
  if (route.method.toUpperCase() !== contract.method || route.path !== contract.path) {
    return `its contract ${contract.operationId} is ${contract.method} ${contract.path}`;
  }
  if (route.hidden) return `its contract ${contract.operationId} must be documented, not hidden`;
  return undefined;
}
