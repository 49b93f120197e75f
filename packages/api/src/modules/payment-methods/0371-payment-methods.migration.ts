import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

const id = sql`gen_random_uuid()`;

/**
 * Saved payment methods per organization (what the provider keeps, never a card number), with at
 * most one default per organization, and their audit trail (cards saved, removed, made default, and
 * each automatic renewal charge), and the automatic charges of renewal invoices (one per attempt).
 */
export const paymentMethodsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('payment_methods')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
      .addColumn('organization_id', 'uuid', (c) =>
        c.notNull().references('organizations.id').onDelete('cascade'),
      )
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('provider_customer_id', 'text', (c) => c.notNull())
      .addColumn('provider_card_id', 'text', (c) => c.notNull())
      .addColumn('brand', 'text', (c) => c.notNull())
      .addColumn('last_four', 'text', (c) => c.notNull())
      .addColumn('expiration_month', 'integer', (c) => c.notNull())
      .addColumn('expiration_year', 'integer', (c) => c.notNull())
      .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await sql`create unique index payment_methods_one_default_idx on payment_methods (organization_id)
      where is_default`.execute(db);
    await db.schema
      .createIndex('payment_methods_organization_idx')
      .on('payment_methods')
      .column('organization_id')
      .execute();

    await db.schema
      .createTable('payment_method_events')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
      .addColumn('sequence', 'bigserial', (c) => c.notNull())
      .addColumn('organization_id', 'uuid', (c) =>
        c.notNull().references('organizations.id').onDelete('cascade'),
      )
      .addColumn('actor_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('brand', 'text', (c) => c.notNull())
      .addColumn('last_four', 'text', (c) => c.notNull())
      .addColumn('invoice_id', 'uuid', (c) => c.references('invoices.id').onDelete('set null'))
      .addColumn('invoice_number', 'text')
      .addColumn('amount', 'integer')
      .addColumn('attempt', 'integer')
      .addColumn('next_attempt_on', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('payment_method_events_organization_idx')
      .on('payment_method_events')
      .columns(['organization_id', 'sequence'])
      .execute();

    await db.schema
      .createTable('renewal_charge_attempts')
      .addColumn('invoice_id', 'uuid', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
      .addColumn('attempt', 'integer', (c) => c.notNull())
      .addColumn('payment_id', 'uuid', (c) => c.notNull().references('payments.id'))
      .addColumn('charged_on', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('renewal_charge_attempts_pkey', ['invoice_id', 'attempt'])
      .execute();
  },
};
