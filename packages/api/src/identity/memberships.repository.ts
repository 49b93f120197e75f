import type { OrganizationKind, OrganizationRole } from '@facturo/sdk/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.types';

/** One organization of a user, with their role in it. */
export interface MembershipSummary {
  organizationId: string;
  name: string;
  kind: OrganizationKind;
  role: OrganizationRole;
}

/** The organizations a user belongs to, by name. */
export function membershipsOfUser(db: Kysely<Database>, userId: string): Promise<MembershipSummary[]> {
  return db
    .selectFrom('memberships')
    .innerJoin('organizations', 'organizations.id', 'memberships.organizationId')
    .where('memberships.userId', '=', userId)
    .select(['memberships.organizationId', 'organizations.name', 'organizations.kind', 'memberships.role'])
    .orderBy('organizations.name')
    .orderBy('memberships.organizationId')
    .execute();
}
