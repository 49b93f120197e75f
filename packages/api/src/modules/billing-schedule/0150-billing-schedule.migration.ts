import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Billing dates per organization and the partial charges a change schedules. */
export const billingScheduleMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('billing_schedules')
      .addColumn('organization_id', 'uuid', (c) =>
        c.primaryKey().references('organizations.id').onDelete('cascade'),
      )
      .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('individual', 'unified')`))
      .addColumn('day', 'integer', (c) => c.check(sql`day between 1 and 28`))
      .addColumn('updated_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('billing_adjustments')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('organization_id', 'uuid', (c) =>
        c.notNull().references('organizations.id').onDelete('cascade'),
      )
      .addColumn('subscription_id', 'uuid', (c) =>
        c.notNull().references('subscriptions.id').onDelete('cascade'),
      )
      .addColumn('adjustment_date', 'date', (c) => c.notNull())
      .addColumn('adjustment_days', 'integer', (c) => c.notNull())
      .addColumn('adjustment_cost', 'integer', (c) => c.notNull())
      .addColumn('new_next_due_date', 'date', (c) => c.notNull())
      .addColumn('anchor_day', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) =>
        c.notNull().check(sql`status in ('scheduled', 'invoiced', 'applied', 'cancelled')`),
      )
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('billing_adjustments_subscription_idx')
      .on('billing_adjustments')
      .columns(['subscription_id', 'status'])
      .execute();
  },
};
