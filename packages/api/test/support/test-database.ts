import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { CompiledQuery, Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database } from '../../src/db/database.types';
import { migrateToLatest } from '../../src/db/migrate';
import { createPglite, type DatabaseHandle, openPglite, openPostgres } from '../../src/db/open-database';
import {
  type MigrationRecording,
  recordMigrations,
  replayMigrations,
  statementRecorder,
} from './migration-replay';

// One PGlite per worker process, shared by the test files that run in it (vitest `isolate: false`).
let workerPglite: Promise<PGlite> | undefined;
// One normal migration run per worker, replayed into each test file's schema (see migration-replay.ts).
let workerRecording: Promise<MigrationRecording> | undefined;

/** A migrated database in a schema of its own, and how to drop it. */
export interface TestDatabase extends DatabaseHandle {
  schema: string;
}

/**
 * A fresh, migrated schema on this project's engine (`inject('database')`): the worker's PGlite,
 * or the run's PostgreSQL server. It replays the statements of the worker's one migration run,
 * which builds the same schema as Kysely's migrator in a fraction of the time. Closing drops it.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  workerRecording ??= migrateNormally(`t_${randomBytes(6).toString('hex')}`).then(async (recording) => {
    await dropSchema(recording.schema);
    return recording;
  });
  const recording = await workerRecording;
  return openSchema(async (schema, handle) => replayMigrations(handle.db, recording, schema));
}

/**
 * Runs `migrateToLatest` on a test database, as a test that adds migrations of its own does. On
 * PostgreSQL it holds the schema-changes lock shared meanwhile: Kysely's migrator looks at every
 * schema of the database, and one that another worker drops in between fails it.
 */
export async function migrateTestDatabase(
  database: TestDatabase,
  modules: Parameters<typeof migrateToLatest>[1],
): ReturnType<typeof migrateToLatest> {
  if (inject('database') !== 'postgres') return migrateToLatest(database.db, modules);
  return whileHolding(inject('databaseUrl'), 'shared', () => migrateToLatest(database.db, modules));
}

/**
 * A fresh schema migrated the normal way, through Kysely's migrator: what a replayed schema is
 * compared with. Closing drops it.
 */
export async function createMigratedTestDatabase(): Promise<TestDatabase> {
  return openSchema(async (schema) => {
    await migrateNormally(schema);
  });
}

/** Creates a schema, opens a handle working in it, fills it with `fill`, and closes by dropping it. */
async function openSchema(
  fill: (schema: string, handle: DatabaseHandle) => Promise<void>,
): Promise<TestDatabase> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  if (inject('database') === 'postgres') {
    const url = inject('databaseUrl');
    const handle = openPostgres({ url, schema, maxConnections: 8 });
    await whileHolding(url, 'shared', (admin) => admin.query(`create schema "${schema}"`));
    await fill(schema, handle);
    return {
      ...handle,
      schema,
      close: async () => {
        await dropSchema(schema);
        await handle.close();
      },
    };
  }
  const pglite = await worker();
  await pglite.exec(`create schema "${schema}"`);
  const handle = openPglite(pglite, { schema, closePglite: false });
  await fill(schema, handle);
  return {
    ...handle,
    schema,
    close: async () => {
      // The worker's engine stays open: only the statements this handle prepared are closed.
      await handle.close();
      await dropSchema(schema);
    },
  };
}

function worker(): Promise<PGlite> {
  workerPglite ??= createPglite();
  return workerPglite;
}

async function dropSchema(schema: string): Promise<void> {
  if (inject('database') === 'postgres') {
    await whileHolding(inject('databaseUrl'), 'exclusive', (admin) =>
      admin.query(`drop schema if exists "${schema}" cascade`),
    );
  } else {
    await (await worker()).exec(`drop schema if exists "${schema}" cascade`);
  }
}

/**
 * Runs every migration through Kysely's migrator into `schema` (created when missing), on a Kysely
 * of its own that records each statement sent, and returns the recording.
 */
async function migrateNormally(schema: string): Promise<MigrationRecording> {
  const recorder = statementRecorder();
  if (inject('database') === 'postgres') {
    const url = inject('databaseUrl');
    const pool = new pg.Pool({ connectionString: url, max: 1, options: `-c search_path=${schema}` });
    const db = new Kysely<Database>({ log: recorder.log, dialect: new PostgresDialect({ pool }) });
    try {
      return await whileHolding(url, 'shared', async (admin) => {
        await admin.query(`create schema if not exists "${schema}"`);
        return recordMigrations(db, schema, recorder);
      });
    } finally {
      await db.destroy();
    }
  }
  const pglite = await worker();
  await pglite.exec(`create schema if not exists "${schema}"`);
  const db = new Kysely<Database>({
    log: recorder.log,
    dialect: new PGliteDialect({
      pglite,
      onCreateConnection: async (connection) => {
        await connection.executeQuery(CompiledQuery.raw(`set search_path to "${schema}"`));
      },
    }),
  });
  return recordMigrations(db, schema, recorder);
}

// Kysely's migrator looks for its table among every schema of the database and asks
// `has_schema_privilege` of each: a schema another worker drops in between fails that query
// ("schema … does not exist"). Migrations hold this advisory lock shared, drops hold it alone.
const SCHEMA_CHANGES_LOCK = 7_261_001;

async function whileHolding<T>(
  url: string,
  mode: 'shared' | 'exclusive',
  work: (admin: pg.Client) => Promise<T>,
): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const suffix = mode === 'shared' ? '_shared' : '';
  try {
    await admin.query(`select pg_advisory_lock${suffix}($1)`, [SCHEMA_CHANGES_LOCK]);
    return await work(admin);
  } finally {
    await admin.query(`select pg_advisory_unlock${suffix}($1)`, [SCHEMA_CHANGES_LOCK]).catch(() => undefined);
    await admin.end();
  }
}
