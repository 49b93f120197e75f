import { type InvoiceQuery, invoiceQuerySchema } from '@facturo/sdk/schemas';
import { sql } from 'kysely';
import { beforeAll, describe, expect, test } from 'vitest';
import { anchorable, nearestAnchor } from '../../src/modules/invoices/invoice-page-anchors';
import { invoicePageQuery, invoicePageRows } from '../../src/modules/invoices/invoice-page-query';
import { seedInvoices } from '../../src/seed/invoice-bulk-seed';
import { ownerWithOrganization } from '../support/billing';
import { setupTestApp } from '../support/test-app';

// A numbered page of an unfiltered list starts from a remembered position once one is known
// (invoice-page-anchors.ts): its rows must be the OFFSET query's, in any order of visits, and stay
// so when a new invoice moves every position.
const t = setupTestApp();
let organizationId: string;
const SIZE = 5;
const INVOICES = 60;

beforeAll(async () => {
  ({ organizationId } = await ownerWithOrganization(t));
  await seedInvoices(t.deps.db, {
    organizationId,
    count: INVOICES,
    prefix: 'FCT',
    now: new Date(t.clock.now().getTime() - 60_000),
  });
});

const queryOf = (fields: Record<string, unknown>): InvoiceQuery =>
  invoiceQuerySchema.parse({ pageSize: SIZE, ...fields });

/** The page by plain OFFSET, as the query is built with its values. */
const offsetPage = (query: InvoiceQuery) => invoicePageQuery(t.deps.db, organizationId, query).execute();

// Pages visited out of order, then again (the second visit of each starts from its own position).
const VISITS = [7, 3, 12, 8, 2, 13, 5, 7, 3, 12, 8, 2, 13, 5, 14];

describe('numbered pages from remembered positions', () => {
  test.each(['-created_at', 'created_at', 'number', '-number'])(
    'are the OFFSET pages, visited in any order (sort %s)',
    async (sort) => {
      for (const page of VISITS) {
        const query = queryOf({ sort, page });
        expect(await invoicePageRows(t.deps.db, organizationId, query)).toEqual(await offsetPage(query));
      }
      // The pages visited are remembered where they start.
      const anchor = nearestAnchor(t.deps.db, organizationId, queryOf({ sort }).sort, 6 * SIZE + 2);
      expect(anchor?.position).toBe(6 * SIZE);
      expect(anchor?.total).toBe(INVOICES);
      // Read from there, the page is whole: the seek itself answers, not the OFFSET behind it.
      const seventh = queryOf({ sort, page: 7 });
      const seek = await invoicePageQuery(t.deps.db, organizationId, seventh, undefined, anchor).execute();
      expect(seek).toHaveLength(SIZE + 1);
      expect(seek).toEqual(await offsetPage(seventh));
      // Page 9 was never visited: page 8's row read past its end says where it starts.
      const ninth = nearestAnchor(t.deps.db, organizationId, seventh.sort, 8 * SIZE);
      expect(ninth?.position).toBe(8 * SIZE);
      const fromNinth = queryOf({ sort, page: 9 });
      const exact = await invoicePageQuery(t.deps.db, organizationId, fromNinth, undefined, ninth).execute();
      expect(exact).toHaveLength(SIZE + 1);
      expect(exact).toEqual(await offsetPage(fromNinth));
      // Two pages past a position, the seek skips the rows between.
      const eleventh = queryOf({ sort, page: 11 });
      const skipping = await invoicePageQuery(
        t.deps.db,
        organizationId,
        eleventh,
        undefined,
        ninth,
      ).execute();
      expect(skipping).toHaveLength(SIZE + 1);
      expect(skipping).toEqual(await offsetPage(eleventh));
    },
  );

  test('a cursor page and a page read from its own position keep one plan, not planned on every run', async () => {
    // Pinned to one connection: prepared statements and their plans are per connection.
    await t.deps.db.connection().execute(async (db) => {
      const plans = async () => {
        const { rows } = await sql<{ statement: string; generic: number; runs: number }>`
          select statement, generic_plans as generic, generic_plans + custom_plans as runs
          from pg_prepared_statements where statement like '%invoice_snapshots%'`.execute(db);
        return new Map(
          rows.map((row) => [row.statement, { generic: Number(row.generic), runs: Number(row.runs) }]),
        );
      };
      const third = queryOf({ page: 3 });
      const rows = await invoicePageRows(db, organizationId, third);
      const last = rows[SIZE - 1];
      if (!last) throw new Error('page 3 is not whole');
      const cursor = {
        direction: 'next' as const,
        keys: last.sortKeys,
        id: last.id,
        page: 4,
        total: INVOICES,
      };
      const before = await plans();
      for (let run = 0; run < 10; run++) {
        await invoicePageRows(db, organizationId, third);
        await invoicePageRows(db, organizationId, queryOf({}), cursor);
      }
      // The two statements run ten times each here (named on their second run at the latest).
      const ran = [...(await plans())].flatMap(([statement, after]) => {
        const earlier = before.get(statement) ?? { generic: 0, runs: 0 };
        return after.runs - earlier.runs >= 9
          ? [{ statement, generic: after.generic - earlier.generic }]
          : [];
      });
      expect(ran.map((plan) => /\boffset\b/.test(plan.statement))).toEqual([false, false]);
      // After five custom plans PostgreSQL compares them with the generic one, which must win. (On 60
      // invoices the cursor page's plans tie either way; on 100,000 only the id subquery's generic plan
      // wins: the benchmark's cursor page.)
      for (const plan of ran) expect(plan.generic).toBeGreaterThanOrEqual(3);
    });
  });

  test('a page read from its own position has no OFFSET: one plan PostgreSQL can keep', () => {
    const query = queryOf({ page: 7 });
    const anchor = {
      position: 6 * SIZE,
      keys: ['2026-01-01T00:00:00Z'],
      id: organizationId,
      total: 60,
      lastSequence: 60,
    };
    const sqlOf = (at: typeof anchor) =>
      invoicePageQuery(t.deps.db, organizationId, query, undefined, at).compile().sql;
    expect(sqlOf(anchor)).not.toMatch(/\boffset\b/);
    expect(sqlOf({ ...anchor, position: 5 * SIZE })).toMatch(/\boffset\b/);
  });

  test('stay the OFFSET pages when a new invoice moves every position, and remember the new count', async () => {
    const query = queryOf({ page: 9 });
    expect(await invoicePageRows(t.deps.db, organizationId, query)).toEqual(await offsetPage(query));
    // Newest first: the new invoice goes first, and each remembered position now starts a row later.
    await seedInvoices(t.deps.db, { organizationId, count: 1, prefix: 'FCN', now: t.clock.now() });
    for (const page of [9, 10, 9]) {
      const next = queryOf({ page });
      expect(await invoicePageRows(t.deps.db, organizationId, next)).toEqual(await offsetPage(next));
    }
    expect(nearestAnchor(t.deps.db, organizationId, query.sort, 8 * SIZE)?.total).toBe(INVOICES + 1);
  });

  test('stay the OFFSET pages when the count fell and rose again (a failover that lost a commit)', async () => {
    const query = queryOf({ page: 9 });
    expect(await invoicePageRows(t.deps.db, organizationId, query)).toEqual(await offsetPage(query));
    // The oldest invoice lost (past the remembered positions), a new one issued: the same count, and
    // every position from the front moved by one.
    await sql`delete from invoices where id = (select id from invoices where organization_id = ${organizationId}
      order by created_at, id limit 1)`.execute(t.deps.db.withoutPlugins());
    await seedInvoices(t.deps.db, { organizationId, count: 1, prefix: 'FCL', now: t.clock.now() });
    for (const page of [9, 10]) {
      const next = queryOf({ page });
      expect(await invoicePageRows(t.deps.db, organizationId, next)).toEqual(await offsetPage(next));
    }
  });

  test('a page past the end is still empty', async () => {
    const query = queryOf({ page: 40 });
    for (let run = 0; run < 2; run++)
      expect(await invoicePageRows(t.deps.db, organizationId, query)).toEqual([]);
  });
});

describe('anchorable', () => {
  test.each<[string, Record<string, unknown>, boolean]>([
    ['unfiltered, newest first', {}, true],
    ['unfiltered, by number', { sort: '-number' }, true],
    ['by total (recomputed while an invoice is written)', { sort: 'total' }, false],
    ['by due date', { sort: 'due_date' }, false],
    ['a status', { status: ['paid'] }, false],
    ['a search', { search: 'fct' }, false],
    ['dates', { from: '2020-01-01' }, false],
  ])('%s → %s', (_name, fields, expected) => {
    expect(anchorable(queryOf(fields))).toBe(expected);
  });
});
