import { HEALTH_DOCUMENT_TYPE_CODES, HEALTH_REGIMES, PATIENT_SEXES } from '@facturo/sdk/co';
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

const id = sql`gen_random_uuid()`;
const oneOf = (values: readonly string[]) => sql.raw(`(${values.map((value) => `'${value}'`).join(', ')})`);

/** SQLSTATE raised when something tries to change an append-only clinic record. */
export const APPEND_ONLY_SQLSTATE = 'FCH01';

/**
 * A trigger function that refuses every change: the table keeps rows forever as written. Health
 * records are kept at least 15 years in Colombia (Res. 839 de 2017), and an audit trail that can be
 * edited proves nothing.
 */
export const refuseChangesFunction = sql.raw(`
  create function clinic_refuse_changes() returns trigger language plpgsql as $$
  begin
    raise exception '% rows are append-only: % refused', tg_table_name, tg_op using errcode = '${APPEND_ONLY_SQLSTATE}';
  end $$`);

/** Row and TRUNCATE triggers that make `table` append-only with `clinic_refuse_changes`. */
export async function makeAppendOnly(
  db: Kysely<unknown>,
  table: string,
  operations = 'update or delete',
): Promise<void> {
  await sql
    .raw(
      `create trigger ${table}_append_only before ${operations} on ${table} for each row execute function clinic_refuse_changes()`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${table}_no_truncate before truncate on ${table} for each statement execute function clinic_refuse_changes()`,
    )
    .execute(db);
}

/** Patients and the clinic audit trail (append-only). */
export const clinicPatientsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('clinic_patients')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
      .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id'))
      .addColumn('document_type', 'text', (c) =>
        c.notNull().check(sql`document_type in ${oneOf(HEALTH_DOCUMENT_TYPE_CODES)}`),
      )
      .addColumn('document_number', 'text', (c) => c.notNull())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('second_name', 'text')
      .addColumn('first_surname', 'text', (c) => c.notNull())
      .addColumn('second_surname', 'text')
      .addColumn('birthdate', 'date', (c) => c.notNull())
      .addColumn('sex', 'text', (c) => c.notNull().check(sql`sex in ${oneOf(PATIENT_SEXES)}`))
      .addColumn('phone', 'text')
      .addColumn('email', 'text')
      .addColumn('address', 'jsonb', (c) => c.notNull())
      .addColumn('regime', 'text', (c) => c.notNull().check(sql`regime in ${oneOf(HEALTH_REGIMES)}`))
      .addColumn('insurer_name', 'text')
      .addColumn('insurer_code', 'text')
      .addColumn('emergency_contact', 'jsonb')
      .addColumn('search_text', 'text', (c) => c.notNull())
      .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .addUniqueConstraint('clinic_patients_document_key', [
        'organization_id',
        'document_type',
        'document_number',
      ])
      .execute();
    await db.schema
      .createIndex('clinic_patients_name_idx')
      .on('clinic_patients')
      .columns(['organization_id', 'first_surname', 'first_name'])
      .execute();

    await db.schema
      .createTable('clinic_audit_events')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
      .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id'))
      .addColumn('actor_id', 'uuid')
      .addColumn('actor_name', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('patient_id', 'uuid', (c) => c.references('clinic_patients.id'))
      .addColumn('resource_id', 'uuid')
      .addColumn('client_ip', 'text')
      .addColumn('request_id', 'text')
      .addColumn('at', 'timestamptz', (c) => c.notNull())
      // Orders events recorded within the same instant (one request often records several).
      .addColumn('seq', 'bigserial', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('clinic_audit_events_organization_seq_idx')
      .on('clinic_audit_events')
      .columns(['organization_id', 'seq'])
      .execute();
    await db.schema
      .createIndex('clinic_audit_events_patient_idx')
      .on('clinic_audit_events')
      .columns(['organization_id', 'patient_id', 'seq'])
      .execute();

    await refuseChangesFunction.execute(db);
    await makeAppendOnly(db, 'clinic_audit_events');
  },
};
