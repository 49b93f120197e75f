import { beforeAll, describe, expect, test } from 'vitest';
import { runBillingJob } from '../../src/modules/subscriptions/billing-run';
import { call, type Json } from '../support/api-client';
import { buy, travel } from '../support/billing';
import { addMember, expectProblem, type SignedUpUser, signUp } from '../support/factories';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();
let owner: SignedUpUser;
let organizationId: string;

const PAYROLL = { plan_id: 'payroll-10', billing_cycle: 'monthly' } as const;
const POS = { plan_id: 'pos-starter-500', billing_cycle: 'monthly' } as const;

beforeAll(async () => {
  await travel(t, '2026-01-10T15:00:00Z');
  owner = await signUp(t);
  // Both monthly, bought the same day: they renew together, on one invoice.
  const purchase = await buy(t, owner, { items: [PAYROLL, POS] });
  expect(purchase.body.payment.status).toBe('approved');
  organizationId = (await call(t.app, 'GET', '/organizations', { token: owner.accessToken })).body.items[0]
    .id;
});

const subscriptionOf = async (planId: string, user = owner) =>
  ((await call(t.app, 'GET', '/subscriptions', { token: user.accessToken })).body.items as Json[]).find(
    (item) => item.plan_id === planId,
  ) as Json;
const invoice = async (id: string) =>
  (await call(t.app, 'GET', `/invoices/${id}`, { token: owner.accessToken })).body as Json;
const act = (action: 'cancel' | 'resume' | 'events', id: string, user = owner) =>
  call(t.app, action === 'events' ? 'GET' : 'POST', `/subscriptions/${id}/${action}`, {
    token: user.accessToken,
  });

describe('cancelling at the end of the period', () => {
  test('voids the shared renewal invoice and issues it again without the plan; undo renews again; then it ends', async () => {
    await travel(t, '2026-02-05T15:00:00Z', owner);
    await runBillingJob(t.deps);
    const payroll = await subscriptionOf(PAYROLL.plan_id);
    const shared = payroll.renewal_invoice_id as string;
    expect(shared).toEqual(expect.any(String));
    expect((await subscriptionOf(POS.plan_id)).renewal_invoice_id).toBe(shared);
    const sharedNumber = (await invoice(shared)).number;

    // Others see, but cannot act; a stranger does not even see it.
    const viewer = await addMember(t, owner, organizationId, 'viewer');
    await travel(t, '2026-02-05T15:00:00Z', viewer);
    expectProblem(await act('cancel', payroll.id as string, viewer), 403, 'forbidden');
    expectProblem(await act('cancel', payroll.id as string, await signUp(t)), 404, 'not_found');

    const cancelled = await act('cancel', payroll.id as string);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body).toMatchObject({
      cancel_at_period_end: true,
      billing_date: null,
      renewal_invoice_id: null,
      active_until: '2026-02-09',
      state: 'active',
    });
    // The invoice both shared is voided by a credit note; the point of sale gets a new one.
    const voided = await invoice(shared);
    expect(voided.status).toBe('cancelled');
    expect(voided.credit_notes).toHaveLength(1);
    const pos = await subscriptionOf(POS.plan_id);
    expect(pos.renewal_invoice_id).not.toBe(shared);
    const replacement = await invoice(pos.renewal_invoice_id as string);
    expect(replacement.lines.map((line: Json) => line.plan_id)).toEqual([POS.plan_id]);
    expect(replacement.status).toBe('unpaid');

    // Cancelling again changes nothing; the trail says who did what, and what it voided.
    expect((await act('cancel', payroll.id as string)).body).toEqual(cancelled.body);
    const events = (await act('events', payroll.id as string, viewer)).body.items as Json[];
    expect(events).toEqual([
      expect.objectContaining({
        action: 'cancellation_scheduled',
        actor: expect.objectContaining({ email: owner.email, name: 'Camila Ospina' }),
        active_until: '2026-02-09',
        voided_invoices: [sharedNumber],
        credited_amount: expect.any(Number),
      }),
    ]);
    expect(events[0]?.credited_amount).toBeGreaterThan(0);

    // Undone before the end: it renews again, on an invoice of its own.
    const resumed = await act('resume', payroll.id as string);
    expect(resumed.body).toMatchObject({ cancel_at_period_end: false, billing_date: '2026-02-10' });
    await runBillingJob(t.deps);
    const renewed = await subscriptionOf(PAYROLL.plan_id);
    expect(renewed.renewal_invoice_id).toEqual(expect.any(String));
    expect(renewed.renewal_invoice_id).not.toBe(shared);

    // Cancelled again, it ends the day after its last paid day, whatever the renewal rules say.
    expect((await act('cancel', payroll.id as string)).status).toBe(200);
    await travel(t, '2026-02-10T15:00:00Z', owner);
    expect((await runBillingJob(t.deps)).cancelled).toBeGreaterThanOrEqual(1);
    const ended = await subscriptionOf(PAYROLL.plan_id);
    expect(ended).toMatchObject({ state: 'cancelled', status: 'inactive', billing_date: null });
    expectProblem(await act('resume', payroll.id as string), 409, 'subscription_not_active');
    const trail = ((await act('events', payroll.id as string)).body.items as Json[]).map((event) => [
      event.action,
      event.actor === null ? 'billing job' : 'owner',
    ]);
    expect(trail).toEqual([
      ['cancellation_scheduled', 'owner'],
      ['cancellation_undone', 'owner'],
      ['cancellation_scheduled', 'owner'],
      ['cancelled_at_period_end', 'billing job'],
    ]);
    // Ended, it holds nothing: the plan can be bought again.
    expect((await buy(t, owner, { items: [PAYROLL] })).status).toBe(201);
  });

  test('a suspended or pending subscription cannot be cancelled at period end', async () => {
    const pos = await subscriptionOf(POS.plan_id);
    await t.deps.db
      .updateTable('subscriptions')
      .set({ state: 'suspended' })
      .where('id', '=', pos.id)
      .execute();
    try {
      expectProblem(await act('cancel', pos.id as string), 409, 'subscription_not_active');
    } finally {
      await t.deps.db
        .updateTable('subscriptions')
        .set({ state: 'active' })
        .where('id', '=', pos.id)
        .execute();
    }
  });
});
