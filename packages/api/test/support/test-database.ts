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
    const handle = openPostgres({ url, schema, maxConnections: 8 });
    await whileHolding(url, 'shared', async (admin) => {
      await admin.query(`create schema "${schema}"`);
      await migrateToLatest(handle.db, apiModules);
    });
    return {
      ...handle,
      schema,
      close: async () => {
        await whileHolding(url, 'exclusive', () =>
          sql.raw(`drop schema "${schema}" cascade`).execute(handle.db),
        );
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
