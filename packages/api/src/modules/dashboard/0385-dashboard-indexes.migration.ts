import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The dashboard's monthly sums read an organization's paid invoices by payment time and its usage
 * reports by report time: both indexed, so a year of an organization with 100,000 invoices is read
 * from the index instead of every row.
 */
export const dashboardIndexesMigration: Migration = {
  async up(db) {
    await sql`create index invoices_paid_idx on invoices (organization_id, paid_at)
      where paid_at is not null`.execute(db);
    await sql`create index usage_records_recorded_idx on usage_records (organization_id, recorded_at)`.execute(
      db,
    );
  },
};
