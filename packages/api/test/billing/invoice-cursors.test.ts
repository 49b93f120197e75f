import { invoiceQuerySchema } from '@facturo/sdk/schemas';
import { beforeAll, describe, expect, test } from 'vitest';
import { filteredInvoices, sortOf } from '../../src/modules/invoices/invoice-query';
import { seedInvoices } from '../../src/seed/invoice-bulk-seed';
import { call, type Json } from '../support/api-client';
import { ownerWithOrganization } from '../support/billing';
import type { SignedUpUser } from '../support/factories';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();
let owner: SignedUpUser;
let organizationId: string;

beforeAll(async () => {
  ({ owner, organizationId } = await ownerWithOrganization(t));
  await seedInvoices(t.deps.db, {
    organizationId,
    count: 130,
    prefix: 'FCT',
    now: new Date(t.clock.now().getTime() - 60_000),
    batchSize: 100,
  });
});

const list = (query: string) => call(t.app, 'GET', `/invoices?${query}`, { token: owner.accessToken });
const ids = (body: Json) => (body.items as Json[]).map((invoice) => invoice.id as string);

/** Every page by number, then every page by following `next_cursor` from the first. */
async function bothWalks(query: string) {
  const byNumber: Json[] = [];
  const first = (await list(`${query}&page=1`)).body;
  for (let page = 1; page <= Math.ceil(first.total / first.page_size); page++) {
    byNumber.push((await list(`${query}&page=${page}`)).body);
  }
  const byCursor: Json[] = [first];
  for (let body = first; body.next_cursor; ) {
    const response = await list(`${query}&cursor=${body.next_cursor}`);
    expect(response.status, response.text).toBe(200);
    body = response.body;
    byCursor.push(body);
  }
  return { first, byNumber, byCursor };
}

describe('GET /invoices with cursors', () => {
  test.each([['-created_at'], ['due_date'], ['-due_date'], ['total'], ['-number']])(
    'sorted by %s, following next_cursor gives the numbered pages, then back with prev_cursor',
    async (sort) => {
      const { first, byNumber, byCursor } = await bothWalks(`sort=${sort}&page_size=25`);
      expect(first.total).toBe(130);
      expect(first.prev_cursor).toBeNull();
      expect(byCursor.map((body) => body.page)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(byCursor.map(ids)).toEqual(byNumber.map(ids));
      expect(new Set(byCursor.flatMap(ids)).size).toBe(130);
      expect(byCursor.every((body) => body.total === 130)).toBe(true);
      const last = byCursor.at(-1);
      expect(last.next_cursor).toBeNull();
      expect(byNumber.at(-1).next_cursor).toBeNull();

      const backwards: Json[] = [last];
      for (let body = last; body.prev_cursor; ) {
        body = (await list(`sort=${sort}&page_size=25&cursor=${body.prev_cursor}`)).body;
        backwards.unshift(body);
      }
      expect(backwards.map(ids)).toEqual(byNumber.map(ids));
      expect(backwards.map((body) => body.page)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(backwards[0].prev_cursor).toBeNull();
    },
  );

  test('cursors keep the filters: a status and a number search', async () => {
    const unpaid = await bothWalks('status=unpaid,paid&page_size=5');
    expect(unpaid.byCursor.map(ids)).toEqual(unpaid.byNumber.map(ids));
    const search = await bothWalks('search=FCT10&page_size=5');
    expect(search.first.total).toBeGreaterThan(5);
    expect(search.byCursor.map(ids)).toEqual(search.byNumber.map(ids));
  });

  test.each([['-created_at'], ['number'], ['-total']])(
    'a number search narrowed by statuses (sort %s): every page, by number and by cursor, is its matches in order',
    async (sort) => {
      const { first, byNumber, byCursor } = await bothWalks(
        `search=FCT1&status=unpaid,paid&sort=${sort}&page_size=5`,
      );
      // The same filters through the export's query (no CTE, no page): its matches in the page order.
      const filters = invoiceQuerySchema.parse({ search: 'FCT1', status: ['unpaid', 'paid'], sort });
      const { column, direction } = sortOf(filters.sort);
      const expected = await filteredInvoices(t.deps.db, organizationId, filters)
        .select('invoices.id')
        .orderBy(`invoices.${column}`, direction)
        .orderBy('invoices.id', direction)
        .execute();
      expect(expected.length).toBeGreaterThan(10);
      expect(expected.length).toBeLessThan(130);
      expect(first.total).toBe(expected.length);
      expect(byNumber.flatMap(ids)).toEqual(expected.map((row) => row.id));
      expect(byCursor.map(ids)).toEqual(byNumber.map(ids));
    },
  );

  test('a cursor made for other filters, sort or page size, or not ours, is 400 on cursor', async () => {
    const cursor = (await list('page_size=5')).body.next_cursor as string;
    for (const query of [
      `page_size=10&cursor=${cursor}`,
      `page_size=5&sort=total&cursor=${cursor}`,
      `page_size=5&status=paid&cursor=${cursor}`,
      'page_size=5&cursor=not-a-cursor',
      `page_size=5&cursor=${Buffer.from('{"d":"next"}').toString('base64url')}`,
    ]) {
      const response = await list(query);
      expect(response.status, query).toBe(400);
      expect(response.body.code).toBe('validation_failed');
      expect(response.body.field_errors.cursor).toEqual([
        'Este enlace de página ya no sirve con estos filtros: vuelve a la primera página.',
      ]);
    }
  });

  test('following a cursor does not count again: it carries the first count', async () => {
    const first = (await list('page_size=10')).body;
    await seedInvoices(t.deps.db, {
      organizationId,
      count: 3,
      prefix: 'NEW',
      now: new Date(t.clock.now().getTime() - 30_000),
      batchSize: 10,
    });
    const second = (await list(`page_size=10&cursor=${first.next_cursor}`)).body;
    expect(second.total).toBe(first.total);
    expect((await list('page_size=10&page=2')).body.total).toBe(first.total + 3);
  });
});
