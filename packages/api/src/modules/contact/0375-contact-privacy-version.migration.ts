import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Which version of the personal data policy a contact message or a newsletter sign-up accepted, as the
 * sign-up already keeps (Ley 1581 de 2012: proof of informed consent names what was read). Rows from
 * before this migration have none: they were taken before the policy was versioned.
 */
export const contactPrivacyVersionMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const table of ['contact_messages', 'newsletter_subscriptions']) {
      await db.schema.alterTable(table).addColumn('privacy_version', 'text').execute();
    }
  },
};
