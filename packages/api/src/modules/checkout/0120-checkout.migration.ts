import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Orders: purchases and invoice payments, one per idempotency key. */
export const checkoutMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('orders')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('idempotency_key', 'text', (c) => c.notNull())
      .addColumn('request_hash', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('purchase', 'invoice_payment')`))
      .addColumn('state', 'text', (c) =>
        c.notNull().check(sql`state in ('processing', 'completed', 'retryable')`),
      )
      .addColumn('locked_until', 'timestamptz', (c) => c.notNull())
      .addColumn('organization_id', 'uuid', (c) => c.references('organizations.id').onDelete('cascade'))
      .addColumn('invoice_id', 'uuid')
      .addColumn('payment_id', 'uuid')
      .addColumn('answer', 'jsonb')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .addUniqueConstraint('orders_user_idempotency_key', ['user_id', 'idempotency_key'])
      .execute();
  },
};
