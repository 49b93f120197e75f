import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { migrateToLatest } from '../src/db/migrate';
import { openConfiguredDatabase } from '../src/db/open-configured-database';
import { buildPgliteTemplate, findPgliteTemplate, pgliteTemplateIsCurrent } from '../src/db/pglite-template';
import type { ApiModule } from '../src/kernel/api-module';
import { apiModules } from '../src/modules/index';
import { schemaFingerprint } from './support/schema-fingerprint';
import { createMigratedTestDatabase, type TestDatabase } from './support/test-database';

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

describe.skipIf(inject('database') !== 'pglite')('the embedded database template', () => {
  let work: string;
  let reference: TestDatabase;
  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'facturo-template-'));
    expect(await buildPgliteTemplate(apiModules, join(work, 'template'))).toBe(true);
    reference = await createMigratedTestDatabase();
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
      const fingerprint = await schemaFingerprint(database.db, 'public');
      expect(fingerprint.length).toBeGreaterThan(300);
      expect(fingerprint).toEqual(await schemaFingerprint(reference.db, reference.schema));
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
