import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { APPOINTMENT_OVERLAP_SQLSTATE, scheduleLockKey } from './0201-clinic-scheduling.migration';

// 0201 compared a professional's appointments across every organization. A professional who also
// works at another clinic was then refused with "overlap" because of that clinic's agenda, which
// told one organization about another's data, and the per-clinic lock did not serialize the two
// clinics' writes anyway. Each clinic keeps its own agenda: compare within the organization only.
const perClinicFunction = (organizationFilter: string) =>
  sql.raw(`
  create or replace function clinic_appointments_no_overlap() returns trigger language plpgsql as $$
  begin
    if new.status = 'cancelled' then
      return new;
    end if;
    perform pg_advisory_xact_lock(${scheduleLockKey('new.organization_id')});
    if exists (
      select 1 from clinic_appointments other
      where other.professional_id = new.professional_id
        ${organizationFilter}
        and other.id <> new.id
        and other.status <> 'cancelled'
        and tstzrange(other.starts_at, other.ends_at) && tstzrange(new.starts_at, new.ends_at)
    ) then
      raise exception 'the professional already has an appointment in that range'
        using errcode = '${APPOINTMENT_OVERLAP_SQLSTATE}';
    end if;
    return new;
  end $$`);

/** Double booking is refused within a clinic's own agenda, never across organizations. */
export const clinicOverlapPerClinicMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await perClinicFunction('and other.organization_id = new.organization_id').execute(db);
  },
  async down(db: Kysely<unknown>) {
    await perClinicFunction('').execute(db);
  },
};
