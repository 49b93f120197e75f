import { sql } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { migrateToLatest } from '../src/db/migrate';
import { apiModules } from '../src/modules/index';
import { schemaFingerprint } from './support/schema-fingerprint';
import { createMigratedTestDatabase, createTestDatabase, type TestDatabase } from './support/test-database';

// Test files get their schema by replaying one migration run's statements (support/migration-replay.ts),
// not through Kysely's migrator: this proves, on each engine, that the two build the same schema. The
// handles on a worker's PGlite share one session (one search path), so queries here name their schema.
let replayed: TestDatabase;
let migrated: TestDatabase;
beforeAll(async () => {
  replayed = await createTestDatabase();
  migrated = await createMigratedTestDatabase();
});
afterAll(async () => {
  await replayed?.close();
  await migrated?.close();
});

const planCount = async (database: TestDatabase) => {
  const { rows } = await sql<{ count: number }>`select count(*)::int as count from ${sql.id(
    database.schema,
    'plans',
  )}`.execute(database.db);
  return rows[0]?.count ?? 0;
};

test('a replayed schema has the same tables, constraints, indexes, triggers, functions and seeded rows as a migrated one', async () => {
  const expected = await schemaFingerprint(migrated.db, migrated.schema);
  expect(expected.length).toBeGreaterThan(300);
  expect(expected).toContain(`migration ${Object.keys(apiModules[0]?.migrations ?? {})[0]}`);
  expect(await schemaFingerprint(replayed.db, replayed.schema)).toEqual(expected);
});

test('the migrator finds nothing left to run on a replayed schema, and its seeded catalogue is there', async () => {
  await sql.raw(`set search_path to "${replayed.schema}"`).execute(replayed.db);
  expect(await migrateToLatest(replayed.db, apiModules)).toEqual({ applied: [] });
  expect(await planCount(replayed)).toBeGreaterThan(0);
});

test('two replayed schemas are independent: rows deleted in one are still in the other', async () => {
  const other = await createTestDatabase();
  try {
    const before = await planCount(replayed);
    await sql`delete from ${sql.id(other.schema, 'plans')}`.execute(other.db);
    expect(await planCount(other)).toBe(0);
    expect(await planCount(replayed)).toBe(before);
  } finally {
    await other.close();
  }
});
