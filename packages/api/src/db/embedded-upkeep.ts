// PostgreSQL's autovacuum keeps a server's tables in shape: it removes the rows updates and deletes
// leave dead (the job queue's, rate-limit counters', sessions'), marks pages all-visible so
// index-only scans stay index-only (the invoice list's numbered pages, its counts), and refreshes the
// planner's statistics as tables grow. The embedded PGlite runs PostgreSQL in one process without
// its background workers: none of that happens unless the API does it. Measured on a new embedded
// database: autovacuum 'on', and after 20,000 inserts and 6,666 deletes the table had never been
// vacuumed or analyzed (no all-visible page, no row estimate). The table statistics autovacuum
// decides by are kept, though, so the same decision can be made here.
import { type Kysely, sql } from 'kysely';
import { sqlState } from './sql-state';

/** PostgreSQL's SQLSTATE for a relation that does not exist. */
const UNDEFINED_TABLE = '42P01';

/** What one round of upkeep did: the tables vacuumed (and analyzed), analyzed only, and its time. */
export interface UpkeepReport {
  vacuumed: string[];
  analyzed: string[];
  milliseconds: number;
}

/** A table and what it needs, by autovacuum's rules. */
interface TableDue {
  name: string;
  vacuum: boolean;
  analyze: boolean;
}

/**
 * The tables autovacuum would take up now, by its default thresholds: vacuum when dead rows exceed
 * 50 + 20 % of the table or rows inserted since the last vacuum exceed 1,000 + 20 % (which keeps
 * the visibility map current); analyze when changed rows exceed 50 + 10 %.
 */
async function tablesDue<DB>(db: Kysely<DB>): Promise<TableDue[]> {
  const { rows } = await sql<TableDue>`
    select name, "vacuum", "analyze" from (
      select quote_ident(s.schemaname) || '.' || quote_ident(s.relname) as name,
        s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
          or s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0) as "vacuum",
        s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0) as "analyze"
      from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    ) due
    where "vacuum" or "analyze"
    order by name`.execute(db);
  return rows;
}

/**
 * One round of what autovacuum does, for the embedded database: `VACUUM (ANALYZE)` or `ANALYZE`
 * of each table past autovacuum's thresholds, one table at a time (the embedded database answers one
 * statement at a time, so requests waiting for it are served between two tables). A round with
 * nothing due costs one query. Runs outside any transaction (VACUUM refuses one).
 */
export async function embeddedUpkeep<DB>(db: Kysely<DB>): Promise<UpkeepReport> {
  const started = performance.now();
  // Names come quoted from the catalogue: the case plugin must not rename them.
  const raw = db.withoutPlugins();
  const report: UpkeepReport = { vacuumed: [], analyzed: [], milliseconds: 0 };
  for (const table of await tablesDue(raw)) {
    try {
      await sql`${sql.raw(table.vacuum ? 'vacuum (analyze)' : 'analyze')} ${sql.raw(table.name)}`.execute(
        raw,
      );
      (table.vacuum ? report.vacuumed : report.analyzed).push(table.name);
    } catch (error) {
      // Dropped since it was listed (the job queue drops its own tables): the others still get theirs.
      if (sqlState(error) !== UNDEFINED_TABLE) throw error;
    }
    // Lets the requests queued meanwhile reach the database before the next table.
    await new Promise((resolve) => setImmediate(resolve));
  }
  report.milliseconds = Math.round(performance.now() - started);
  return report;
}
