import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { APPEND_ONLY_SQLSTATE, makeAppendOnly } from './0200-clinic-patients.migration';

const id = sql`gen_random_uuid()`;

// The one change an entry may ever undergo: an open entry (created by an admission) is written and
// signed, once, by the same professional, for the same patient and visit. Everything else, and any
// delete, is refused by the database, whatever code path tries.
const signOnceFunction = sql.raw(`
  create function clinic_history_entries_sign_once() returns trigger language plpgsql as $$
  begin
    if tg_op = 'UPDATE'
      and old.status = 'open' and new.status = 'signed'
      and new.id = old.id
      and new.organization_id = old.organization_id
      and new.patient_id = old.patient_id
      and new.professional_id = old.professional_id
      and new.admission_id is not distinct from old.admission_id
      and new.occurred_at = old.occurred_at
      and new.created_at = old.created_at then
      return new;
    end if;
    raise exception 'clinical history entries are append-only: % refused', tg_op using errcode = '${APPEND_ONLY_SQLSTATE}';
  end $$`);

/** Clinical-history entries (open → signed, then frozen) and their addenda (append-only). */
export const clinicHistoryMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('clinic_history_entries')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
      .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id'))
      .addColumn('patient_id', 'uuid', (c) => c.notNull().references('clinic_patients.id'))
      .addColumn('professional_id', 'uuid', (c) => c.notNull().references('users.id'))
      .addColumn('admission_id', 'uuid', (c) => c.unique().references('clinic_admissions.id'))
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'signed')`))
      .addColumn('occurred_at', 'timestamptz', (c) => c.notNull())
      .addColumn('signed_at', 'timestamptz')
      .addColumn('reason', 'text')
      .addColumn('current_illness', 'text')
      .addColumn('past_history', 'text')
      .addColumn('physical_exam', 'text')
      .addColumn('diagnoses', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('plan', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      // A signed entry is complete: the fields the schema requires are there.
      .addCheckConstraint(
        'clinic_history_entries_signed_check',
        sql`status = 'open' or (signed_at is not null and reason is not null and current_illness is not null
          and plan is not null and jsonb_array_length(diagnoses) >= 1)`,
      )
      .execute();
    await db.schema
      .createIndex('clinic_history_entries_patient_idx')
      .on('clinic_history_entries')
      .columns(['patient_id', 'occurred_at'])
      .execute();
    await db.schema
      .createIndex('clinic_history_entries_professional_idx')
      .on('clinic_history_entries')
      .columns(['organization_id', 'professional_id', 'occurred_at'])
      .execute();
    await signOnceFunction.execute(db);
    await sql`create trigger clinic_history_entries_sign_once before update or delete on clinic_history_entries
      for each row execute function clinic_history_entries_sign_once()`.execute(db);
    await sql`create trigger clinic_history_entries_no_truncate before truncate on clinic_history_entries
      for each statement execute function clinic_refuse_changes()`.execute(db);

    await db.schema
      .createTable('clinic_history_addenda')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
      .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id'))
      .addColumn('entry_id', 'uuid', (c) => c.notNull().references('clinic_history_entries.id'))
      .addColumn('patient_id', 'uuid', (c) => c.notNull().references('clinic_patients.id'))
      .addColumn('author_id', 'uuid', (c) => c.notNull().references('users.id'))
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      // Orders addenda written within the same instant.
      .addColumn('seq', 'bigserial', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('clinic_history_addenda_entry_idx')
      .on('clinic_history_addenda')
      .columns(['entry_id', 'seq'])
      .execute();
    await makeAppendOnly(db, 'clinic_history_addenda');
  },
};
