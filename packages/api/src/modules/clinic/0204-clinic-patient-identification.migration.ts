import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The rest of a clinical record's identification (Res. 1995 de 1999): civil status, occupation and
 * the companion's name and phone. All optional: patients registered before keep working.
 */
export const clinicPatientIdentificationMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('clinic_patients')
      .addColumn('civil_status', 'text')
      .addColumn('occupation', 'text')
      .addColumn('companion', 'jsonb')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema
      .alterTable('clinic_patients')
      .dropColumn('civil_status')
      .dropColumn('occupation')
      .dropColumn('companion')
      .execute();
  },
};
