import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

const id = sql`gen_random_uuid()`;

/** Users, pending sign-ups, sessions with rotating refresh tokens, and password resets. */
export const accountsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('username', 'text')
      .addColumn('language', 'text', (c) => c.notNull().defaultTo('es'))
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('second_name', 'text')
      .addColumn('first_surname', 'text', (c) => c.notNull())
      .addColumn('second_surname', 'text')
      .addColumn('birthdate', 'date')
      .addColumn('phone', 'text')
      .addColumn('cellphone', 'text')
      .addColumn('taxpayer_type', 'text', (c) => c.notNull())
      .addColumn('document_type', 'text', (c) => c.notNull())
      .addColumn('document_number', 'text', (c) => c.notNull())
      .addColumn('verification_digit', 'text')
      .addColumn('iva_responsible', 'boolean', (c) => c.notNull())
      .addColumn('electronic_biller', 'boolean', (c) => c.notNull())
      .addColumn('fiscal_responsibilities', 'jsonb', (c) => c.notNull())
      .addColumn('tax_scheme', 'text', (c) => c.notNull())
      .addColumn('company_name', 'text')
      .addColumn('commercial_name', 'text')
      .addColumn('terms_accepted_at', 'timestamptz', (c) => c.notNull())
      .addColumn('password_changed_at', 'timestamptz', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await sql`create unique index users_username_key on users (lower(username))`.execute(db);

    await db.schema
      .createTable('pending_registrations')
      .addColumn('email', 'text', (c) => c.primaryKey())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('second_name', 'text')
      .addColumn('first_surname', 'text', (c) => c.notNull())
      .addColumn('second_surname', 'text')
      .addColumn('language', 'text', (c) => c.notNull())
      .addColumn('terms_accepted_at', 'timestamptz', (c) => c.notNull())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('code_sent_at', 'timestamptz', (c) => c.notNull())
      .addColumn('code_expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('code_attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('code_used_at', 'timestamptz')
      .addColumn('registration_token_hash', 'text', (c) => c.unique())
      .addColumn('registration_token_expires_at', 'timestamptz')
      .addColumn('completed_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('sessions')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('last_refreshed_at', 'timestamptz', (c) => c.notNull())
      .addColumn('revoked_at', 'timestamptz')
      .addColumn('revoked_reason', 'text')
      .addColumn('user_agent', 'text')
      .execute();
    await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

    await db.schema
      .createTable('refresh_tokens')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
      .addColumn('session_id', 'uuid', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('used_at', 'timestamptz')
      .execute();
    await db.schema
      .createIndex('refresh_tokens_session_id_idx')
      .on('refresh_tokens')
      .column('session_id')
      .execute();

    await db.schema
      .createTable('password_resets')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('used_at', 'timestamptz')
      .execute();
  },
};
