import { invoiceQuerySchema } from '@facturo/sdk/schemas';
import { beforeAll, describe, expect, test } from 'vitest';
import { invoicePageQuery, invoicePageRows } from '../../src/modules/invoices/invoice-page-query';
import { seedInvoices } from '../../src/seed/invoice-bulk-seed';
import { ownerWithOrganization } from '../support/billing';
import { setupTestApp } from '../support/test-app';

// The invoice page runs from a template compiled once per shape (db/query-template.ts): for every
// shape of the list's query, its rows must be those of the same query built with the values.
const t = setupTestApp();
let organizationId: string;

beforeAll(async () => {
  ({ organizationId } = await ownerWithOrganization(t));
  await seedInvoices(t.deps.db, {
    organizationId,
    count: 60,
    prefix: 'FCT',
    now: new Date(t.clock.now().getTime() - 60_000),
  });
});

const queryOf = (fields: Record<string, unknown>) => invoiceQuerySchema.parse({ pageSize: 10, ...fields });

const SHAPES: [string, Record<string, unknown>][] = [
  ['page 1, newest first', {}],
  ['page 3, oldest first', { page: 3, sort: 'created_at' }],
  ['by number, descending, page 2', { page: 2, sort: '-number' }],
  ['by total', { sort: 'total' }],
  ['by due date, page 2', { sort: 'due_date', page: 2 }],
  ['one status', { status: ['paid'] }],
  ['two statuses, page 2', { status: ['paid', 'unpaid'], page: 2 }],
  ['a number search', { search: '1' }],
  ['a number search, page 2', { search: '1', page: 2, pageSize: 5 }],
  ['a prefix search', { search: 'fct' }],
  ['a prefix search, page 2', { search: 'fct', page: 2, pageSize: 5 }],
  ['dates', { from: '2020-01-01', to: '2100-12-31' }],
  ['an end date alone', { to: '2100-12-31', page: 2 }],
  ['dates and a status', { from: '2020-01-01', status: ['paid'] }],
  ['past the end', { page: 40 }],
  ['another organization', { organizationId: '00000000-0000-4000-8000-000000000000' }],
];

describe('the invoice page from its template', () => {
  test.each(SHAPES)('gives the rows of the query built with the values: %s', async (_name, fields) => {
    const query = queryOf(fields);
    const organization = (fields.organizationId as string | undefined) ?? organizationId;
    // Twice: the second run takes the compiled template (and, on PGlite, the prepared statement).
    for (let run = 0; run < 2; run++) {
      const direct = await invoicePageQuery(t.deps.db, organization, query).execute();
      expect(await invoicePageRows(t.deps.db, organization, query)).toEqual(direct);
    }
  });

  test.each<[string, Record<string, unknown>]>([
    ['newest first, statuses', { sort: '-created_at', status: ['paid', 'unpaid', 'partially_paid'] }],
    ['by number, statuses', { sort: 'number', status: ['paid', 'unpaid', 'partially_paid'] }],
    ['by total, descending', { sort: '-total' }],
    ['a prefix search', { search: 'fct', sort: 'due_date' }],
    ['a number search', { search: '10', pageSize: 5 }],
    ['dates', { from: '2020-01-01', to: '2100-12-31', sort: 'created_at' }],
  ])('follows cursors both ways as the query built with the values does: %s', async (_name, fields) => {
    const query = queryOf(fields);
    const firstPage = await invoicePageRows(t.deps.db, organizationId, query);
    const last = firstPage.at(-2);
    if (!last) throw new Error('The seed left the first page empty.');
    for (const direction of ['next', 'prev'] as const) {
      const cursor = { direction, keys: last.sortKeys, id: last.id, page: 2, total: 60 };
      const direct = await invoicePageQuery(t.deps.db, organizationId, query, cursor).execute();
      const templated = await invoicePageRows(t.deps.db, organizationId, query, cursor);
      expect(templated).toEqual(direct);
      expect(templated.length).toBeGreaterThan(0);
    }
  });
});
