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

// Spanish alphabetical order ("Ánfora" beside "Andes", not after "Zapatería" as the databases' byte
// order has it: PGlite has no ICU collations and a PostgreSQL cluster's locale is the operator's choice).
const names = new Intl.Collator('es-CO', { sensitivity: 'base', numeric: true });

/**
 * Memberships in the order every answer lists them: by organization name as a Spanish reader sorts
 * it, then by organization id, so that two organizations of one name keep one order.
 */
export function sortMemberships(memberships: MembershipSummary[]): MembershipSummary[] {
  return memberships.sort(
    (a, b) =>
      names.compare(a.name, b.name) ||
      (a.organizationId < b.organizationId ? -1 : a.organizationId > b.organizationId ? 1 : 0),
  );
}

/** The organizations a user belongs to, by name ({@link sortMemberships}). */
export async function membershipsOfUser(db: Kysely<Database>, userId: string): Promise<MembershipSummary[]> {
  return sortMemberships(
    await db
      .selectFrom('memberships')
      .innerJoin('organizations', 'organizations.id', 'memberships.organizationId')
      .where('memberships.userId', '=', userId)
      .select(['memberships.organizationId', 'organizations.name', 'organizations.kind', 'memberships.role'])
      .execute(),
  );
}

/**
 * The same memberships as {@link membershipsOfUser}, as one JSON column of a query that already reads
 * the user (the authenticator's session lookup): one round trip per request instead of two. Put them
 * in order with {@link sortMemberships}.
 */
export const membershipsColumn = (userId: Expression<string>): RawBuilder<MembershipSummary[]> =>
  sql<MembershipSummary[]>`coalesce((
    select json_agg(json_build_object('organizationId', m.organization_id, 'name', o.name, 'kind', o.kind, 'role', m.role))
    from memberships m join organizations o on o.id = m.organization_id
    where m.user_id = ${userId}), '[]'::json)`;
