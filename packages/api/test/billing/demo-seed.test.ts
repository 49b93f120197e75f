import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { phaseCutoffs, renewalDueDate } from '@facturo/sdk/billing';
import { dateInBogota } from '@facturo/sdk/co';
import { describe, expect, test } from 'vitest';
import { organizationsModule } from '../../src/modules/organizations/organizations.module';
import { subscriptionsModule } from '../../src/modules/subscriptions/subscriptions.module';
import { seedInvoices } from '../../src/seed/invoice-bulk-seed';
import { runSeeds } from '../../src/seed/run-seeds';
import { call, type Json } from '../support/api-client';
import { testFolder } from '../support/temporary-folder';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();

describe('billing demo data', () => {
  test('the demo clinic gets subscriptions (one renewing now), invoices with payments and prefixes with alerts, once', async () => {
    const credentialsFile = join(testFolder('facturo-billing-seed-'), 'demo.json');
    await runSeeds([organizationsModule, subscriptionsModule], { deps: t.deps, credentialsFile });
    await runSeeds([organizationsModule, subscriptionsModule], { deps: t.deps, credentialsFile });
    const [owner] = JSON.parse(readFileSync(credentialsFile, 'utf8')).accounts;
    const token = (
      await call(t.app, 'POST', '/auth/login', { body: { email: owner.email, password: owner.password } })
    ).body.access_token;
    const subscriptions = (await call(t.app, 'GET', '/subscriptions', { token })).body.items as Json[];
    expect(subscriptions.map((item) => [item.plan_id, item.status]).sort()).toEqual([
      ['certificate-2-years', 'active'],
      ['health-ips-1200', 'active'],
      ['payroll-10', 'active'],
    ]);
    expect(subscriptions.find((item) => item.plan_id === 'payroll-10')).toMatchObject({
      phase: 'renewal_due',
      renewal_invoice_id: expect.any(String),
    });
    const invoices = (await call(t.app, 'GET', '/invoices?page_size=100', { token })).body;
    expect(invoices.total).toBe(37);
    expect(invoices.items.filter((invoice: Json) => invoice.payments.length > 0).length).toBeGreaterThan(20);
    const organizationId = subscriptions[0]?.organization_id;
    const prefixes = (await call(t.app, 'GET', `/organizations/${organizationId}/prefixes`, { token })).body
      .items as Json[];
    expect(prefixes.map((prefix) => prefix.alerts.map((alert: Json) => alert.code))).toEqual([
      ['expires_within_30_days'],
      ['range_80_percent_used'],
    ]);
    const kinds = (await call(t.app, 'GET', '/notifications', { token })).body.items.map(
      (item: Json) => item.kind,
    );
    expect(kinds).toEqual(expect.arrayContaining(['renewal_due', 'prefix_expiring', 'prefix_range']));
    // A year of usage reports: the current cycle's add up to the documents used it shows.
    const dashboard = (await call(t.app, 'GET', `/organizations/${organizationId}/dashboard`, { token }))
      .body;
    const reported = await t.deps.db
      .selectFrom('usageRecords')
      .innerJoin('subscriptions', 'subscriptions.id', 'usageRecords.subscriptionId')
      .select(['subscriptions.planId', 'usageRecords.documents'])
      .whereRef('usageRecords.cycleStart', '=', 'subscriptions.cycleStart')
      .execute();
    for (const plan of dashboard.plan_usage as Json[]) {
      const sum = reported
        .filter((row) => row.planId === plan.plan_id)
        .reduce((total, row) => total + row.documents, 0);
      expect(sum, plan.plan_id).toBe(plan.documents_used);
    }
    expect(dashboard.usage.filter((month: Json) => month.documents_used > 0).length).toBeGreaterThanOrEqual(
      10,
    );
  });

  test('the invoice seed creates exactly the count asked for, numbered from the shared sequence', async () => {
    const organization = await t.deps.db.selectFrom('organizations').select('id').executeTakeFirstOrThrow();
    const before = await t.deps.db
      .selectFrom('invoices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(
      await seedInvoices(t.deps.db, {
        organizationId: organization.id,
        count: 1000,
        prefix: 'FCT',
        now: t.clock.now(),
        batchSize: 300,
      }),
    ).toBe(1000);
    const after = await t.deps.db
      .selectFrom('invoices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n) - Number(before.n)).toBe(1000);
    const numbers = await t.deps.db.selectFrom('invoices').select('number').execute();
    expect(new Set(numbers.map((row) => row.number)).size).toBe(numbers.length);
  });

  test('a seeded invoice still to pay is not past the day its service would be cancelled: it has expired, as the billing job leaves it', async () => {
    const { id: organizationId } = await t.deps.db
      .selectFrom('organizations')
      .select('id')
      .executeTakeFirstOrThrow();
    await seedInvoices(t.deps.db, { organizationId, count: 240, prefix: 'VEN', now: t.clock.now() });
    const seeded = await t.deps.db
      .selectFrom('invoices')
      .select(['status', 'dueDate'])
      .where('number', 'like', 'VEN%')
      .execute();
    // A renewal is due the day after the last paid day; the job cancels past `cancelled`.
    const expiredIfDueBy = renewalDueDate(phaseCutoffs(dateInBogota(t.clock.now())).cancelled);
    const open = seeded.filter((invoice) => ['unpaid', 'partially_paid'].includes(invoice.status));
    expect(open.length).toBeGreaterThan(0);
    for (const invoice of open) expect(invoice.dueDate > expiredIfDueBy, invoice.dueDate).toBe(true);
    expect(seeded.filter((invoice) => invoice.status === 'expired').length).toBeGreaterThan(open.length);
  });
});
