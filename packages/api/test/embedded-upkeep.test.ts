import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { embeddedUpkeep } from '../src/db/embedded-upkeep';
import type { AppDeps } from '../src/kernel/app-deps';
import { EMBEDDED_UPKEEP_SECONDS, embeddedUpkeepJob } from '../src/modules/platform/embedded-upkeep.job';
import { createTestDatabase, type TestDatabase } from './support/test-database';

// The embedded database has no autovacuum (see db/embedded-upkeep.ts); the upkeep decides as
// autovacuum does, from the table statistics, and does the same work. On the embedded engine only,
// the one it runs on: on the shared PostgreSQL server of the tests, other workers' open snapshots may
// keep dead rows a vacuum cannot remove yet, so what it leaves behind is not the upkeep's to decide.

let database: TestDatabase;
let db: Kysely<unknown>;

/** Waits until the table statistics show what was done to `table` (they are flushed about once a second). */
async function statisticsShow(table: string, condition: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    await sql`select pg_stat_force_next_flush()`.execute(db);
    const { rows } = await sql<{ shown: boolean }>`
      select ${sql.raw(condition)} as shown from pg_stat_user_tables
      where schemaname = ${database.schema} and relname = ${table}`.execute(db);
    if (rows[0]?.shown) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The statistics of ${table} never showed ${condition}`);
}

const visibility = async (table: string) =>
  (
    await sql<{ pages: number; visible: number; rows: number }>`
      select relpages as pages, relallvisible as visible, reltuples as rows from pg_class
      where oid = ${`${database.schema}.${table}`}::regclass`.execute(db)
  ).rows[0];

const embedded = inject('database') === 'pglite';

beforeAll(async () => {
  if (!embedded) return;
  database = await createTestDatabase();
  db = database.db.withoutPlugins() as Kysely<unknown>;
  await sql`create table churned (id int primary key, v int)`.execute(db);
  await sql`insert into churned select g, g from generate_series(1, 5000) g`.execute(db);
  await sql`delete from churned where id % 5 in (0, 1)`.execute(db);
  await sql`create table grown (id int primary key)`.execute(db);
  await sql`insert into grown select g from generate_series(1, 200) g`.execute(db);
  await statisticsShow('churned', 'n_dead_tup >= 2000');
  await statisticsShow('grown', 'n_mod_since_analyze >= 200');
});

afterAll(() => database?.close());

describe.skipIf(!embedded)('embeddedUpkeep', () => {
  test('vacuums a table with many dead rows, analyzes one that only grew, then has nothing left to do', async () => {
    expect(await visibility('churned')).toMatchObject({ visible: 0 });
    const first = await embeddedUpkeep(database.db);
    expect(first.vacuumed).toContain(`${database.schema}.churned`);
    expect(first.analyzed).toContain(`${database.schema}.grown`);
    expect(first.vacuumed).not.toContain(`${database.schema}.grown`);
    // Dead rows gone from the estimate, pages marked all-visible (index-only scans stay index-only).
    const churned = await visibility('churned');
    expect(churned?.rows).toBe(3000);
    expect(churned?.visible).toBe(churned?.pages);
    expect((await visibility('grown'))?.rows).toBe(200);

    const second = await embeddedUpkeep(database.db);
    expect([...second.vacuumed, ...second.analyzed]).not.toEqual(
      expect.arrayContaining([expect.stringMatching(new RegExp(`^${database.schema}\\.(churned|grown)$`))]),
    );
  });
});

describe('embeddedUpkeepJob', () => {
  test.each([
    ['pglite', EMBEDDED_UPKEEP_SECONDS],
    ['postgres', 0],
  ] as const)('on %s runs every %i seconds (0: off, autovacuum does it)', (databaseKind, seconds) => {
    expect(embeddedUpkeepJob.everySeconds?.({ databaseKind } as AppDeps)).toBe(seconds);
  });

  test('sent by hand on PostgreSQL, does nothing', async () => {
    expect(await embeddedUpkeepJob.run({ databaseKind: 'postgres' } as AppDeps, {})).toEqual({
      skipped: 'postgres',
    });
  });
});
