import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, test } from 'vitest';
import { runBillingJob } from '../../src/modules/subscriptions/billing-run';
import { call, type Json } from '../support/api-client';
import { buy, cardToken, payInvoice, travel } from '../support/billing';
import { type SignedUpUser, signUp } from '../support/factories';
import { setupTestApp } from '../support/test-app';

// A billing-date adjustment agreed on one plan, then the plan changes before it is charged: the
// adjustment's days are service after the renewal date, priced on the plan billed then.
const t = setupTestApp();
let owner: SignedUpUser;
let organizationId: string;
let subscriptionId: string;

const api = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
  call(t.app, method, path, {
    token: owner.accessToken,
    ...(body ? { body } : {}),
    ...(headers ? { headers } : {}),
  });
const pendingAdjustment = async () => {
  const schedule = (await api('GET', '/billing/schedule')).body;
  expect(schedule.pending_adjustments).toHaveLength(1);
  return schedule.pending_adjustments[0] as Json;
};
const upcomingCharge = async () => {
  const body = (await api('GET', `/organizations/${organizationId}/dashboard`)).body;
  expect(body.upcoming_charges).toHaveLength(1);
  return body.upcoming_charges[0] as Json;
};
// 17 days at the plan's monthly price ÷ 30, half-up.
const seventeenDays = (monthly: number) => Math.round((monthly * 17) / 30);

beforeAll(async () => {
  // Bought on 2026-11-29 (Emprendedor, $ 33.000 a month): paid through 2026-12-28.
  await travel(t, '2026-11-29T15:00:00Z');
  owner = await signUp(t);
  const purchase = await buy(t, owner, {
    items: [{ plan_id: 'invoicing-entrepreneur-300', billing_cycle: 'monthly' }],
  });
  expect(purchase.body.payment.status).toBe('approved');
  organizationId = (await api('GET', '/organizations')).body.items[0].id;
  subscriptionId = (await api('GET', '/subscriptions')).body.items[0].id;
});

describe('a billing-date adjustment follows the plan billed on its date', () => {
  test('agreed on Emprendedor: 17 days = $ 18.700', async () => {
    const applied = await api('PUT', '/billing/schedule', { mode: 'unified', day: 15 });
    expect(applied.status, applied.text).toBe(200);
    expect(await pendingAdjustment()).toMatchObject({
      plan_name: { es: 'Emprendedor' },
      adjustment_date: '2026-12-29',
      adjustment_days: 17,
      adjustment_cost: 18_700,
    });
  });

  test('after a step up to Empresarial the same 17 days cost Empresarial’s daily price', async () => {
    const paid = await api(
      'POST',
      `/subscriptions/${subscriptionId}/plan-change`,
      {
        plan_id: 'invoicing-business-1200',
        billing_cycle: 'monthly',
        payment: { token: await cardToken(t), payment_method_id: 'visa', installments: 1 },
      },
      { 'Idempotency-Key': randomUUID() },
    );
    expect(paid.body.payment?.status, paid.text).toBe('approved');
    expect(await pendingAdjustment()).toMatchObject({
      plan_name: { es: 'Empresarial' },
      adjustment_days: 17,
      adjustment_cost: seventeenDays(45_000),
    });
  });

  test('with a step down to Básico scheduled, the page, the dashboard and the invoice charge Básico, and paying switches to it', async () => {
    const scheduled = await api('PUT', `/subscriptions/${subscriptionId}/scheduled-change`, {
      plan_id: 'invoicing-basic-100',
      billing_cycle: 'monthly',
    });
    expect(scheduled.status, scheduled.text).toBe(200);
    const cost = seventeenDays(17_500);
    expect(await pendingAdjustment()).toMatchObject({
      plan_name: { es: 'Básico' },
      adjustment_days: 17,
      adjustment_cost: cost,
    });
    expect(await upcomingCharge()).toMatchObject({
      date: '2026-12-29',
      plan_id: 'invoicing-basic-100',
      plan_change: true,
      // The service is excluded from IVA: the days are the charge.
      amount: cost,
    });
    // The renewal the job issues charges what both screens announced.
    await travel(t, '2026-12-24T15:00:00Z', owner);
    await runBillingJob(t.deps);
    const unpaid = (await api('GET', '/invoices?status=unpaid')).body.items as Json[];
    expect(unpaid).toHaveLength(1);
    const invoice = unpaid[0] as Json;
    expect(invoice.total).toBe(cost);
    expect(invoice.lines).toEqual([
      expect.objectContaining({
        kind: 'billing_adjustment',
        plan_id: 'invoicing-basic-100',
        unit_price: cost,
        description: expect.stringContaining('Básico'),
      }),
    ]);
    expect((await payInvoice(t, owner, invoice.id)).body.payment?.status).toBe('approved');
    expect((await api('GET', '/subscriptions')).body.items[0]).toMatchObject({
      plan_id: 'invoicing-basic-100',
      active_until: '2027-01-14',
    });
  });
});
