import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/** The catalogue: services (product lines) and plans. */
export const catalogueMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('services')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'jsonb', (c) => c.notNull())
      .addColumn('description', 'jsonb', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('plans')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('service_id', 'text', (c) => c.notNull().references('services.id'))
      .addColumn('name', 'jsonb', (c) => c.notNull())
      .addColumn('documents_included', 'integer', (c) => c.notNull().check(sql`documents_included >= 0`))
      .addColumn('documents_period', 'text', (c) =>
        c.notNull().check(sql`documents_period in ('month', 'year')`),
      )
      .addColumn('monthly_price', 'integer', (c) => c.check(sql`monthly_price >= 0`))
      .addColumn('annual_price', 'integer', (c) => c.notNull().check(sql`annual_price >= 0`))
      .addColumn('iva_treatment', 'text', (c) =>
        c.notNull().check(sql`iva_treatment in ('iva_19', 'excluded')`),
      )
      .addColumn('features', 'jsonb', (c) => c.notNull())
      .addColumn('highlighted', 'boolean', (c) => c.notNull())
      .addColumn('certificate_validity_years', 'integer')
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('plans_service_idx')
      .on('plans')
      .columns(['service_id', 'sort_order'])
      .execute();
  },
};
