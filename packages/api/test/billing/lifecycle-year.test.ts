import { SUBSCRIPTION_RULES, subscriptionPhase } from '@facturo/sdk/billing';
import { addDays, dateInBogota } from '@facturo/sdk/co';
import { beforeAll, describe, expect, test } from 'vitest';
import { runBillingJob } from '../../src/modules/subscriptions/billing-run';
import { call, type Json } from '../support/api-client';
import { buy, payInvoice, travel } from '../support/billing';
import { type SignedUpUser, signUp } from '../support/factories';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();
let owner: SignedUpUser;
let apiKey: string;

beforeAll(async () => {
  await travel(t, '2026-01-10T15:00:00Z');
  owner = await signUp(t);
  const purchase = await buy(t, owner, {
    items: [
      { plan_id: 'payroll-10', billing_cycle: 'monthly' },
      { plan_id: 'invoicing-basic-100', billing_cycle: 'annual' },
    ],
  });
  expect(purchase.body.payment.status).toBe('approved');
  const organizationId = (await call(t.app, 'GET', '/organizations', { token: owner.accessToken })).body
    .items[0].id;
  apiKey = (
    await call(t.app, 'POST', `/organizations/${organizationId}/api-keys`, {
      token: owner.accessToken,
      body: { name: 'Nómina ERP', scopes: ['usage:write'] },
    })
  ).body.secret;
});

const subscriptions = async () =>
  (await call(t.app, 'GET', '/subscriptions', { token: owner.accessToken })).body.items as Json[];
const byPlan = async (planId: string) => (await subscriptions()).find((item) => item.plan_id === planId);
const invoices = async (query = '') =>
  (await call(t.app, 'GET', `/invoices?page_size=100&sort=created_at${query}`, { token: owner.accessToken }))
    .body.items as Json[];
const report = (subscriptionId: string, documents: number, reference: string) =>
  call(t.app, 'POST', '/usage', {
    token: apiKey,
    body: { subscription_id: subscriptionId, documents, reference },
  });

// Renewals of the monthly plan, by their period's first day: when each is paid (days after issue), or never.
const PAY_AFTER: Record<string, number | 'never'> = {
  '2026-04-10': 10,
  '2026-06-10': 17,
  '2026-09-10': 'never',
};

describe('the billing job over a simulated year', () => {
  test('renewals 5 days before expiry, grace, suspension with the reconnection fee, cancellation, extra documents', async () => {
    const monthly = (await byPlan('payroll-10')) as Json;
    const seen: Record<string, string[]> = {};
    const organizationId = monthly.organization_id as string;
    for (let day = 1; day <= 365; day++) {
      const today = addDays('2026-01-10', day);
      t.clock.set(new Date(`${today}T15:00:00Z`));
      await runBillingJob(t.deps);
      // A second run on a renewal day does nothing new.
      if (today.endsWith('-04'))
        expect(await runBillingJob(t.deps)).toMatchObject({ renewalInvoices: 0, suspended: 0, cancelled: 0 });
      if (today.endsWith('-01')) {
        const response = await report(monthly.id, 12, `batch-${today}`);
        seen.usage = [...(seen.usage ?? []), `${today}:${response.status}`];
        if (today === '2026-03-01')
          expect((await report(monthly.id, 12, `batch-${today}`)).body.duplicate).toBe(true);
      }
      if (today === '2026-07-06') expect((await report(monthly.id, 5, 'late-july')).status).toBe(201);
      const row = await t.deps.db
        .selectFrom('subscriptions')
        .select('activeUntil')
        .where('id', '=', monthly.id)
        .executeTakeFirstOrThrow();
      seen.phases = [
        ...new Set([...(seen.phases ?? []), subscriptionPhase(row.activeUntil as string, today)]),
      ];
      const unpaid = await t.deps.db
        .selectFrom('invoices')
        .innerJoin('invoiceLines', 'invoiceLines.invoiceId', 'invoices.id')
        .select(['invoices.id', 'invoices.createdAt', 'invoiceLines.periodStart'])
        .where('invoices.organizationId', '=', organizationId)
        .where('invoices.status', '=', 'unpaid')
        .where('invoiceLines.position', '=', 1)
        .execute();
      for (const invoice of unpaid) {
        const policy = PAY_AFTER[invoice.periodStart as string] ?? 0;
        // Days since the renewal was first issued (5 days before the last paid day): an invoice that
        // replaced it (a credit note voided it to add the reconnection fee) keeps that clock.
        const issued = addDays(invoice.periodStart as string, -1 - SUBSCRIPTION_RULES.renewalDays);
        if (policy !== 'never' && daysBetween(issued, today) >= policy) {
          await travel(t, `${today}T15:00:00Z`, owner);
          expect((await payInvoice(t, owner, invoice.id)).body.payment.status).toBe('approved');
        }
      }
    }
    await travel(t, t.clock.now().toISOString(), owner);
    const all = await invoices();
    // Invoices voided by a credit note (to add a reconnection fee) are left out: their replacement counts.
    const renewals = all.filter(
      (invoice) =>
        invoice.status !== 'cancelled' && invoice.lines.some((line: Json) => line.kind === 'renewal'),
    );
    const voided = all.filter((invoice) => invoice.status === 'cancelled');
    expect(voided.map((invoice) => invoice.credit_notes.map((note: Json) => note.concept_code))).toEqual([
      ['2'],
      ['2'],
    ]);
    // Every renewal invoice is issued on the sdk's renewal day, 5 days before the last paid day, and
    // due on the billing date, the day after it; one that replaced it to add the reconnection fee
    // is issued on the suspension and due at once.
    for (const invoice of renewals) {
      const replaced = invoice.lines.some((line: Json) => line.kind === 'reconnection_fee');
      expect(dateInBogota(new Date(invoice.created_at))).toBe(
        replaced ? invoice.due_date : addDays(invoice.due_date, -SUBSCRIPTION_RULES.renewalDays - 1),
      );
      if (!replaced) expect(invoice.due_date).toBe(invoice.lines[0].period_start);
    }
    const monthlyRenewals = renewals.filter((invoice) => invoice.lines[0].plan_id === 'payroll-10');
    expect(monthlyRenewals.map((invoice) => invoice.lines[0].period_start)).toEqual([
      '2026-02-10',
      '2026-03-10',
      '2026-04-10',
      '2026-05-10',
      '2026-06-10',
      '2026-07-10',
      '2026-08-10',
      '2026-09-10',
    ]);
    // The 15.000 COP reconnection fee goes on the invoice of each suspension (paid in June, never in September).
    const fees = all.flatMap((invoice) =>
      invoice.lines
        .filter((line: Json) => line.kind === 'reconnection_fee')
        .map(() => invoice.lines[0].period_start),
    );
    expect(fees).toEqual(['2026-06-10', '2026-09-10']);
    const reconnected = monthlyRenewals[4] as Json;
    expect(reconnected.lines.find((line: Json) => line.kind === 'reconnection_fee')).toMatchObject({
      unit_price: 15_000,
      total: 15_000,
    });
    expect(reconnected.status).toBe('paid');
    // Never paid: cancelled, its invoice expired, no more usage accepted.
    expect(monthlyRenewals[7]?.status).toBe('expired');
    expect(await byPlan('payroll-10')).toMatchObject({ status: 'inactive', phase: 'cancelled' });
    expect(seen.phases).toEqual(
      expect.arrayContaining(['active', 'renewal_due', 'grace', 'suspended', 'cancelled']),
    );
    expect(seen.usage?.at(-1)).toMatch(/:409$/);
    // Extra documents (12 reported against 10 included) at 800 COP each on the next invoice; the 5
    // reported after July's invoice went out are carried to August's.
    const extras = monthlyRenewals.map(
      (invoice) => invoice.lines.find((line: Json) => line.kind === 'extra_documents')?.quantity ?? 0,
    );
    expect(extras).toEqual([2, 2, 2, 2, 2, 2, 7, 2]);
    expect(monthlyRenewals[6]?.lines.find((line: Json) => line.kind === 'extra_documents')).toMatchObject({
      unit_price: 800,
      subtotal: 5600,
    });
    // The annual plan renewed once, on 2027-01-04, and was paid.
    const annual = renewals.filter((invoice) => invoice.lines[0].plan_id === 'invoicing-basic-100');
    expect(annual.map((invoice) => [invoice.lines[0].period_start, invoice.status])).toEqual([
      ['2027-01-10', 'paid'],
    ]);
    expect(await byPlan('invoicing-basic-100')).toMatchObject({
      status: 'active',
      active_until: '2028-01-09',
    });
  }, 240_000);
});

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
}
