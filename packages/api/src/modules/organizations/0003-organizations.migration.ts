import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

const id = sql`gen_random_uuid()`;
const ROLES = sql`('owner', 'admin', 'billing', 'clinician', 'viewer')`;

/** Organizations, their members with roles, and invitations by e-mail. */
export const organizationsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('organizations')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('company', 'clinic')`))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('document_type', 'text', (c) => c.notNull())
      .addColumn('document_number', 'text', (c) => c.notNull())
      .addColumn('taxpayer', 'jsonb', (c) => c.notNull())
      .addColumn('billing_address', 'jsonb', (c) => c.notNull())
      .addColumn('email', 'text')
      .addColumn('phone', 'text')
      .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('memberships')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
      .addColumn('organization_id', 'uuid', (c) =>
        c.notNull().references('organizations.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ${ROLES}`))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addUniqueConstraint('memberships_organization_user_key', ['organization_id', 'user_id'])
      .execute();
    await db.schema.createIndex('memberships_user_id_idx').on('memberships').column('user_id').execute();

    await db.schema
      .createTable('invitations')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
      .addColumn('organization_id', 'uuid', (c) =>
        c.notNull().references('organizations.id').onDelete('cascade'),
      )
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ${ROLES}`))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('invited_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('accepted_at', 'timestamptz')
      .addColumn('accepted_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('revoked_at', 'timestamptz')
      .execute();
    await db.schema
      .createIndex('invitations_organization_id_idx')
      .on('invitations')
      .column('organization_id')
      .execute();
  },
};
