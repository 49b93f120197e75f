import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { createJsonCopyTriggers } from './invoice-json-triggers';

const STATUSES = sql`('paid', 'unpaid', 'partially_paid', 'pending', 'in_process', 'cancelled', 'refunded', 'expired')`;

/**
 * Invoices and their lines. The indexes serve the invoice list: one per sortable column within an
 * organization, and a GIN full-text index for search by number or concept (core PostgreSQL, so
 * PGlite and any server have it without extensions). Triggers copy each invoice's lines (and, from
 * the payments migration, its payments) as JSON into `invoice_snapshots`, which the list joins.
 */
export const invoicesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create sequence invoice_number_seq start with 1001`.execute(db);
    await db.schema
      .createTable('invoices')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('organization_id', 'uuid', (c) =>
        c.notNull().references('organizations.id').onDelete('cascade'),
      )
      .addColumn('order_id', 'uuid', (c) => c.references('orders.id').onDelete('set null'))
      .addColumn('number', 'text', (c) => c.notNull().unique())
      .addColumn('sequence', 'bigint', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ${STATUSES}`))
      .addColumn('concept', 'jsonb', (c) => c.notNull())
      .addColumn('buyer', 'jsonb', (c) => c.notNull())
      .addColumn('buyer_name', 'text', (c) => c.notNull())
      .addColumn('buyer_document', 'text', (c) => c.notNull())
      .addColumn('subtotal', 'integer', (c) => c.notNull())
      .addColumn('discount', 'integer', (c) => c.notNull())
      .addColumn('iva', 'integer', (c) => c.notNull())
      .addColumn('total', 'integer', (c) => c.notNull())
      .addColumn('amount_paid', 'integer', (c) => c.notNull())
      .addColumn('due_date', 'date', (c) => c.notNull())
      .addColumn('paid_at', 'timestamptz')
      .addColumn('search_text', 'text', (c) => c.notNull())
      .addColumn('search_vector', sql`tsvector`, (c) =>
        c.generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, search_text)`).stored(),
      )
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .execute();
    for (const [name, columns] of [
      ['created', ['organization_id', 'created_at', 'id']],
      ['sequence', ['organization_id', 'sequence']],
      ['due', ['organization_id', 'due_date', 'id']],
      ['total', ['organization_id', 'total', 'id']],
      ['status', ['organization_id', 'status', 'created_at']],
    ] as const) {
      await db.schema
        .createIndex(`invoices_${name}_idx`)
        .on('invoices')
        .columns([...columns])
        .execute();
    }
    await sql`create index invoices_search_idx on invoices using gin (search_vector)`.execute(db);

    await db.schema
      .createTable('invoice_lines')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('invoice_id', 'uuid', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('description', 'jsonb', (c) => c.notNull())
      .addColumn('plan_id', 'text', (c) => c.references('plans.id'))
      .addColumn('subscription_id', 'uuid', (c) => c.references('subscriptions.id').onDelete('set null'))
      .addColumn('billing_cycle', 'text')
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('unit_price', 'integer', (c) => c.notNull())
      .addColumn('discount', 'integer', (c) => c.notNull())
      .addColumn('subtotal', 'integer', (c) => c.notNull())
      .addColumn('iva_rate_percent', 'integer', (c) => c.notNull())
      .addColumn('iva', 'integer', (c) => c.notNull())
      .addColumn('total', 'integer', (c) => c.notNull())
      .addColumn('period_start', 'date')
      .addColumn('period_end', 'date')
      .addColumn('line_key', 'text', (c) => c.unique())
      .addColumn('adjustment_id', 'uuid')
      .execute();
    await db.schema
      .createIndex('invoice_lines_invoice_idx')
      .on('invoice_lines')
      .columns(['invoice_id', 'position'])
      .execute();
    await db.schema
      .createTable('invoice_snapshots')
      .addColumn('invoice_id', 'uuid', (c) => c.primaryKey().references('invoices.id').onDelete('cascade'))
      .addColumn('lines', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('payments', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .execute();
    await createJsonCopyTriggers(db, {
      table: 'invoice_lines',
      column: 'lines',
      object: `jsonb_build_object('kind', s.kind, 'description', s.description, 'plan_id', s.plan_id,
        'subscription_id', s.subscription_id, 'billing_cycle', s.billing_cycle, 'quantity', s.quantity,
        'unit_price', s.unit_price, 'discount', s.discount, 'subtotal', s.subtotal, 'iva_rate_percent', s.iva_rate_percent,
        'iva', s.iva, 'total', s.total, 'period_start', s.period_start, 'period_end', s.period_end)`,
      orderBy: 's.position',
    });
    await db.schema
      .createIndex('invoice_lines_subscription_idx')
      .on('invoice_lines')
      .column('subscription_id')
      .execute();
  },
};
