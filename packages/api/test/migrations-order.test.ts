import { sql } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ApiModule } from '../src/kernel/api-module';
import { apiModules } from '../src/modules/index';
import { createTestDatabase, migrateTestDatabase, type TestDatabase } from './support/test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

// A module's new migration sorts before migrations that other modules added earlier (each module owns
// a number range): an existing database must still apply it rather than refuse to start.
const lateArrival: ApiModule = {
  name: 'late-arrival',
  routes: [],
  migrations: {
    '0099-late-arrival': {
      up: async (db) => {
        await sql`create table late_arrival (id integer primary key)`.execute(db);
      },
    },
  },
};

test('a migration numbered below ones already applied still runs, once', async () => {
  const first = await migrateTestDatabase(database, [...apiModules, lateArrival]);
  expect(first.applied).toEqual(['0099-late-arrival']);
  const { rows } = await sql<{ count: number }>`select count(*)::int as count from late_arrival`.execute(
    database.db,
  );
  expect(rows[0]?.count).toBe(0);
  const second = await migrateTestDatabase(database, [...apiModules, lateArrival]);
  expect(second.applied).toEqual([]);
});

test('an applied migration the code no longer has still stops the start (the up-to-date shortcut does not hide it)', async () => {
  await migrateTestDatabase(database, [...apiModules, lateArrival]);
  await expect(migrateTestDatabase(database, apiModules)).rejects.toThrow(/0099-late-arrival/);
});
