import type { OrganizationRole } from '@facturo/sdk/schemas';
import { LEGAL_DOCUMENTS } from '@facturo/sdk/schemas';
import type { Insertable } from 'kysely';
import type { Database } from '../../../db/database.types';
import { jsonb } from '../../../db/jsonb';
import type { SeedContext } from '../../../kernel/api-module';
import { keepDemoAccount, readDemoAccounts, recordDemoAccount } from '../../../seed/demo-credentials';

/** A fictional staff member of the demo clinic. */
export interface DemoPerson {
  email: string;
  role: OrganizationRole;
  firstName: string;
  secondName: string | null;
  firstSurname: string;
  secondSurname: string | null;
  /** Cédula de ciudadanía. */
  documentNumber: string;
  birthdate: string;
  cellphone: string;
}

/** A user row for a persona natural with a cédula, not responsible for IVA (staff, demo and test accounts). */
export function naturalPersonUser(
  person: Omit<DemoPerson, 'role' | 'birthdate' | 'cellphone'> & {
    passwordHash: string;
    birthdate: string | null;
    cellphone: string | null;
  },
  now: Date,
): Insertable<Database['users']> {
  return {
    ...person,
    language: 'es',
    phone: null,
    username: null,
    taxpayerType: '2',
    documentType: '13',
    verificationDigit: null,
    ivaResponsible: false,
    electronicBiller: false,
    fiscalResponsibilities: jsonb(['R-99-PN']),
    taxScheme: 'ZZ',
    companyName: null,
    commercialName: null,
    termsAcceptedAt: now,
    // Demo accounts stand for people who accepted the current terms at sign-up.
    termsVersion: LEGAL_DOCUMENTS.terms.version,
    privacyVersion: LEGAL_DOCUMENTS.privacy.version,
    passwordChangedAt: now,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * Makes sure a demo person can sign in and belongs to the organization with their role. Idempotent:
 * the recorded password is kept while it still works; otherwise the run's new random one is set and
 * recorded in the credentials file `npm start` prints.
 */
export async function ensureDemoMember(
  { deps, credentialsFile, demoPasswords }: SeedContext,
  organizationId: string,
  person: DemoPerson,
): Promise<string> {
  const now = deps.clock.now();
  const user = await deps.db
    .selectFrom('users')
    .select(['id', 'passwordHash'])
    .where('email', '=', person.email)
    .executeTakeFirst();
  const recorded = readDemoAccounts(credentialsFile).find((account) => account.email === person.email);
  let userId: string;
  if (user && recorded && (await demoPasswords.works(user.passwordHash, recorded))) {
    keepDemoAccount(credentialsFile, recorded, user.passwordHash);
    userId = user.id;
  } else {
    const password = demoPasswords.fresh;
    const passwordHash = await demoPasswords.hash(password);
    if (!user) {
      const { role: _role, ...fields } = person;
      const created = await deps.db
        .insertInto('users')
        .values(naturalPersonUser({ ...fields, passwordHash }, now))
        .returning('id')
        .executeTakeFirstOrThrow();
      userId = created.id;
    } else {
      await deps.db
        .updateTable('users')
        .set({ passwordHash, passwordChangedAt: now })
        .where('id', '=', user.id)
        .execute();
      userId = user.id;
    }
    recordDemoAccount(credentialsFile, { role: person.role, email: person.email, password }, passwordHash);
  }
  await deps.db
    .insertInto('memberships')
    .values({ organizationId, userId, role: person.role, createdAt: now })
    .onConflict((oc) => oc.columns(['organizationId', 'userId']).doNothing())
    .execute();
  return userId;
}
