import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Shared infrastructure: rate-limit windows, used captcha challenges and the e-mail outbox. */
export const platformMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('rate_limit_counters')
      .addColumn('bucket', 'text', (c) => c.notNull())
      .addColumn('window_start', 'timestamptz', (c) => c.notNull())
      .addColumn('hits', 'integer', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('rate_limit_counters_pkey', ['bucket', 'window_start'])
      .execute();
    await db.schema
      .createIndex('rate_limit_counters_expires_idx')
      .on('rate_limit_counters')
      .column('expires_at')
      .execute();

    await db.schema
      .createTable('captcha_redemptions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('outbox_emails')
      .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('to', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('html', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();
  },
};
