import type { PGlite } from '@electric-sql/pglite';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, test } from 'vitest';
import { PglitePreparedStatements } from '../src/db/pglite-prepared-statements';
import { createTestDatabase, type TestDatabase } from './support/test-database';

// On PGlite the SELECTs Kysely builds run as named prepared statements (`pglite-prepared-statements.ts`);
// on PostgreSQL as `pg` runs them. Either way the rows, their types, the errors and what a
// transaction sees must be what a plain query gives.

interface Probe {
  id: number;
  name: string | null;
  at: Date;
  day: string;
  big: number;
  doc: unknown;
  flag: boolean;
}

let database: TestDatabase;
let db: Kysely<{ probe: Probe }>;
const pglite = () => (database.queueConnection as { pglite: PGlite }).pglite;

const AT = new Date('2026-11-27T15:04:05.123Z');
const ROWS = [
  {
    id: 1,
    name: 'Ana',
    at: AT,
    day: '2026-11-27',
    big: 9_007_199_254_740_991,
    doc: { lines: [{ n: 1 }] },
    flag: true,
  },
  { id: 2, name: null, at: AT, day: '2026-01-01', big: 2, doc: ['a'], flag: false },
  { id: 3, name: 'Nómina', at: AT, day: '2026-12-31', big: 3, doc: null, flag: true },
];

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db.withTables<{ probe: Probe }>() as unknown as Kysely<{ probe: Probe }>;
  await sql`create table probe (id int primary key, name text, at timestamptz not null, day date not null, big int8 not null, doc jsonb, flag bool not null)`.execute(
    db,
  );
});

afterAll(() => database.close());

beforeEach(async () => {
  await sql`delete from probe`.execute(db);
  await db
    .insertInto('probe')
    .values(ROWS.map((row) => ({ ...row, doc: row.doc === null ? null : JSON.stringify(row.doc) })))
    .execute();
});

const select = (ids: number[], flag: boolean | null, since: Date) =>
  db
    .selectFrom('probe')
    .selectAll()
    .where('id', 'in', ids)
    .where((eb) => (flag === null ? eb.lit(true) : eb('flag', '=', flag)))
    .where('at', '>=', since)
    .orderBy('id')
    .execute();

describe('SELECTs run again and again', () => {
  test('give the rows and types a plain query gives, whatever the parameters', async () => {
    const plain = await sql<Probe>`select * from probe order by id`.execute(db);
    expect(plain.rows).toEqual(ROWS);
    // More runs than PostgreSQL's five custom plans, so a cached generic plan answers too.
    for (let run = 0; run < 8; run++) {
      expect(await select([1, 2, 3], null, new Date(0))).toEqual(ROWS);
      expect(await select([1, 2, 3], true, new Date(0))).toEqual([ROWS[0], ROWS[2]]);
      expect(await select([2, 3], false, AT)).toEqual([ROWS[1]]);
      expect(await select([1], true, new Date(AT.getTime() + 1))).toEqual([]);
    }
  });

  test('a database error rejects with its SQL state, and the next queries run', async () => {
    const broken = () =>
      db.selectFrom('probe').select('id').where(sql<boolean>`day = cast(${'not a date'} as date)`).execute();
    await expect(broken()).rejects.toMatchObject({ code: '22007' });
    await expect(broken()).rejects.toMatchObject({ code: '22007' });
    expect(await select([1], true, new Date(0))).toEqual([ROWS[0]]);
  });

  test('a column added since a statement was prepared is in its next rows', async () => {
    expect(await db.selectFrom('probe').selectAll().where('id', '=', 1).execute()).toEqual([ROWS[0]]);
    await sql`alter table probe add column note text not null default 'nueva'`.execute(db);
    try {
      expect(await db.selectFrom('probe').selectAll().where('id', '=', 1).execute()).toEqual([
        { ...ROWS[0], note: 'nueva' },
      ]);
    } finally {
      await sql`alter table probe drop column note`.execute(db);
    }
  });

  test('inside a transaction they see its writes; a rollback leaves the table as it was', async () => {
    await db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('probe').set({ name: 'Sin confirmar' }).where('id', '=', 1).execute();
        const seen = await trx.selectFrom('probe').select('name').where('id', '=', 1).executeTakeFirst();
        expect(seen?.name).toBe('Sin confirmar');
        throw new Error('roll back');
      })
      .catch((error: Error) => expect(error.message).toBe('roll back'));
    expect(await db.selectFrom('probe').select('name').where('id', '=', 1).executeTakeFirst()).toEqual({
      name: 'Ana',
    });
  });
});

describe.skipIf(inject('database') !== 'pglite')('the embedded engine’s prepared statements', () => {
  const prepared = async () =>
    (await pglite().query<{ count: number }>('select count(*)::int as count from pg_prepared_statements'))
      .rows[0]?.count;

  test('the SELECTs Kysely builds are prepared once each; plain SQL is not', async () => {
    const before = await prepared();
    for (let run = 0; run < 3; run++)
      await db.selectFrom('probe').select('id').where('id', '=', run).execute();
    await sql`select id from probe where id = ${1}`.execute(db);
    expect(await prepared()).toBe((before ?? 0) + 1);
  });

  test('beyond its limit the least recently used statement is closed, and closing all leaves none', async () => {
    const statements = new PglitePreparedStatements(pglite(), 2);
    const query = (text: string) => ({
      sql: `${text} from ${database.schema}.probe where id = $1`,
      parameters: [1],
      query: { kind: 'SelectQueryNode' },
      queryId: { queryId: text },
    });
    const before = (await prepared()) ?? 0;
    const run = (text: string) => statements.execute(query(text) as Parameters<typeof statements.execute>[0]);
    expect((await run('select name')).rows).toEqual([{ name: 'Ana' }]);
    await run('select day');
    await run('select name');
    expect((await run('select flag')).rows).toEqual([{ flag: true }]);
    expect(statements.size).toBe(2);
    expect(await prepared()).toBe(before + 2);
    // `select day` was the least recently used: prepared again, it answers.
    expect((await run('select day')).rows).toEqual([{ day: '2026-11-27' }]);
    await statements.closeAll();
    expect(statements.size).toBe(0);
    expect(await prepared()).toBe(before);
  });
});

describe.skipIf(inject('database') !== 'postgres')('the PostgreSQL pool’s prepared statements', () => {
  // What one connection of the pool has prepared (a session's statements are its own).
  const preparedOn = async (conn: Kysely<{ probe: Probe }>) =>
    (await sql<{ count: number }>`select count(*)::int as count from pg_prepared_statements`.execute(conn))
      .rows[0]?.count ?? 0;
  const byName = (conn: Kysely<{ probe: Probe }>, id: number) =>
    conn.selectFrom('probe').select('name').where('id', '=', id).executeTakeFirst();

  test('a SELECT run again is prepared once on its connection; one run once is not', async () => {
    await db.connection().execute(async (conn) => {
      // Twice: the count is itself a SELECT run again, prepared from here on.
      await preparedOn(conn);
      const before = await preparedOn(conn);
      await conn.selectFrom('probe').select('day').where('id', '=', 1).execute();
      expect(await preparedOn(conn)).toBe(before);
      for (let run = 1; run <= 3; run++)
        expect(await byName(conn, run)).toEqual({ name: ROWS[run - 1]?.name });
      expect(await preparedOn(conn)).toBe(before + 1);
    });
  });

  test('a statement whose columns changed since it was prepared runs again unnamed', async () => {
    await db.connection().execute(async (conn) => {
      const everything = () => conn.selectFrom('probe').selectAll().where('id', '=', 2).execute();
      for (let run = 0; run < 3; run++) expect(await everything()).toEqual([ROWS[1]]);
      await sql`alter table probe add column note text not null default 'nueva'`.execute(conn);
      try {
        expect(await everything()).toEqual([{ ...ROWS[1], note: 'nueva' }]);
        expect(await everything()).toEqual([{ ...ROWS[1], note: 'nueva' }]);
      } finally {
        await sql`alter table probe drop column note`.execute(conn);
      }
      // Refused on this connection only for the changed text: the others still run prepared.
      expect(await byName(conn, 3)).toEqual({ name: 'Nómina' });
    });
  });

  test('inside a transaction nothing is prepared, and after it SELECTs are again', async () => {
    await db.connection().execute(async (conn) => {
      const before = await preparedOn(conn);
      await conn.transaction().execute(async (trx) => {
        for (let run = 0; run < 3; run++)
          await trx.selectFrom('probe').select('flag').where('id', '=', 1).execute();
      });
      expect(await preparedOn(conn)).toBe(before);
      for (let run = 0; run < 2; run++)
        await conn.selectFrom('probe').select('flag').where('id', '=', 1).execute();
      expect(await preparedOn(conn)).toBe(before + 1);
    });
  });

  test('a WITH query that only reads is prepared once; one that writes, in a CTE or after them, never is', async () => {
    await db.connection().execute(async (conn) => {
      const reading = () =>
        conn
          .with(
            (cte) => cte('flagged').materialized(),
            (qb) => qb.selectFrom('probe').select(['id', 'name']).where('flag', '=', true),
          )
          .selectFrom('flagged')
          .select('name')
          .orderBy('id')
          .execute();
      const writing = (name: string) =>
        conn
          .with('renamed', (qb) => qb.updateTable('probe').set({ name }).where('id', '=', 2).returning('id'))
          .selectFrom('renamed')
          .select('id')
          .execute();
      const before = await preparedOn(conn);
      for (let run = 0; run < 3; run++)
        expect(await reading()).toEqual([{ name: 'Ana' }, { name: 'Nómina' }]);
      expect(await preparedOn(conn)).toBe(before + 1);
      // A write after read-only CTEs is a write too.
      const writingAfter = (name: string) =>
        conn
          .with('second', (qb) => qb.selectFrom('probe').select('id').where('id', '=', 2))
          .updateTable('probe')
          .set({ name })
          .where('id', 'in', (eb) => eb.selectFrom('second').select('id'))
          .execute();
      for (let run = 0; run < 3; run++) expect(await writing(`Pedro ${run}`)).toEqual([{ id: 2 }]);
      for (let run = 0; run < 3; run++) await writingAfter(`Juan ${run}`);
      expect(await preparedOn(conn)).toBe(before + 1);
      expect(await byName(conn, 2)).toEqual({ name: 'Juan 2' });
    });
  });
});
