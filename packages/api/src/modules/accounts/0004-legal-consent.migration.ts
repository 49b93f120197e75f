import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Informed consent (Ley 1581 de 2012): a sign-up keeps the versions of the terms and of the data
 * policy it accepted, and from where (IP and browser), and the account inherits them. Accounts made
 * before versioning have none.
 */
export const legalConsentMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const table of ['pending_registrations', 'users']) {
      await sql`alter table ${sql.table(table)}
        add column terms_version text,
        add column privacy_version text,
        add column consent_ip text,
        add column consent_user_agent text`.execute(db);
    }
  },
};
