import type { OrganizationRole } from '@facturo/sdk/schemas';
import { ApiProblem } from '../../http/api-problem';
import type { UserPrincipal } from '../../identity/user-authenticator';

/** `true` when the organization, one of the principal's, is a clinic. */
function isClinic(principal: UserPrincipal, organizationId: string): boolean {
  return principal.memberships.some((m) => m.organizationId === organizationId && m.kind === 'clinic');
}

/**
 * In a clinic, the clinician role opens every clinical history at once: only an owner (who answers
 * for that data) grants it, takes it away or removes its holder. An admin manages the team but has
 * no clinical access, and must not be able to give it, to anyone or to themselves (403
 * `clinician_role_owner_only`). `roles` are the roles involved: the current one, the new one.
 */
export function requireOwnerForClinicalRole(
  principal: UserPrincipal,
  organizationId: string,
  roles: readonly (OrganizationRole | null)[],
): void {
  if (!roles.includes('clinician') || !isClinic(principal, organizationId)) return;
  const owner = principal.memberships.some((m) => m.organizationId === organizationId && m.role === 'owner');
  if (!owner) throw new ApiProblem(403, 'clinician_role_owner_only');
}
