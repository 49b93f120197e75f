import { sql } from 'kysely';
import { beforeAll, describe, expect, test } from 'vitest';
import { EXPORT_BATCH_SIZE } from '../../src/modules/invoices/invoice-export-rows';
import { seedInvoices } from '../../src/seed/invoice-bulk-seed';
import { ownerWithOrganization } from '../support/billing';
import type { SignedUpUser } from '../support/factories';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();
let owner: SignedUpUser;
let organizationId: string;
// More than one batch, and the batch edge falls inside a run of equal times.
const INVOICES = EXPORT_BATCH_SIZE + 500;

beforeAll(async () => {
  ({ owner, organizationId } = await ownerWithOrganization(t));
  await seedInvoices(t.deps.db, { organizationId, count: INVOICES, prefix: 'LOT', now: t.clock.now() });
  // Every invoice in one millisecond, three microseconds apart at most: the order then rests on the
  // microseconds (a JavaScript Date drops them) and on the id (the tie-breaker).
  await sql`update invoices set created_at = timestamptz '2026-01-15 10:00:00.123'
    + make_interval(secs => (sequence % 3) / 1000000.0) where organization_id = ${organizationId}`.execute(
    t.deps.db,
  );
});

/** The invoice numbers of a CSV export, in the file's order. */
async function exportedNumbers(query: string): Promise<string[]> {
  const response = await t.app.request(`http://localhost/api/v1/invoices/export.csv${query}`, {
    headers: { Authorization: `Bearer ${owner.accessToken}` },
  });
  expect(response.status).toBe(200);
  const lines = (await response.text()).split('\r\n').slice(1, -1);
  return lines.map((line) => line.split(';')[0] as string);
}

/** The numbers in the order the database sorts them, read in one query. */
async function numbersInOrder(direction: 'asc' | 'desc'): Promise<string[]> {
  const rows = await t.deps.db
    .selectFrom('invoices')
    .select('number')
    .where('organizationId', '=', organizationId)
    .orderBy('createdAt', direction)
    .orderBy('id', direction)
    .execute();
  return rows.map((row) => row.number);
}

describe('a CSV export longer than one batch', () => {
  test('has every invoice once, newest first, across batch edges inside equal times', async () => {
    const numbers = await exportedNumbers('');
    expect(numbers).toHaveLength(INVOICES);
    expect(new Set(numbers).size).toBe(INVOICES);
    expect(numbers).toEqual(await numbersInOrder('desc'));
  });

  test('and oldest first when sorted that way', async () => {
    const numbers = await exportedNumbers('?sort=created_at');
    expect(numbers).toHaveLength(INVOICES);
    expect(numbers).toEqual(await numbersInOrder('asc'));
  });
});
