import type { PGlite, Results } from '@electric-sql/pglite';

/** What pg-boss needs of a database when it does not open its own pool (`db` option). */
export interface QueueSqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Runs pg-boss's SQL on the embedded PGlite. pg-boss sends two kinds of statements: single ones
 * with parameters, and, without parameters, scripts of several statements wrapped in
 * `BEGIN … pg_advisory_xact_lock … COMMIT` (schema creation, migrations, queue creation).
 * PGlite's `query` takes one statement (the extended protocol), `exec` takes a script; like `pg`,
 * a script answers one result per statement. PGlite runs one statement at a time and queues the
 * rest behind Kysely's transactions (it holds the instance for a transaction's whole length), so a
 * queue statement never lands inside the API's transaction. Advisory locks and `SKIP LOCKED` work
 * as on PostgreSQL, with a single session they simply never wait.
 */
export function pgliteQueueExecutor(pglite: PGlite): QueueSqlExecutor {
  return {
    async executeSql(text, values) {
      if (values?.length) return pglite.query(text, values);
      const results: Results[] = await pglite.exec(text);
      return results.length === 1 ? (results[0] as Results) : (results as unknown as { rows: unknown[] });
    },
  };
}
