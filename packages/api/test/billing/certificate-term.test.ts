import { beforeAll, expect, test } from 'vitest';
import { runBillingJob } from '../../src/modules/subscriptions/billing-run';
import { call, type Json } from '../support/api-client';
import { buy, travel } from '../support/billing';
import { type SignedUpUser, signUp } from '../support/factories';
import { setupTestApp } from '../support/test-app';

// The digital certificate is a term ("$ 189.000 pago único"): paid once for its validity and bought
// again when it expires. Nothing announces, invoices or charges a renewal of it.
const t = setupTestApp();
let owner: SignedUpUser;
let organizationId: string;

const get = async (path: string) => (await call(t.app, 'GET', path, { token: owner.accessToken })).body;
const byPlan = async (planId: string) =>
  ((await get('/subscriptions')).items as Json[]).find((item) => item.plan_id === planId) as Json;

beforeAll(async () => {
  await travel(t, '2026-11-29T15:00:00Z');
  owner = await signUp(t);
  const purchase = await buy(t, owner, {
    items: [
      { plan_id: 'certificate-1-year', billing_cycle: 'annual' },
      { plan_id: 'payroll-10', billing_cycle: 'annual' },
    ],
  });
  expect(purchase.body.payment.status).toBe('approved');
  organizationId = (await get('/organizations')).items[0].id;
});

test('a certificate has a validity but no next charge, no upcoming charge and no renewal invoice', async () => {
  expect(await byPlan('certificate-1-year')).toMatchObject({
    active_until: '2027-11-28',
    valid_for_years: 1,
    billing_date: null,
  });
  // The plan bought with it, renewed every year, is still announced.
  expect(await byPlan('payroll-10')).toMatchObject({
    active_until: '2027-11-28',
    billing_date: '2027-11-29',
  });
  const upcoming = (await get(`/organizations/${organizationId}/dashboard`)).upcoming_charges as Json[];
  expect(upcoming.map((charge) => charge.plan_id)).toEqual(['payroll-10']);
  // Five days before both expire, the job renews the payroll plan alone.
  await travel(t, '2027-11-23T15:00:00Z', owner);
  await runBillingJob(t.deps);
  const unpaid = (await get('/invoices?status=unpaid')).items as Json[];
  expect(unpaid).toHaveLength(1);
  expect(unpaid[0]?.lines.map((line: Json) => line.plan_id)).toEqual(['payroll-10']);
  expect((await byPlan('certificate-1-year')).renewal_invoice_id).toBeNull();
});

test('the day after its validity the certificate ends (cancelled, nothing owed), never suspended for non-payment', async () => {
  await travel(t, '2027-11-29T15:00:00Z', owner);
  await runBillingJob(t.deps);
  expect(await byPlan('certificate-1-year')).toMatchObject({
    state: 'cancelled',
    active_until: '2027-11-28',
  });
  const history = (await get(`/subscriptions/${(await byPlan('certificate-1-year')).id}/events`)) as Json;
  expect((history.items as Json[]).map((event) => event.action)).toContain('cancelled_at_period_end');
  // The payroll plan, whose renewal is unpaid, is in its grace days, not ended.
  expect((await byPlan('payroll-10')).state).toBe('active');
});
