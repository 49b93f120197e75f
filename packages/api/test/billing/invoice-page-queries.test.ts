import type { CompiledQuery } from 'kysely';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { seedInvoices } from '../../src/seed/invoice-bulk-seed';
import { call } from '../support/api-client';
import { ownerWithOrganization } from '../support/billing';
import type { SignedUpUser } from '../support/factories';
import { setupTestApp } from '../support/test-app';

// The statements one GET /invoices sends to the database: every round trip counts at 50
// connections, and most on the embedded engine, which runs them one at a time on the API's thread.
const t = setupTestApp();
let owner: SignedUpUser;

beforeAll(async () => {
  let organizationId: string;
  ({ owner, organizationId } = await ownerWithOrganization(t));
  await seedInvoices(t.deps.db, { organizationId, count: 45, prefix: 'FCT', now: t.clock.now() });
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The SQL of every statement the request sends, in order. */
async function statementsOf(query: string): Promise<{ status: number; sql: string[]; body: unknown }> {
  const executor = t.deps.db.getExecutor();
  const executeQuery = vi.spyOn(executor, 'executeQuery');
  const stream = vi.spyOn(executor, 'stream');
  const response = await call(t.app, 'GET', `/invoices?${query}`, { token: owner.accessToken });
  const sql = executeQuery.mock.calls.map(([compiled]) => (compiled as CompiledQuery).sql);
  expect(stream).not.toHaveBeenCalled();
  vi.restoreAllMocks();
  return { status: response.status, sql, body: response.body };
}

describe('statements per invoice page', () => {
  test.each([
    ['page 1, counted', 'page_size=20'],
    ['a numbered page, counted', 'page_size=20&page=2'],
    ['a status filter, counted', 'page_size=20&status=paid&status=unpaid'],
    ['a number search, counted with the page', 'page_size=20&search=10'],
  ])('%s: the session with its memberships, then the page with its count', async (_name, query) => {
    const { status, sql } = await statementsOf(query);
    expect(status).toBe(200);
    expect(sql).toHaveLength(2);
    expect(sql[0]).toContain('"sessions"');
    expect(sql[0]).toContain('memberships');
    expect(sql[1]).toContain('"invoices"');
  });

  test('the page a cursor points to: the same two statements, never a count', async () => {
    const first = await statementsOf('page_size=20');
    const next = (first.body as { next_cursor: string }).next_cursor;
    const { status, sql } = await statementsOf(`page_size=20&cursor=${next}`);
    expect(status).toBe(200);
    expect(sql).toHaveLength(2);
    expect(sql.join('\n')).not.toMatch(/count\(/);
  });
});
