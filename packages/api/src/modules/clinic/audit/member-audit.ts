import type { Transaction } from 'kysely';
import type { Database } from '../../../db/database.types';
import type { UserPrincipal } from '../../../identity/user-authenticator';
import type { AppDeps } from '../../../kernel/app-deps';
import { actorNameOf } from '../display-name';
import { recordAudit } from './audit-trail';

/** Where a request came from, for the audit trail. */
export interface RequestOrigin {
  clientIp: string;
  requestId: string;
}

/**
 * Records a member's role change in a clinic's audit trail (`member.role_change`, the membership as
 * the record): roles decide who reads clinical histories, so granting or taking that access is
 * answered for like reading them. Written in the caller's transaction, with the change itself.
 */
export async function recordRoleChange(
  trx: Transaction<Database>,
  deps: AppDeps,
  principal: UserPrincipal,
  change: { organizationId: string; membershipId: string; origin: RequestOrigin },
): Promise<void> {
  await recordAudit(
    trx,
    {
      deps,
      principal,
      organizationId: change.organizationId,
      actorName: actorNameOf(principal.user),
      ...change.origin,
    },
    [{ action: 'member.role_change', resourceId: change.membershipId }],
  );
}
