import type { Professional } from '@facturo/sdk/schemas';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/database.types';
import { ApiProblem } from '../../../http/api-problem';
import type { ClinicContext } from '../clinic-context';
import { displayName } from '../display-name';

type Executor = Kysely<Database> | Transaction<Database>;

function professionalsQuery(db: Executor, organizationId: string) {
  return db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.userId')
    .select([
      'users.id',
      'users.email',
      'users.firstName',
      'users.secondName',
      'users.firstSurname',
      'users.secondSurname',
    ])
    .where('memberships.organizationId', '=', organizationId)
    .where('memberships.role', '=', 'clinician');
}

/** The clinic's professionals: its members with the clinician role, by surname. */
export async function listProfessionals(ctx: ClinicContext): Promise<Professional[]> {
  const rows = await professionalsQuery(ctx.deps.db, ctx.organizationId)
    .orderBy('users.firstSurname')
    .orderBy('users.firstName')
    .orderBy('users.id')
    .execute();
  return rows.map((row) => ({ userId: row.id, fullName: displayName(row), email: row.email }));
}

/**
 * The professional a request names, or 422 `not_a_professional` on `field`: appointments, locks and
 * walk-ins belong to members with the clinician role.
 */
export async function requireProfessional(
  db: Executor,
  ctx: ClinicContext,
  userId: string,
  field: string,
): Promise<void> {
  const row = await professionalsQuery(db, ctx.organizationId)
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (row) return;
  throw new ApiProblem(422, 'not_a_professional', {
    fieldErrors: { [field]: [ctx.t('errors.not_a_professional')] },
  });
}
