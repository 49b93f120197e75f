import { beforeAll, expect, test } from 'vitest';
import { runBillingJob } from '../../src/modules/subscriptions/billing-run';
import { call, type Json } from '../support/api-client';
import { buy, travel } from '../support/billing';
import { type SignedUpUser, signUp } from '../support/factories';
import { setupTestApp } from '../support/test-app';

// One subscription, one next charge: the subscription's billing date, the billing-date page, the
// dashboard (before and after the renewal is issued) and the renewal invoice give the same day.
const t = setupTestApp();
let owner: SignedUpUser;
let organizationId: string;

const get = async (path: string) => (await call(t.app, 'GET', path, { token: owner.accessToken })).body;
const screens = async () => ({
  subscription: (await get('/subscriptions')).items[0].billing_date,
  billingDatePage: (await get('/billing/schedule')).services[0].next_due_date,
  dashboard: (await get(`/organizations/${organizationId}/dashboard`)).upcoming_charges[0].date,
});

beforeAll(async () => {
  // Bought on 3 November: paid through 2 December, the next period starts on 3 December.
  await travel(t, '2026-11-03T15:00:00Z');
  owner = await signUp(t);
  const purchase = await buy(t, owner, { items: [{ plan_id: 'payroll-10', billing_cycle: 'monthly' }] });
  expect(purchase.body.payment.status).toBe('approved');
  organizationId = (await get('/organizations')).items[0].id;
});

test('the next charge is the day the renewed period starts, on every screen and on the invoice', async () => {
  expect((await get('/subscriptions')).items[0].active_until).toBe('2026-12-02');
  expect(await screens()).toEqual({
    subscription: '2026-12-03',
    billingDatePage: '2026-12-03',
    dashboard: '2026-12-03',
  });
  await travel(t, '2026-11-28T15:00:00Z', owner);
  await runBillingJob(t.deps);
  const [renewal] = (await get('/invoices?status=unpaid')).items as Json[];
  expect(renewal?.lines[0].period_start).toBe('2026-12-03');
  expect(renewal?.due_date).toBe('2026-12-03');
  expect(await screens()).toEqual({
    subscription: '2026-12-03',
    billingDatePage: '2026-12-03',
    dashboard: '2026-12-03',
  });
});
