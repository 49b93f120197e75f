import type { ApiKeyScope } from '@facturo/sdk/schemas';
import { ApiProblem } from '../http/api-problem';
import { authorize } from '../permissions/authorize';
import type { Principal } from '../permissions/principal';
import { effectiveScopes, isScoped, SCOPE_GRANTS } from './scoped-principal';

/**
 * Checks that the caller may use `capability` in `organizationId`. A user needs the CASL rule the
 * scope stands for (`invoices:export` → read Invoice); an API key or widget session needs the scope
 * itself (403 `scope_missing`) and is limited to its own organization (404 for any other).
 */
export function requireCapability(
  principal: Principal,
  capability: ApiKeyScope,
  organizationId: string,
): void {
  if (isScoped(principal)) {
    if (principal.organizationId !== organizationId) throw new ApiProblem(404, 'not_found');
    if (!effectiveScopes(principal.scopes).has(capability)) throw new ApiProblem(403, 'scope_missing');
  }
  const { action, subject } = SCOPE_GRANTS[capability];
  authorize(principal, action, subject, organizationId);
}

/**
 * The organization an organization-wide endpoint (`/invoices`, `/subscriptions`, `/billing/schedule`)
 * works on: the one asked for (`organization_id`), else a scoped credential's own, else the user's
 * only one. `null` when the user belongs to none yet (a buyer before the first purchase); 400
 * `organization_required` when they belong to several and did not say which.
 */
export function resolveOrganization(principal: Principal, requested: string | undefined): string | null {
  if (requested) return requested;
  if (isScoped(principal)) return principal.organizationId;
  if (principal.organizationIds.length === 1) return principal.organizationIds[0] as string;
  if (principal.organizationIds.length === 0) return null;
  throw new ApiProblem(400, 'organization_required');
}
