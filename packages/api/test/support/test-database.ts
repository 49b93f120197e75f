import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate';
import { createPglite, type DatabaseHandle, openPglite, openPostgres } from '../../src/db/open-database';
import { apiModules } from '../../src/modules/index';

// One PGlite per worker process, shared by the test files that run in it (vitest `isolate: false`).
let workerPglite: Promise<PGlite> | undefined;

/** A migrated database in a schema of its own, and how to drop it. */
export interface TestDatabase extends DatabaseHandle {
  schema: string;
}

/**
 * A fresh, migrated schema on this project's engine (`inject('database')`): the worker's PGlite,
 * or the run's PostgreSQL server. Closing drops the schema.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  if (inject('database') === 'postgres') {
    const url = inject('databaseUrl');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema "${schema}"`);
    await admin.end();
    const handle = openPostgres({ url, schema, maxConnections: 8 });
    await migrateToLatest(handle.db, apiModules);
    return {
      ...handle,
      schema,
      close: async () => {
        await sql.raw(`drop schema "${schema}" cascade`).execute(handle.db);
        await handle.close();
      },
    };
  }
  workerPglite ??= createPglite();
  const pglite = await workerPglite;
  await pglite.exec(`create schema "${schema}"`);
  const handle = openPglite(pglite, { schema, closePglite: false });
  await migrateToLatest(handle.db, apiModules);
  return {
    ...handle,
    schema,
    close: async () => {
      await pglite.exec(`drop schema "${schema}" cascade`);
    },
  };
}
