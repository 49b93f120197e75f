import { INVOICE_STATUSES } from '@facturo/sdk/schemas';
import { sql } from 'kysely';
import { beforeAll, describe, expect, test } from 'vitest';
import { seedInvoices } from '../../src/seed/invoice-bulk-seed';
import { call } from '../support/api-client';
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
    count: 60,
    prefix: 'CNT',
    now: t.clock.now(),
    batchSize: 25,
  });
});

/** The list's `total` for a status filter (or none) beside a count of the rows themselves. */
async function totals(status?: string) {
  const response = await call(t.app, 'GET', `/invoices?page_size=5${status ? `&status=${status}` : ''}`, {
    token: owner.accessToken,
  });
  expect(response.status, response.text).toBe(200);
  let counted = t.deps.db
    .selectFrom('invoices')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('organizationId', '=', organizationId);
  if (status) counted = counted.where('status', 'in', status.split(',') as never);
  return { listed: response.body.total, counted: Number((await counted.executeTakeFirstOrThrow()).count) };
}

async function expectExactTotals() {
  for (const status of [undefined, ...INVOICE_STATUSES, 'paid,unpaid']) {
    const { listed, counted } = await totals(status);
    expect(listed, status ?? 'all').toBe(counted);
  }
}

describe('the invoice list total, read from the trigger-kept counters', () => {
  test('is exact after bulk inserts, status changes and deletions', async () => {
    await expectExactTotals();
    await sql`update invoices set status = 'cancelled' where organization_id = ${organizationId}
      and status = 'unpaid'`.execute(t.deps.db);
    await sql`update invoices set status = 'paid' where id in (select id from invoices
      where organization_id = ${organizationId} and status <> 'paid' limit 4)`.execute(t.deps.db);
    await expectExactTotals();
    await sql`delete from invoice_snapshots where invoice_id in (select id from invoices
      where organization_id = ${organizationId} and status = 'cancelled')`.execute(t.deps.db);
    await sql`delete from invoice_lines where invoice_id in (select id from invoices
      where organization_id = ${organizationId} and status = 'cancelled')`.execute(t.deps.db);
    await sql`delete from invoices where organization_id = ${organizationId} and status = 'cancelled'`.execute(
      t.deps.db,
    );
    await expectExactTotals();
    expect((await totals('cancelled')).listed).toBe(0);
  });

  test('deleting invoices whose counters are already gone (an organization deleted) brings none back', async () => {
    await sql`delete from invoice_counts where organization_id = ${organizationId} and status = 'expired'`.execute(
      t.deps.db,
    );
    const expired = sql`select id from invoices where organization_id = ${organizationId} and status = 'expired'`;
    await sql`delete from invoice_snapshots where invoice_id in (${expired})`.execute(t.deps.db);
    await sql`delete from invoice_lines where invoice_id in (${expired})`.execute(t.deps.db);
    await sql`delete from invoices where organization_id = ${organizationId} and status = 'expired'`.execute(
      t.deps.db,
    );
    const left = await t.deps.db
      .selectFrom('invoiceCounts')
      .select('count')
      .where('organizationId', '=', organizationId)
      .where('status', '=', 'expired')
      .execute();
    expect(left).toEqual([]);
    await expectExactTotals();
  });
});
