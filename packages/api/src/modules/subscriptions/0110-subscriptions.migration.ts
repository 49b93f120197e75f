import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Subscriptions and the usage integrators report against them. */
export const subscriptionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('subscriptions')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('organization_id', 'uuid', (c) =>
        c.notNull().references('organizations.id').onDelete('cascade'),
      )
      .addColumn('plan_id', 'text', (c) => c.notNull().references('plans.id'))
      .addColumn('service_id', 'text', (c) => c.notNull())
      .addColumn('billing_cycle', 'text', (c) =>
        c.notNull().check(sql`billing_cycle in ('monthly', 'annual')`),
      )
      .addColumn('state', 'text', (c) =>
        c.notNull().check(sql`state in ('pending', 'active', 'suspended', 'cancelled', 'void')`),
      )
      .addColumn('anchor_day', 'integer', (c) => c.check(sql`anchor_day between 1 and 31`))
      .addColumn('activation_date', 'date')
      .addColumn('active_until', 'date')
      .addColumn('cycle_start', 'date')
      .addColumn('cycle_end', 'date')
      .addColumn('documents_used', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('extra_documents_billed', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('pending_extra_documents', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('subscriptions_organization_idx')
      .on('subscriptions')
      .columns(['organization_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('subscriptions_lifecycle_idx')
      .on('subscriptions')
      .columns(['state', 'active_until'])
      .execute();

    await db.schema
      .createTable('usage_records')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('organization_id', 'uuid', (c) =>
        c.notNull().references('organizations.id').onDelete('cascade'),
      )
      .addColumn('subscription_id', 'uuid', (c) =>
        c.notNull().references('subscriptions.id').onDelete('cascade'),
      )
      .addColumn('documents', 'integer', (c) => c.notNull().check(sql`documents > 0`))
      .addColumn('reference', 'text')
      .addColumn('api_key_id', 'uuid')
      .addColumn('cycle_start', 'date', (c) => c.notNull())
      .addColumn('recorded_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await sql`create unique index usage_records_reference_key on usage_records (organization_id, reference)
      where reference is not null`.execute(db);
    await db.schema
      .createIndex('usage_records_subscription_idx')
      .on('usage_records')
      .column('subscription_id')
      .execute();
  },
};
