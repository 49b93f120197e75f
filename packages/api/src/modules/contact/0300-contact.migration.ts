import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

const id = sql`gen_random_uuid()`;

/**
 * The landing page's contact messages and newsletter subscriptions. Both keep when the person
 * authorized the processing of their data (Ley 1581 de 2012 asks for proof of it).
 */
export const contactMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('contact_messages')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone', 'text')
      .addColumn('company', 'text')
      .addColumn('topic', 'text', (c) =>
        c.notNull().check(sql`topic in ('sales', 'support', 'billing', 'partnership')`),
      )
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('language', 'text', (c) => c.notNull())
      .addColumn('privacy_accepted_at', 'timestamptz', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('contact_messages_created_at_idx')
      .on('contact_messages')
      .column('created_at')
      .execute();

    await db.schema
      .createTable('newsletter_subscriptions')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('language', 'text', (c) => c.notNull())
      .addColumn('privacy_accepted_at', 'timestamptz', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();
  },
};
