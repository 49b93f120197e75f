import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';

// One function per kind of statement: each folds the rows the statement changed into per-status
// deltas (`+1` for a new row, `-1` for a removed one) and adds them to the counters.
const COUNTERS = {
  insert: 'select organization_id, status, 1 as delta from new_rows',
  update:
    'select organization_id, status, 1 as delta from new_rows union all select organization_id, status, -1 from old_rows',
  delete: 'select organization_id, status, -1 as delta from old_rows',
} as const;

/**
 * How many invoices each organization has in each status, kept by statement-level triggers (so a
 * bulk insert costs one upsert per organization and status, and no code path can forget it). The
 * invoice list reads its total from here when only statuses filter it (the usual case: the
 * portal's first page), instead of counting 100,000 index entries on every page request; searches
 * and date ranges still count.
 */
export const invoiceCountsMigration: Migration = {
  async up(db) {
    await sql`create table invoice_counts (
      organization_id uuid not null references organizations (id) on delete cascade,
      status text not null,
      count bigint not null,
      primary key (organization_id, status))`.execute(db);
    await sql`insert into invoice_counts (organization_id, status, count)
      select organization_id, status, count(*) from invoices group by organization_id, status`.execute(db);
    for (const [event, changes] of Object.entries(COUNTERS)) {
      const transition =
        event === 'insert'
          ? 'new table as new_rows'
          : event === 'delete'
            ? 'old table as old_rows'
            : 'old table as old_rows new table as new_rows';
      const deltas = `select organization_id, status, sum(delta) as delta from (${changes}) changed
        group by organization_id, status having sum(delta) <> 0`;
      // Removing rows only lowers counters that exist: an organization being deleted (its invoices
      // cascade) may have lost its counters already, and must not get them back.
      const apply =
        event === 'delete'
          ? `update invoice_counts as counts set count = counts.count + deltas.delta from (${deltas}) deltas
             where counts.organization_id = deltas.organization_id and counts.status = deltas.status`
          : `insert into invoice_counts as counts (organization_id, status, count) ${deltas}
             on conflict (organization_id, status) do update set count = counts.count + excluded.count`;
      await sql
        .raw(`create function count_invoices_on_${event}() returns trigger language plpgsql as $$
          begin
            ${apply};
            return null;
          end $$`)
        .execute(db);
      await sql
        .raw(`create trigger invoices_count_on_${event} after ${event} on invoices
          referencing ${transition} for each statement execute function count_invoices_on_${event}()`)
        .execute(db);
    }
  },
};
