import { APPOINTMENT_CHANGE_KINDS, APPOINTMENT_STATUSES, PAYER_TYPES } from '@facturo/sdk/schemas';
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { makeAppendOnly } from './0200-clinic-patients.migration';

const id = sql`gen_random_uuid()`;
const oneOf = (values: readonly string[]) => sql.raw(`(${values.map((value) => `'${value}'`).join(', ')})`);

/** SQLSTATE raised when a professional would have two overlapping appointments. */
export const APPOINTMENT_OVERLAP_SQLSTATE = 'FCA01';

/**
 * The lock every change to a clinic's schedule takes first (appointments, closure days, locks), held
 * until the transaction ends. One clinic's schedule changes one at a time; other clinics never wait.
 */
export const scheduleLockKey = (organizationIdSql: string) =>
  `hashtextextended('clinic-schedule:' || ${organizationIdSql}::text, 0)`;

// The database itself refuses double booking, whatever code path writes: under the schedule lock
// (so two transactions cannot both see a free slot) it looks for another live appointment of the
// same professional whose half-open range [starts_at, ends_at) overlaps. PGlite has no btree_gist,
// which an exclusion constraint over (professional, range) would need; this works on both engines.
const noDoubleBookingFunction = sql.raw(`
  create function clinic_appointments_no_overlap() returns trigger language plpgsql as $$
  begin
    if new.status = 'cancelled' then
      return new;
    end if;
    perform pg_advisory_xact_lock(${scheduleLockKey('new.organization_id')});
    if exists (
      select 1 from clinic_appointments other
      where other.professional_id = new.professional_id
        and other.id <> new.id
        and other.status <> 'cancelled'
        and tstzrange(other.starts_at, other.ends_at) && tstzrange(new.starts_at, new.ends_at)
    ) then
      raise exception 'the professional already has an appointment in that range'
        using errcode = '${APPOINTMENT_OVERLAP_SQLSTATE}';
    end if;
    return new;
  end $$`);

/** Appointments (with their change log), admissions, closure days and schedule locks. */
export const clinicSchedulingMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('clinic_appointments')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
      .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id'))
      .addColumn('patient_id', 'uuid', (c) => c.notNull().references('clinic_patients.id'))
      .addColumn('professional_id', 'uuid', (c) => c.notNull().references('users.id'))
      .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
      .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ${oneOf(APPOINTMENT_STATUSES)}`))
      .addColumn('notes', 'text')
      .addColumn('cancellation_reason', 'text')
      .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .addCheckConstraint('clinic_appointments_range_check', sql`ends_at > starts_at`)
      .execute();
    for (const [name, columns] of [
      ['clinic_appointments_professional_idx', ['professional_id', 'starts_at']],
      ['clinic_appointments_organization_idx', ['organization_id', 'starts_at']],
      ['clinic_appointments_patient_idx', ['patient_id', 'starts_at']],
    ] as const) {
      await db.schema
        .createIndex(name)
        .on('clinic_appointments')
        .columns([...columns])
        .execute();
    }
    await noDoubleBookingFunction.execute(db);
    await sql`create trigger clinic_appointments_no_overlap before insert or update on clinic_appointments
      for each row execute function clinic_appointments_no_overlap()`.execute(db);

    await db.schema
      .createTable('clinic_appointment_changes')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
      .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id'))
      .addColumn('appointment_id', 'uuid', (c) => c.notNull().references('clinic_appointments.id'))
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ${oneOf(APPOINTMENT_CHANGE_KINDS)}`))
      .addColumn('actor_id', 'uuid')
      .addColumn('actor_name', 'text', (c) => c.notNull())
      .addColumn('reason', 'text')
      .addColumn('from_starts_at', 'timestamptz')
      .addColumn('to_starts_at', 'timestamptz')
      .addColumn('at', 'timestamptz', (c) => c.notNull())
      // Orders changes recorded within the same instant.
      .addColumn('seq', 'bigserial', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('clinic_appointment_changes_appointment_idx')
      .on('clinic_appointment_changes')
      .columns(['appointment_id', 'seq'])
      .execute();
    await makeAppendOnly(db, 'clinic_appointment_changes');

    await db.schema
      .createTable('clinic_admissions')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
      .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id'))
      .addColumn('patient_id', 'uuid', (c) => c.notNull().references('clinic_patients.id'))
      .addColumn('appointment_id', 'uuid', (c) => c.unique().references('clinic_appointments.id'))
      .addColumn('professional_id', 'uuid', (c) => c.notNull().references('users.id'))
      .addColumn('admitted_at', 'timestamptz', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('payer_type', 'text', (c) => c.notNull().check(sql`payer_type in ${oneOf(PAYER_TYPES)}`))
      .addColumn('payer_name', 'text')
      .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('clinic_admissions_organization_idx')
      .on('clinic_admissions')
      .columns(['organization_id', 'admitted_at'])
      .execute();
    await db.schema
      .createIndex('clinic_admissions_patient_idx')
      .on('clinic_admissions')
      .columns(['patient_id', 'admitted_at'])
      .execute();

    await db.schema
      .createTable('clinic_closure_days')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
      .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id'))
      .addColumn('date', 'date', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addUniqueConstraint('clinic_closure_days_date_key', ['organization_id', 'date'])
      .execute();

    await db.schema
      .createTable('clinic_schedule_locks')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
      .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id'))
      .addColumn('professional_id', 'uuid', (c) => c.references('users.id'))
      .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
      .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addCheckConstraint('clinic_schedule_locks_range_check', sql`ends_at > starts_at`)
      .execute();
    await db.schema
      .createIndex('clinic_schedule_locks_organization_idx')
      .on('clinic_schedule_locks')
      .columns(['organization_id', 'starts_at'])
      .execute();
  },
};
