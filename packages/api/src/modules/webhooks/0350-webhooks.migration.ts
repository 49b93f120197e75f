import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

const id = sql`gen_random_uuid()`;

/**
 * Webhooks for integrators: endpoints (secrets encrypted), events written in the transaction of
 * the change they announce (an outbox), one delivery per endpoint and event, and every attempt.
 */
export const webhooksMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('webhook_endpoints')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
      .addColumn('organization_id', 'uuid', (c) =>
        c.notNull().references('organizations.id').onDelete('cascade'),
      )
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('event_types', 'jsonb', (c) => c.notNull())
      .addColumn('secret_ciphertext', 'text', (c) => c.notNull())
      .addColumn('secret_hint', 'text', (c) => c.notNull())
      .addColumn('previous_secret_ciphertext', 'text')
      .addColumn('previous_secret_expires_at', 'timestamptz')
      .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('disabled_reason', 'text', (c) => c.check(sql`disabled_reason in ('manual', 'failing')`))
      .addColumn('failing_since', 'timestamptz')
      .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('webhook_endpoints_organization_idx')
      .on('webhook_endpoints')
      .column('organization_id')
      .execute();

    await db.schema
      .createTable('webhook_events')
      .addColumn('id', 'uuid', (c) => c.primaryKey())
      // The order events happened in (one transaction may announce several at the same instant).
      .addColumn('sequence', 'bigserial', (c) => c.notNull())
      .addColumn('organization_id', 'uuid', (c) =>
        c.notNull().references('organizations.id').onDelete('cascade'),
      )
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('webhook_deliveries')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
      .addColumn('endpoint_id', 'uuid', (c) =>
        c.notNull().references('webhook_endpoints.id').onDelete('cascade'),
      )
      .addColumn('event_id', 'uuid', (c) => c.notNull().references('webhook_events.id').onDelete('cascade'))
      .addColumn('status', 'text', (c) =>
        c.notNull().check(sql`status in ('pending', 'succeeded', 'failed')`),
      )
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addUniqueConstraint('webhook_deliveries_endpoint_event_key', ['endpoint_id', 'event_id'])
      .execute();
    await sql`create index webhook_deliveries_due_idx on webhook_deliveries (next_attempt_at)
      where status = 'pending'`.execute(db);
    await db.schema
      .createIndex('webhook_deliveries_endpoint_idx')
      .on('webhook_deliveries')
      .columns(['endpoint_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('webhook_attempts')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
      .addColumn('delivery_id', 'uuid', (c) =>
        c.notNull().references('webhook_deliveries.id').onDelete('cascade'),
      )
      .addColumn('attempted_at', 'timestamptz', (c) => c.notNull())
      .addColumn('status_code', 'integer')
      .addColumn('duration_ms', 'integer', (c) => c.notNull())
      .addColumn('error', 'text')
      .execute();
    await db.schema
      .createIndex('webhook_attempts_delivery_idx')
      .on('webhook_attempts')
      .columns(['delivery_id', 'attempted_at'])
      .execute();
  },
};
