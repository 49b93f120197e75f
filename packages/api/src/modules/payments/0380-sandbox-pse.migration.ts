import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * PSE in the sandbox's ledger: the bank chosen, the transfer id (CUS) and where the bank page sends
 * the buyer back. A transfer has no card, so its last four digits are empty.
 */
export const sandboxPseMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table sandbox_payments alter column last_four_digits drop not null`.execute(db);
    await db.schema
      .alterTable('sandbox_payments')
      .addColumn('financial_institution', 'text')
      .addColumn('bank_transfer_id', 'text')
      .addColumn('callback_url', 'text')
      .execute();
  },
};
