import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * An integrator's widget session (`subscriptions:manage`) changes a subscription with no user
 * behind it: the audit trail names the organization's API key it was minted from instead. A key is
 * revoked, not deleted, so its name stays readable in the trail.
 */
export const subscriptionEventApiKeyMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table subscription_events
      add column api_key_id uuid references api_keys (id) on delete set null`.execute(db);
  },
};
