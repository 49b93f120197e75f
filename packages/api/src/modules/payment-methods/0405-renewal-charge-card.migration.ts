import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Each automatic renewal attempt remembers the saved card it charged (brand and last four, copied:
 * the card may be removed or replaced as default before a charge left in process settles). Attempts
 * written before this migration keep `null` and are named as before.
 */
export const renewalChargeCardMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('renewal_charge_attempts')
      .addColumn('card_brand', 'text')
      .addColumn('card_last_four', 'text')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema
      .alterTable('renewal_charge_attempts')
      .dropColumn('card_brand')
      .dropColumn('card_last_four')
      .execute();
  },
};
