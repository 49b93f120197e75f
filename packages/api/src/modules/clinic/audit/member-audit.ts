import type { MembershipRoleChanged } from '../../../identity/membership-events';
import { actorNameOf } from '../display-name';
import { recordAudit } from './audit-trail';

/**
 * Records a member's role change in a clinic's audit trail (`member.role_change`, the membership as
 * the record): roles decide who reads clinical histories, so granting or taking that access is
 * answered for like reading them. It handles `membership.role_changed`, in the transaction of the
 * change itself; a company's role changes are not the clinic's to record.
 */
export async function recordRoleChange(change: MembershipRoleChanged): Promise<void> {
  const { trx, deps, principal, organizationId } = change;
  const clinic = principal.memberships.some(
    (membership) => membership.organizationId === organizationId && membership.kind === 'clinic',
  );
  if (!clinic) return;
  await recordAudit(
    trx,
    { deps, principal, organizationId, actorName: actorNameOf(principal.user), ...change.origin },
    [{ action: 'member.role_change', resourceId: change.membershipId }],
  );
}
