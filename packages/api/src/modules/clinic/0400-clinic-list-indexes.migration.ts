import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The clinic lists page by keyset (`next_cursor` / `prev_cursor`): each page starts where the last
 * one ended, compared as a row over the list's whole order, tie-breaking id included. These indexes
 * carry that order, so a deep page is a range scan of the index, not a sort of the clinic's rows:
 * patients by surname (a missing second surname sorts as empty), admissions, appointments and
 * history entries by time, each for the clinic and for one patient. The older indexes they extend
 * are dropped.
 */
export const clinicListIndexesMigration: Migration = {
  async up(db) {
    await sql`create index clinic_patients_order_idx on clinic_patients
      (organization_id, first_surname, (coalesce(second_surname, '')), first_name, id)`.execute(db);
    await sql`drop index clinic_patients_name_idx`.execute(db);
    for (const [table, column, index] of [
      ['clinic_admissions', 'admitted_at', 'clinic_admissions'],
      ['clinic_appointments', 'starts_at', 'clinic_appointments'],
      ['clinic_history_entries', 'occurred_at', 'clinic_history_entries'],
    ] as const) {
      await sql`create index ${sql.raw(`${index}_organization_order_idx`)} on ${sql.raw(table)}
        (organization_id, ${sql.raw(column)}, id)`.execute(db);
      await sql`create index ${sql.raw(`${index}_patient_order_idx`)} on ${sql.raw(table)}
        (patient_id, ${sql.raw(column)}, id)`.execute(db);
    }
    await sql`drop index clinic_admissions_organization_idx`.execute(db);
    await sql`drop index clinic_admissions_patient_idx`.execute(db);
    await sql`drop index clinic_appointments_organization_idx`.execute(db);
    await sql`drop index clinic_appointments_patient_idx`.execute(db);
    await sql`drop index clinic_history_entries_patient_idx`.execute(db);
  },
};
