import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/** DIAN numbering resolutions (prefixes) per organization. */
export const prefixesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('prefixes')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('organization_id', 'uuid', (c) =>
        c.notNull().references('organizations.id').onDelete('cascade'),
      )
      .addColumn('prefix', 'text', (c) => c.notNull().check(sql`prefix ~ '^[A-Z0-9]{1,4}$'`))
      .addColumn('document_type', 'text', (c) => c.notNull())
      .addColumn('resolution_number', 'text', (c) => c.notNull())
      .addColumn('resolution_date', 'date', (c) => c.notNull())
      .addColumn('valid_from', 'date', (c) => c.notNull())
      .addColumn('valid_to', 'date', (c) => c.notNull())
      .addColumn('range_from', 'bigint', (c) => c.notNull())
      .addColumn('range_to', 'bigint', (c) => c.notNull())
      .addColumn('technical_key', 'text')
      .addColumn('next_number', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .addCheckConstraint('prefixes_range_order', sql`range_from <= range_to`)
      .addCheckConstraint(
        'prefixes_validity_order',
        sql`valid_from <= valid_to and resolution_date <= valid_from`,
      )
      .addCheckConstraint('prefixes_next_in_range', sql`next_number between range_from and range_to + 1`)
      .addUniqueConstraint('prefixes_organization_type_prefix_key', [
        'organization_id',
        'document_type',
        'prefix',
      ])
      .execute();
  },
};
