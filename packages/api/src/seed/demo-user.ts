import type { ProfileFields } from '@facturo/sdk/schemas';
import { LEGAL_DOCUMENTS } from '@facturo/sdk/schemas';
import { jsonb } from '../db/jsonb';
import { profileColumns, type UserRow } from '../identity/user-data';
import type { SeedContext } from '../kernel/api-module';
import { keepDemoAccount, readDemoAccounts, recordDemoAccount } from './demo-credentials';

/** A demo login: the label `npm start` prints, the e-mail, and the profile of the account. */
export interface DemoUser {
  /** Shown next to the credentials, e.g. `owner`, `clinician`. */
  label: string;
  email: string;
  profile: ProfileFields;
}

/**
 * Makes sure a demo account exists and that the credentials file holds a password that works for
 * it: the recorded one when it still verifies, otherwise the run's new random one (so a lost file
 * never locks the demo out). Returns the user. Idempotent: seeds call it on every start.
 */
export async function ensureDemoUser(
  { deps, credentialsFile, demoPasswords }: SeedContext,
  demo: DemoUser,
): Promise<UserRow> {
  const now = deps.clock.now();
  const existing = await deps.db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', demo.email)
    .executeTakeFirst();
  const recorded = readDemoAccounts(credentialsFile).find((account) => account.email === demo.email);
  if (existing && recorded && (await demoPasswords.works(existing.passwordHash, recorded))) {
    keepDemoAccount(credentialsFile, recorded, existing.passwordHash);
    return existing;
  }

  const password = demoPasswords.fresh;
  const passwordHash = await demoPasswords.hash(password);
  const user = existing
    ? await deps.db
        .updateTable('users')
        .set({ passwordHash, passwordChangedAt: now })
        .where('id', '=', existing.id)
        .returningAll()
        .executeTakeFirstOrThrow()
    : await deps.db
        .insertInto('users')
        .values({
          email: demo.email,
          passwordHash,
          language: demo.profile.language ?? 'es',
          ...profileColumns(demo.profile),
          fiscalResponsibilities: jsonb(demo.profile.fiscalResponsibilities),
          termsAcceptedAt: now,
          // Demo accounts stand for people who accepted the current terms at sign-up.
          termsVersion: LEGAL_DOCUMENTS.terms.version,
          privacyVersion: LEGAL_DOCUMENTS.privacy.version,
          passwordChangedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
  recordDemoAccount(credentialsFile, { role: demo.label, email: demo.email, password }, passwordHash);
  return user;
}
