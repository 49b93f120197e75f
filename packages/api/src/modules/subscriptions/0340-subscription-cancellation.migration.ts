import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Self-service cancellation: `subscriptions.cancel_at_period_end` (in service until `active_until`,
 * never renewed, cancelled the day after), and `subscription_events`, the audit trail the owner
 * reads: who changed a subscription, what, when, and the invoices it voided.
 */
export const subscriptionCancellationMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table subscriptions add column cancel_at_period_end boolean not null default false`.execute(
      db,
    );
    await db.schema
      .createTable('subscription_events')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      // Insertion order: two changes can share a timestamp (one request, or a frozen test clock).
      .addColumn('sequence', 'bigserial', (c) => c.notNull())
      .addColumn('organization_id', 'uuid', (c) =>
        c.notNull().references('organizations.id').onDelete('cascade'),
      )
      .addColumn('subscription_id', 'uuid', (c) =>
        c.notNull().references('subscriptions.id').onDelete('cascade'),
      )
      .addColumn('actor_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('action', 'text', (c) =>
        c
          .notNull()
          .check(sql`action in ('cancellation_scheduled', 'cancellation_undone', 'cancelled_at_period_end')`),
      )
      .addColumn('active_until', 'date')
      .addColumn('voided_invoices', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('credited_amount', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('subscription_events_subscription_idx')
      .on('subscription_events')
      .columns(['subscription_id', 'sequence'])
      .execute();
  },
};
