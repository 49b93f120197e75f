import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { Database } from '../src/db/database.types';
import { migrateToLatest } from '../src/db/migrate';
import { openConfiguredDatabase } from '../src/db/open-configured-database';
import { buildPgliteTemplate, findPgliteTemplate, pgliteTemplateIsCurrent } from '../src/db/pglite-template';
import type { ApiModule } from '../src/kernel/api-module';
import { apiModules } from '../src/modules/index';
import { createTestDatabase, type TestDatabase } from './support/test-database';

// A migration the template has not run yet: the one a colleague adds after the last build.
const newer: ApiModule = {
  name: 'newer',
  routes: [],
  migrations: {
    '0999-newer': {
      up: async (db) => {
        await sql`create table newer_table (id integer primary key, note text not null default 'x')`.execute(
          db,
        );
      },
    },
  },
};

/** Tables, columns, constraints, indexes, recorded migrations and catalogue rows of the current schema. */
async function schemaFingerprint(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ item: string }>`
    select 'column ' || table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' ||
      coalesce(column_default, '') as item
    from information_schema.columns where table_schema = current_schema()
    union all
    select 'constraint ' || c.relname || ' ' || con.conname || ' ' || pg_get_constraintdef(con.oid)
    from pg_constraint con join pg_class c on c.oid = con.conrelid
    join pg_namespace n on n.oid = c.relnamespace where n.nspname = current_schema()
    union all
    select 'index ' || replace(indexdef, schemaname || '.', '') from pg_indexes where schemaname = current_schema()
    union all
    select 'migration ' || name from kysely_migration
    union all
    select 'plans ' || count(*) from plans`.execute(db.withoutPlugins());
  return rows.map((row) => row.item).sort();
}

describe.skipIf(inject('database') !== 'pglite')('the embedded database template', () => {
  let work: string;
  let reference: TestDatabase;
  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'facturo-template-'));
    expect(await buildPgliteTemplate(apiModules, join(work, 'template'))).toBe(true);
    reference = await createTestDatabase();
    await migrateToLatest(reference.db, [...apiModules, newer]);
  }, 180_000);
  afterAll(async () => {
    await reference?.close();
    rmSync(work, { recursive: true, force: true });
  });

  test('a new data folder copied from a template missing the newest migration runs only that one, and equals a database migrated one by one', async () => {
    const database = await openConfiguredDatabase(
      { databaseUrl: undefined, dataDir: join(work, 'data') },
      'test',
      {
        migrations: [...apiModules, newer],
        dir: join(work, 'template'),
      },
    );
    try {
      const { applied } = await migrateToLatest(database.db, [...apiModules, newer]);
      expect(applied).toEqual(['0999-newer']);
      const fingerprint = await schemaFingerprint(database.db);
      expect(fingerprint.length).toBeGreaterThan(300);
      expect(fingerprint).toEqual(await schemaFingerprint(reference.db));
    } finally {
      await database.close();
    }
  }, 60_000);

  test('a template is rebuilt when stale, and never used for migrations the code does not have or another PGlite', async () => {
    const dir = join(work, 'template');
    expect(pgliteTemplateIsCurrent(apiModules, dir)).toBe(true);
    expect(await buildPgliteTemplate(apiModules, dir)).toBe(false);
    expect(pgliteTemplateIsCurrent([...apiModules, newer], dir)).toBe(false);
    expect(findPgliteTemplate([...apiModules, newer], dir)).toBe(join(dir, 'data'));
    // Another branch's code, without the contact module's migrations: the template would add tables it does not know.
    expect(
      findPgliteTemplate(
        apiModules.filter((module) => module.name !== 'contact'),
        dir,
      ),
    ).toBeUndefined();
    const manifest = JSON.parse(readFileSync(join(dir, 'template.json'), 'utf8'));
    writeFileSync(join(dir, 'template.json'), JSON.stringify({ ...manifest, pglite: '0.0.1' }));
    expect(findPgliteTemplate(apiModules, dir)).toBeUndefined();
    expect(pgliteTemplateIsCurrent(apiModules, dir)).toBe(false);
  });
});
