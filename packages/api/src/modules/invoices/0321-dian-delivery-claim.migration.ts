import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * `dian_documents.delivery_claimed_until`: the round (or API instance) e-mailing an accepted document
 * to its buyer claims it first, so concurrent rounds — one starts after every approval — never send
 * the buyer the same document twice, nor render its PDF twice.
 */
export const dianDeliveryClaimMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table dian_documents add column delivery_claimed_until timestamptz`.execute(db);
  },
};
