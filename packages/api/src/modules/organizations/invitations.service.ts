import type { Invitation, InvitationPreview, Organization, OrganizationRole } from '@facturo/sdk/schemas';
import type { Selectable } from 'kysely';
import { ApiProblem, conflict, notFound } from '../../http/api-problem';
import { type ApiLocale, toApiLocale } from '../../http/request-locale';
import type { UserPrincipal } from '../../identity/user-authenticator';
import type { AppDeps } from '../../kernel/app-deps';
import { queueMail } from '../../mail/mail-queue';
import { invitationEmail } from '../../mail/templates/account-emails';
import { authorize } from '../../permissions/authorize';
import { enforceRateLimits } from '../../security/rate-limiter';
import { hashSecret, newSecretToken } from '../../security/secret-token';
import { addSeconds } from '../../time/clock';
import { requireOwnerForClinicalRole } from './clinical-role';
import { toOrganization } from './organizations.service';
import type { InvitationsTable } from './organizations.tables';

type InvitationRow = Selectable<InvitationsTable>;

/** Invitations per user and hour: enough for onboarding a team, too few for spamming. */
const INVITE_LIMIT = { name: 'invite-user', limit: 30, windowSeconds: 60 * 60 };

function statusOf(row: InvitationRow, now: Date): Invitation['status'] {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  return row.expiresAt <= now ? 'expired' : 'pending';
}

function toInvitation(row: InvitationRow, now: Date): Invitation {
  return {
    id: row.id,
    organizationId: row.organizationId,
    email: row.email,
    role: row.role,
    status: statusOf(row, now),
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The organization's invitations, newest first. */
export async function listInvitations(deps: AppDeps, principal: UserPrincipal, organizationId: string) {
  authorize(principal, 'create', 'Member', organizationId);
  const rows = await deps.db
    .selectFrom('invitations')
    .selectAll()
    .where('organizationId', '=', organizationId)
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .execute();
  const now = deps.clock.now();
  return rows.map((row) => toInvitation(row, now));
}

/**
 * Invites an e-mail address with a role and e-mails the link. A pending invitation to the same
 * address is replaced; a current member gets 409 `already_member`; only owners invite owners, and
 * in a clinic only owners invite clinicians.
 */
export async function invite(
  deps: AppDeps,
  principal: UserPrincipal,
  organizationId: string,
  input: { email: string; role: OrganizationRole },
  locale: ApiLocale,
): Promise<Invitation> {
  authorize(principal, 'create', 'Member', organizationId);
  const inviterIsOwner = principal.memberships.some(
    (m) => m.organizationId === organizationId && m.role === 'owner',
  );
  if (input.role === 'owner' && !inviterIsOwner) throw new ApiProblem(403, 'owner_role_required');
  requireOwnerForClinicalRole(principal, organizationId, [input.role]);
  await enforceRateLimits(deps, [[INVITE_LIMIT, principal.userId]]);
  const member = await deps.db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.userId')
    .select('memberships.id')
    .where('memberships.organizationId', '=', organizationId)
    .where('users.email', '=', input.email)
    .executeTakeFirst();
  if (member) throw conflict('already_member');

  // Someone with an account reads it in their own language; a newcomer in the inviter's.
  const invitee = await deps.db
    .selectFrom('users')
    .select('language')
    .where('email', '=', input.email)
    .executeTakeFirst();
  const now = deps.clock.now();
  const token = newSecretToken();
  const url = new URL('/invitations/accept', deps.config.publicAppUrl);
  url.searchParams.set('token', token);
  const { firstName, firstSurname } = principal.user;
  // The invitation and its e-mail are one change: the e-mail is queued with it, and sent by the job.
  const row = await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('invitations')
      .set({ revokedAt: now })
      .where('organizationId', '=', organizationId)
      .where('email', '=', input.email)
      .where('acceptedAt', 'is', null)
      .where('revokedAt', 'is', null)
      .execute();
    const inserted = await trx
      .insertInto('invitations')
      .values({
        organizationId,
        email: input.email,
        role: input.role,
        tokenHash: hashSecret(token),
        invitedBy: principal.userId,
        createdAt: now,
        expiresAt: addSeconds(now, deps.config.invitationTtlSeconds),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const organization = await trx
      .selectFrom('organizations')
      .select('name')
      .where('id', '=', organizationId)
      .executeTakeFirstOrThrow();
    await queueMail(
      deps,
      trx,
      invitationEmail({
        locale: invitee ? toApiLocale(invitee.language) : locale,
        to: input.email,
        inviterName: `${firstName} ${firstSurname}`,
        organizationName: organization.name,
        role: input.role,
        url: url.toString(),
        ttlSeconds: deps.config.invitationTtlSeconds,
      }),
    );
    return inserted;
  });
  return toInvitation(row, now);
}

/** Revokes a pending invitation (its link stops working). */
export async function revokeInvitation(
  deps: AppDeps,
  principal: UserPrincipal,
  organizationId: string,
  invitationId: string,
): Promise<void> {
  authorize(principal, 'delete', 'Member', organizationId);
  const revoked = await deps.db
    .updateTable('invitations')
    .set({ revokedAt: deps.clock.now() })
    .where('id', '=', invitationId)
    .where('organizationId', '=', organizationId)
    .where('acceptedAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!revoked) throw notFound();
}

/**
 * What an invitation is for, to the holder of its token (signed in): the organization's name, the
 * role, the inviter's name, the address it went to and its status. An unknown token is 400
 * `invitation_invalid`, as accepting it would be.
 */
export async function previewInvitation(deps: AppDeps, token: string): Promise<InvitationPreview> {
  const row = await deps.db
    .selectFrom('invitations')
    .innerJoin('organizations', 'organizations.id', 'invitations.organizationId')
    .leftJoin('users', 'users.id', 'invitations.invitedBy')
    .selectAll('invitations')
    .select(['organizations.name as organizationName', 'users.firstName', 'users.firstSurname'])
    .where('invitations.tokenHash', '=', hashSecret(token))
    .executeTakeFirst();
  if (!row) throw new ApiProblem(400, 'invitation_invalid');
  return {
    organizationName: row.organizationName,
    role: row.role,
    invitedBy: row.firstName ? [row.firstName, row.firstSurname].filter(Boolean).join(' ') : null,
    email: row.email,
    status: statusOf(row, deps.clock.now()),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * Joins the organization of an invitation. The signed-in user's e-mail must be the invited one
 * (403 `invitation_email_mismatch`); a used, revoked or expired link is 400 `invitation_invalid`.
 */
export async function acceptInvitation(
  deps: AppDeps,
  principal: UserPrincipal,
  token: string,
): Promise<Organization> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const invitation = await trx
      .selectFrom('invitations')
      .selectAll()
      .where('tokenHash', '=', hashSecret(token))
      .forUpdate()
      .executeTakeFirst();
    if (!invitation || statusOf(invitation, now) !== 'pending')
      throw new ApiProblem(400, 'invitation_invalid');
    if (invitation.email !== principal.user.email) throw new ApiProblem(403, 'invitation_email_mismatch');
    if (principal.organizationIds.includes(invitation.organizationId)) throw conflict('already_member');
    await trx
      .insertInto('memberships')
      .values({
        organizationId: invitation.organizationId,
        userId: principal.userId,
        role: invitation.role,
        createdAt: now,
      })
      .execute();
    await trx
      .updateTable('invitations')
      .set({ acceptedAt: now, acceptedBy: principal.userId })
      .where('id', '=', invitation.id)
      .execute();
    const organization = await trx
      .selectFrom('organizations')
      .selectAll()
      .where('id', '=', invitation.organizationId)
      .executeTakeFirstOrThrow();
    return toOrganization(organization, invitation.role);
  });
}
