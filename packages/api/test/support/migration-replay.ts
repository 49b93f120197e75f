import { CompiledQuery, type Kysely, type LogEvent } from 'kysely';
import type { Database } from '../../src/db/database.types';
import { migrateToLatest } from '../../src/db/migrate';
import { apiModules } from '../../src/modules/index';

// Every API test file works in a schema of its own. Running all migrations through Kysely's
// migrator for each one costs its catalogue introspection and lock on every file; instead a worker
// migrates one schema normally, keeps the statements that run sent, and sends them again into each
// new schema. `test/migration-replay.test.ts` proves a replayed schema equals a migrated one.

/** The statements one normal migration run sent, in order, and the schema it ran in. */
export interface MigrationRecording {
  readonly schema: string;
  readonly statements: readonly CompiledQuery[];
}

/** Kysely's `log` option that keeps every statement sent: give it to the Kysely that migrates. */
export function statementRecorder(): { log: (event: LogEvent) => void; statements: CompiledQuery[] } {
  const statements: CompiledQuery[] = [];
  return {
    statements,
    log: (event) => {
      if (event.level === 'query') statements.push(event.query);
    },
  };
}

/**
 * Migrates `db` (whose connections work in `schema`, and which logs through `recorder.log`) to the
 * latest migrations and returns what it sent.
 */
export async function recordMigrations(
  db: Kysely<Database>,
  schema: string,
  recorder: ReturnType<typeof statementRecorder>,
): Promise<MigrationRecording> {
  await migrateToLatest(db, apiModules);
  if (recorder.statements.length === 0)
    throw new Error("No migration statement was recorded: pass the recorder's log to the migrating Kysely.");
  return { schema, statements: [...recorder.statements] };
}

// Transaction control is the replay's own; reads change nothing (they are the migrator's catalogue
// introspection, or a migration looking at tables that are still empty). The migrator's lock is left
// out too: on PostgreSQL it is a session-level advisory lock taken by a `with … select
// pg_advisory_lock(…)` and freed by a plain `select`, so replaying the one without the other left
// every test file's idle connection holding it, and each migration elsewhere (another worker's first
// file, a test that runs the migrator) waited ~10 s for the pool to close that connection.
const SKIPPED = /^\s*(begin|commit|rollback|select)\b|\bpg_advisory_(un)?lock\b/i;

/**
 * Sends a recording's statements into `schema` (empty, and the current schema of `db`'s
 * connections), in one transaction, with the recorded schema's name replaced by `schema`.
 */
export async function replayMigrations(
  db: Kysely<Database>,
  recording: MigrationRecording,
  schema: string,
): Promise<void> {
  const from = `"${recording.schema}"`;
  const to = `"${schema}"`;
  await db
    .withoutPlugins()
    .transaction()
    .execute(async (trx) => {
      for (const statement of recording.statements) {
        if (SKIPPED.test(statement.sql)) continue;
        const parameters = statement.parameters.map((value) => (value === recording.schema ? schema : value));
        await trx.executeQuery(CompiledQuery.raw(statement.sql.replaceAll(from, to), parameters));
      }
    });
}
