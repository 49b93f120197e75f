import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { QueryTemplate } from '../src/db/query-template';
import { RequestAbandonedError, runInRequestScope } from '../src/db/request-scope';
import { createTestDatabase, type TestDatabase } from './support/test-database';

// A query template is compiled once per shape and run with each call's values: its rows must be
// what the same query built with those values gives, on both engines.

interface Probe {
  id: number;
  name: string | null;
  at: Date;
  flag: boolean;
}
type ProbeDb = { probe: Probe };

let database: TestDatabase;
let db: Kysely<ProbeDb>;

const AT = new Date('2026-11-27T15:04:05.123Z');
const ROWS: Probe[] = [
  { id: 1, name: 'Ana', at: AT, flag: true },
  { id: 2, name: null, at: new Date('2026-01-01T00:00:00.000Z'), flag: false },
  { id: 3, name: 'Nómina', at: AT, flag: true },
  { id: 4, name: 'Zoe', at: new Date('2025-06-30T12:00:00.000Z'), flag: false },
];

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db.withTables<ProbeDb>() as unknown as Kysely<ProbeDb>;
  await sql`create table probe (id int primary key, name text, at timestamptz not null, flag bool not null)`.execute(
    db,
  );
  await db.insertInto('probe').values(ROWS).execute();
});

afterAll(() => database.close());

interface Shape {
  descending: boolean;
}
interface Values {
  ids: readonly number[];
  flag: boolean | null;
  since: Date;
  skip: number;
}

/** A query with a list, an optional value, a date, an offset and a shape that changes its text. */
function probeQuery(on: Kysely<ProbeDb>, shape: Shape, values: Values) {
  let query = on
    .selectFrom('probe')
    .selectAll()
    .where('id', 'in', values.ids)
    .where('at', '>=', values.since);
  if (values.flag !== null) query = query.where('flag', '=', values.flag);
  return query
    .orderBy('id', shape.descending ? 'desc' : 'asc')
    .limit(10)
    .offset(values.skip);
}

function countingTemplate() {
  const built: Shape[] = [];
  const template = new QueryTemplate<Shape, Values, Probe, ProbeDb>(
    (shape) => String(shape.descending),
    (on, shape, slots) => {
      built.push(shape);
      return probeQuery(on, shape, slots);
    },
  );
  return { template, built };
}

const EPOCH = new Date(0);

describe('a query template', () => {
  const { template } = countingTemplate();
  test.each<[string, Shape, Values]>([
    ['every row', { descending: false }, { ids: [1, 2, 3, 4], flag: null, since: EPOCH, skip: 0 }],
    ['a list of two, a flag', { descending: false }, { ids: [1, 3], flag: true, since: EPOCH, skip: 0 }],
    [
      'another list of two, the other flag',
      { descending: false },
      { ids: [2, 4], flag: false, since: EPOCH, skip: 0 },
    ],
    ['a date', { descending: true }, { ids: [1, 2, 3, 4], flag: null, since: AT, skip: 0 }],
    ['an offset', { descending: true }, { ids: [1, 2, 3, 4], flag: null, since: EPOCH, skip: 2 }],
    ['no match', { descending: false }, { ids: [9], flag: null, since: EPOCH, skip: 0 }],
  ])('gives the rows of the query built with the values: %s', async (_name, shape, values) => {
    const direct = await probeQuery(db, shape, values).execute();
    expect((await template.execute(db, shape, values)).rows).toEqual(direct);
  });

  test('is built once per shape, list length and missing value', async () => {
    const { template: counted, built } = countingTemplate();
    const run = (shape: Shape, values: Values) => counted.execute(db, shape, values);
    await run({ descending: false }, { ids: [1, 2], flag: null, since: EPOCH, skip: 0 });
    await run({ descending: false }, { ids: [3, 4], flag: null, since: AT, skip: 1 });
    expect(built).toHaveLength(1);
    await run({ descending: true }, { ids: [3, 4], flag: null, since: AT, skip: 1 });
    await run({ descending: false }, { ids: [1, 2, 3], flag: null, since: EPOCH, skip: 0 });
    await run({ descending: false }, { ids: [1, 2], flag: true, since: EPOCH, skip: 0 });
    expect(built).toHaveLength(4);
    // Each with its own rows, not the first run's.
    const rows = await run({ descending: false }, { ids: [1, 2], flag: false, since: EPOCH, skip: 0 });
    expect(rows.rows.map((row) => row.id)).toEqual([2]);
    expect(built).toHaveLength(4);
  });

  test('refuses a builder that changes a value or prints it into the SQL', async () => {
    const changed = new QueryTemplate<undefined, { name: string }, Probe, ProbeDb>(
      () => '',
      (on, _shape, slots) => on.selectFrom('probe').selectAll().where('name', '=', slots.name.toUpperCase()),
    );
    await expect(changed.execute(db, undefined, { name: 'ana' })).rejects.toThrow(
      /changed one of its values/,
    );
    const printed = new QueryTemplate<undefined, { name: string }, Probe, ProbeDb>(
      () => '',
      (on, _shape, slots) => on.selectFrom('probe').selectAll().where('name', '=', sql.lit(slots.name)),
    );
    await expect(printed.execute(db, undefined, { name: 'Ana' })).rejects.toThrow(/printed a value/);
  });

  test('tells apart runs that leave out different values', async () => {
    const either = new QueryTemplate<undefined, { name: string | null; id: number | null }, Probe, ProbeDb>(
      () => '',
      (on, _shape, slots) => {
        let query = on.selectFrom('probe').selectAll().orderBy('id');
        if (slots.name !== null) query = query.where('name', '=', slots.name);
        if (slots.id !== null) query = query.where('id', '=', slots.id);
        return query;
      },
    );
    const ids = async (values: { name: string | null; id: number | null }) =>
      (await either.execute(db, undefined, values)).rows.map((row) => row.id);
    expect(await ids({ name: 'Ana', id: null })).toEqual([1]);
    expect(await ids({ name: null, id: 3 })).toEqual([3]);
    expect(await ids({ name: null, id: null })).toEqual([1, 2, 3, 4]);
  });

  test('refuses an object value and a list sent as one parameter', async () => {
    const nested = new QueryTemplate<undefined, { range: { from: number } }, Probe, ProbeDb>(
      () => '',
      (on, _shape, slots) => on.selectFrom('probe').selectAll().where('id', '>=', slots.range.from),
    );
    await expect(nested.execute(db, undefined, { range: { from: 2 } })).rejects.toThrow(/is an object/);
    const whole = new QueryTemplate<undefined, { ids: number[] }, Probe, ProbeDb>(
      () => '',
      (on, _shape, slots) => on.selectFrom('probe').selectAll().where(sql<boolean>`id = any(${slots.ids})`),
    );
    await expect(whole.execute(db, undefined, { ids: [1, 2] })).rejects.toThrow(/as one parameter/);
  });

  test('refuses anything but a SELECT', async () => {
    const update = new QueryTemplate<undefined, { id: number }, Probe, ProbeDb>(
      () => '',
      (on, _shape, slots) =>
        on.updateTable('probe').set({ flag: true }).where('id', '=', slots.id).returningAll(),
    );
    await expect(update.execute(db, undefined, { id: 1 })).rejects.toThrow(/must be a SELECT/);
    expect((await db.selectFrom('probe').select('flag').where('id', '=', 2).executeTakeFirst())?.flag).toBe(
      false,
    );
  });

  test('reads nothing for a request already abandoned, as every other SELECT', async () => {
    const { template: counted } = countingTemplate();
    const values: Values = { ids: [1], flag: null, since: EPOCH, skip: 0 };
    const controller = new AbortController();
    controller.abort('deadline');
    await expect(
      runInRequestScope(controller.signal, () => counted.execute(db, { descending: false }, values)),
    ).rejects.toBeInstanceOf(RequestAbandonedError);
    const live = await runInRequestScope(new AbortController().signal, () =>
      counted.execute(db, { descending: false }, values),
    );
    expect(live.rows.map((row) => row.id)).toEqual([1]);
  });
});
