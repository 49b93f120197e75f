import type { OrganizationKind, OrganizationRole } from '@facturo/sdk/schemas';
import { type Expression, type Kysely, type RawBuilder, sql } from 'kysely';
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

/**
 * The same memberships as {@link membershipsOfUser}, in the same order, as one JSON column of a
 * query that already reads the user (the authenticator's session lookup): one round trip per request
 * instead of two.
 */
export const membershipsColumn = (userId: Expression<string>): RawBuilder<MembershipSummary[]> =>
  sql<MembershipSummary[]>`coalesce((
    select json_agg(json_build_object('organizationId', m.organization_id, 'name', o.name, 'kind', o.kind, 'role', m.role)
      order by o.name, m.organization_id)
    from memberships m join organizations o on o.id = m.organization_id
    where m.user_id = ${userId}), '[]'::json)`;
