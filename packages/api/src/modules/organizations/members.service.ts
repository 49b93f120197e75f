import type { Member, OrganizationRole } from '@facturo/sdk/schemas';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.types';
import { ApiProblem, conflict, notFound } from '../../http/api-problem';
import type { RequestOrigin } from '../../identity/membership-events';
import type { UserPrincipal } from '../../identity/user-authenticator';
import type { AppDeps } from '../../kernel/app-deps';
import { authorize } from '../../permissions/authorize';
import { requireOwnerForClinicalRole } from './clinical-role';

const ownerRequired = () => new ApiProblem(403, 'owner_role_required');

/** The members of an organization, owners first. */
export async function listMembers(
  deps: AppDeps,
  principal: UserPrincipal,
  organizationId: string,
): Promise<Member[]> {
  authorize(principal, 'read', 'Member', organizationId);
  const rows = await deps.db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.userId')
    .select([
      'memberships.id',
      'memberships.userId',
      'memberships.role',
      'memberships.createdAt',
      'users.email',
      'users.firstName',
      'users.secondName',
      'users.firstSurname',
      'users.secondSurname',
    ])
    .where('memberships.organizationId', '=', organizationId)
    .orderBy('memberships.createdAt')
    .orderBy('memberships.id')
    .execute();
  const rank = (role: OrganizationRole) => (role === 'owner' ? 0 : 1);
  return rows
    .map((row) => ({
      id: row.id,
      userId: row.userId,
      email: row.email,
      fullName: [row.firstName, row.secondName, row.firstSurname, row.secondSurname]
        .filter(Boolean)
        .join(' '),
      role: row.role,
      joinedAt: row.createdAt.toISOString(),
    }))
    .sort((a, b) => rank(a.role) - rank(b.role));
}

/**
 * Locks the organization's memberships for the rest of the transaction and returns its owners, so
 * two owners leaving at the same moment cannot leave the organization with none.
 */
async function lockOwners(trx: Transaction<Database>, organizationId: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('memberships')
    .select(['id', 'role'])
    .where('organizationId', '=', organizationId)
    .forUpdate()
    .execute();
  return rows.filter((row) => row.role === 'owner').map((row) => row.id);
}

async function findMember(trx: Transaction<Database>, organizationId: string, memberId: string) {
  const member = await trx
    .selectFrom('memberships')
    .selectAll()
    .where('id', '=', memberId)
    .where('organizationId', '=', organizationId)
    .executeTakeFirst();
  if (!member) throw notFound();
  return member;
}

const isOwner = (principal: UserPrincipal, organizationId: string) =>
  principal.memberships.some((m) => m.organizationId === organizationId && m.role === 'owner');

/**
 * Changes or removes a membership under the owner rules: only owners grant, take away or remove
 * the owner role (403 `owner_role_required`), and the last owner stays one (409 `last_owner`). In a
 * clinic the clinician role is the owners' too (403 `clinician_role_owner_only`). A role change is
 * announced as `membership.role_changed` in the same transaction (the clinic audits it).
 */
async function changeMembership(
  deps: AppDeps,
  principal: UserPrincipal,
  organizationId: string,
  memberId: string,
  next: { role: OrganizationRole | null; origin?: RequestOrigin },
): Promise<void> {
  const nextRole = next.role;
  await deps.db.transaction().execute(async (trx) => {
    const owners = await lockOwners(trx, organizationId);
    const member = await findMember(trx, organizationId, memberId);
    const touchesOwner = member.role === 'owner' || nextRole === 'owner';
    if (touchesOwner && !isOwner(principal, organizationId)) throw ownerRequired();
    requireOwnerForClinicalRole(principal, organizationId, [member.role, nextRole]);
    if (member.role === 'owner' && nextRole !== 'owner' && owners.length === 1) throw conflict('last_owner');
    if (!nextRole) {
      await trx.deleteFrom('memberships').where('id', '=', memberId).execute();
      return;
    }
    if (nextRole === member.role) return;
    await trx.updateTable('memberships').set({ role: nextRole }).where('id', '=', memberId).execute();
    if (next.origin)
      await deps.events.emit('membership.role_changed', {
        trx,
        deps,
        principal,
        organizationId,
        membershipId: memberId,
        origin: next.origin,
      });
  });
}

/**
 * Changes a member's role (owners and admins; see {@link changeMembership} for the owner and
 * clinician rules). `origin` is where the request came from, for the audit trail that hears of it.
 */
export async function changeMemberRole(
  deps: AppDeps,
  principal: UserPrincipal,
  organizationId: string,
  change: { memberId: string; role: OrganizationRole; origin: RequestOrigin },
): Promise<void> {
  authorize(principal, 'update', 'Member', organizationId);
  await changeMembership(deps, principal, organizationId, change.memberId, change);
}

/**
 * Removes a member (owners and admins; owners only remove owners, never the last one, and in a
 * clinic only owners remove a clinician).
 */
export async function removeMember(
  deps: AppDeps,
  principal: UserPrincipal,
  organizationId: string,
  memberId: string,
): Promise<void> {
  authorize(principal, 'delete', 'Member', organizationId);
  await changeMembership(deps, principal, organizationId, memberId, { role: null });
}

/** The caller leaves the organization; the last owner cannot (409 `last_owner`). */
export async function leaveOrganization(
  deps: AppDeps,
  principal: UserPrincipal,
  organizationId: string,
): Promise<void> {
  if (!principal.organizationIds.includes(organizationId)) throw notFound();
  await deps.db.transaction().execute(async (trx) => {
    const owners = await lockOwners(trx, organizationId);
    const mine = await trx
      .selectFrom('memberships')
      .select(['id', 'role'])
      .where('organizationId', '=', organizationId)
      .where('userId', '=', principal.userId)
      .executeTakeFirst();
    if (!mine) throw notFound();
    if (mine.role === 'owner' && owners.length === 1) throw conflict('last_owner');
    await trx.deleteFrom('memberships').where('id', '=', mine.id).execute();
  });
}
