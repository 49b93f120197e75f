import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Outgoing e-mail through a queue: each message is written with the change it tells about and
 * sent by the `mail-delivery` job (sealed until sent, retried with backoff for a day).
 */
export const mailQueueMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('queued_emails')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('message_ciphertext', 'text')
      .addColumn('attachments', 'jsonb')
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'sent', 'failed')`))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'timestamptz')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('sent_at', 'timestamptz')
      .execute();
    await sql`create index queued_emails_due_idx on queued_emails (next_attempt_at)
      where status = 'pending'`.execute(db);
  },
};
