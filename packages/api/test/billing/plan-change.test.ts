import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, test } from 'vitest';
import { runBillingJob } from '../../src/modules/subscriptions/billing-run';
import { call, type Json } from '../support/api-client';
import { buy, cardToken, payInvoice, travel } from '../support/billing';
import { addMember, expectProblem, type SignedUpUser, signUp } from '../support/factories';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();
let owner: SignedUpUser;
let organizationId: string;
let subscriptionId: string;
let purchaseInvoiceId: string;

beforeAll(async () => {
  await travel(t, '2026-01-10T15:00:00Z');
  owner = await signUp(t);
  const purchase = await buy(t, owner, { items: [{ plan_id: 'payroll-10', billing_cycle: 'monthly' }] });
  expect(purchase.body.payment.status).toBe('approved');
  purchaseInvoiceId = purchase.body.invoice_id;
  organizationId = (await call(t.app, 'GET', '/organizations', { token: owner.accessToken })).body.items[0]
    .id;
  subscriptionId = (await call(t.app, 'GET', '/subscriptions', { token: owner.accessToken })).body.items[0]
    .id;
});

const subscription = async () =>
  ((await call(t.app, 'GET', '/subscriptions', { token: owner.accessToken })).body.items as Json[]).find(
    (item) => item.id === subscriptionId,
  ) as Json;
const invoice = async (id: string) =>
  (await call(t.app, 'GET', `/invoices/${id}`, { token: owner.accessToken })).body as Json;
const preview = (body: Json, user = owner) =>
  call(t.app, 'POST', `/subscriptions/${subscriptionId}/plan-change/preview`, {
    token: user.accessToken,
    body,
  });
const payChange = async (body: Json, cardholder = 'APRO', key = randomUUID()) =>
  call(t.app, 'POST', `/subscriptions/${subscriptionId}/plan-change`, {
    token: owner.accessToken,
    headers: { 'Idempotency-Key': key },
    body: {
      ...body,
      payment: { token: await cardToken(t, cardholder), payment_method_id: 'visa', installments: 1 },
    },
  });
const schedule = (method: 'PUT' | 'DELETE', body?: Json) =>
  call(t.app, method, `/subscriptions/${subscriptionId}/scheduled-change`, {
    token: owner.accessToken,
    ...(body ? { body } : {}),
  });
const invoiceCount = async () =>
  (await call(t.app, 'GET', '/invoices', { token: owner.accessToken })).body.total as number;

describe('changing plan within a service', () => {
  test('the preview prices an upgrade pro rata on the 30-day basis; others may not ask', async () => {
    await travel(t, '2026-01-31T15:00:00Z', owner);
    const quote = await preview({ plan_id: 'payroll-50', billing_cycle: 'monthly' });
    expect(quote.status, quote.text).toBe(200);
    // 10 unused days (31 Jan – 9 Feb): 25.000 × 10 ÷ 30 credited, 69.000 × 10 ÷ 30 charged (payroll is
    // IVA-excluded).
    expect(quote.body).toMatchObject({
      subscription_id: subscriptionId,
      from: { plan_id: 'payroll-10', billing_cycle: 'monthly' },
      to: { plan_id: 'payroll-50', billing_cycle: 'monthly' },
      timing: 'now',
      effective_date: '2026-01-31',
      credit: { days: 10, subtotal: 8_333, iva: 0, total: 8_333 },
      charge: {
        days: 10,
        subtotal: 23_000,
        iva: 0,
        total: 23_000,
        period_start: '2026-01-31',
        period_end: '2026-02-09',
      },
      amount_due: 14_667,
      active_until: '2026-02-09',
    });
    const viewer = await addMember(t, owner, organizationId, 'viewer');
    await travel(t, '2026-01-31T15:00:00Z', viewer);
    expectProblem(
      await preview({ plan_id: 'payroll-50', billing_cycle: 'monthly' }, viewer),
      403,
      'forbidden',
    );
    expectProblem(await preview({ plan_id: 'payroll-50', billing_cycle: 'monthly' }, await signUp(t)), 404);
    expectProblem(
      await preview({ plan_id: 'payroll-10', billing_cycle: 'monthly' }),
      422,
      'plan_change_same_plan',
    );
    expectProblem(
      await preview({ plan_id: 'invoicing-basic-100', billing_cycle: 'monthly' }),
      422,
      'plan_change_other_service',
    );
    expectProblem(await preview({ plan_id: 'no-such-plan', billing_cycle: 'monthly' }), 404, 'not_found');
  });

  test('a rejected card changes nothing and uses no invoice number', async () => {
    const before = await invoiceCount();
    const rejected = await payChange({ plan_id: 'payroll-50', billing_cycle: 'monthly' }, 'OTHE');
    expect(rejected.status, rejected.text).toBe(201);
    expect(rejected.body).toMatchObject({ invoice_id: null, payment: { status: 'rejected' } });
    expect(await invoiceCount()).toBe(before);
    expect((await subscription()).plan_id).toBe('payroll-10');
  });

  test('an upgrade paid by card issues the invoice and the credit note pair, and changes the plan now', async () => {
    const key = randomUUID();
    const paid = await payChange({ plan_id: 'payroll-50', billing_cycle: 'monthly' }, 'APRO', key);
    expect(paid.status, paid.text).toBe(201);
    expect(paid.body.payment.status).toBe('approved');
    const issued = await invoice(paid.body.invoice_id);
    // Paid is what the card paid; the old plan's unused days are the credit applied, so the
    // invoice adds up: total 23.000 = credit 8.333 + paid 14.667.
    expect(issued).toMatchObject({
      status: 'paid',
      total: 23_000,
      credit_applied: 8_333,
      amount_paid: 14_667,
    });
    expect(issued.payments).toEqual([expect.objectContaining({ status: 'approved', amount: 14_667 })]);
    expect(issued.lines).toEqual([
      expect.objectContaining({ kind: 'plan_change', plan_id: 'payroll-50', total: 23_000 }),
    ]);
    // The Spanish concept is the Colombian document's (day/month/year); the English one is read next
    // to English dates, where 09/02/2026 would be September: its dates are written out.
    expect(issued.lines[0].description).toContain('del 31/01/2026 al 09/02/2026');
    const english = await call(t.app, 'GET', `/invoices/${paid.body.invoice_id}`, {
      token: owner.accessToken,
      headers: { 'Accept-Language': 'en' },
    });
    expect(english.body.lines[0].description).toContain('Jan 31, 2026 – Feb 9, 2026');
    // The export tells the credit and the money apart too (an accountant's file must add up as well).
    const exported = await call(t.app, 'GET', '/invoices/export.csv?sort=-number', {
      token: owner.accessToken,
    });
    const lines = exported.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const header = lines[0]?.split(';') ?? [];
    const row = lines.find((line) => line.startsWith(`${issued.number};`))?.split(';') ?? [];
    const cell = (title: string) => row[header.indexOf(title)];
    expect([cell('Total'), cell('Saldo a favor aplicado'), cell('Pagado')]).toEqual([
      '23000',
      '8333',
      '14667',
    ]);
    expect(english.body.concept).toContain('Jan 31, 2026 – Feb 9, 2026');
    // The invoice that paid the period keeps its status; a concept-1 credit note returns the unused days.
    const original = await invoice(purchaseInvoiceId);
    expect(original.status).toBe('paid');
    expect(original.credit_notes).toEqual([
      expect.objectContaining({
        concept_code: '1',
        total: 8_333,
        reason: expect.stringContaining('Cambio de plan'),
      }),
    ]);
    expect(await subscription()).toMatchObject({
      plan_id: 'payroll-50',
      billing_cycle: 'monthly',
      active_until: '2026-02-09',
      documents_included: 50,
    });
    // A retry with the same key answers the first result and charges nothing more.
    const replay = await call(t.app, 'POST', `/subscriptions/${subscriptionId}/plan-change`, {
      token: owner.accessToken,
      headers: { 'Idempotency-Key': key },
      body: {
        plan_id: 'payroll-50',
        billing_cycle: 'monthly',
        payment: { token: 'other', payment_method_id: 'visa', installments: 1 },
      },
    });
    expect(replay.status).toBe(409);
    const events = (
      await call(t.app, 'GET', `/subscriptions/${subscriptionId}/events`, { token: owner.accessToken })
    ).body.items as Json[];
    expect(events.at(-1)).toMatchObject({
      action: 'plan_changed',
      actor: expect.objectContaining({ email: owner.email }),
      plan_change: { from_plan_id: 'payroll-10', plan_id: 'payroll-50', from_billing_cycle: 'monthly' },
      credited_amount: 8_333,
      charged_amount: 14_667,
    });
  });

  test('a downgrade waits for the renewal: scheduled, dropped, scheduled again, then renewed on the new plan', async () => {
    const down = { plan_id: 'payroll-10', billing_cycle: 'monthly' };
    expect((await preview(down)).body).toMatchObject({
      timing: 'next_renewal',
      amount_due: 0,
      effective_date: '2026-02-10',
    });
    expectProblem(await payChange(down), 409, 'plan_change_not_immediate');
    expectProblem(
      await schedule('PUT', { plan_id: 'payroll-200', billing_cycle: 'monthly' }),
      409,
      'plan_change_needs_payment',
    );
    const scheduled = await schedule('PUT', down);
    expect(scheduled.status, scheduled.text).toBe(200);
    expect(scheduled.body.scheduled_change).toMatchObject({
      plan_id: 'payroll-10',
      effective_date: '2026-02-10',
    });

    // The renewal is issued for the plan chosen; dropping the change re-issues it for the current one.
    await travel(t, '2026-02-05T15:00:00Z', owner);
    await runBillingJob(t.deps);
    const renewalId = (await subscription()).renewal_invoice_id as string;
    expect((await invoice(renewalId)).lines[0]).toMatchObject({
      kind: 'renewal',
      plan_id: 'payroll-10',
      unit_price: 25_000,
    });
    const kept = await schedule('DELETE');
    expect(kept.body.scheduled_change).toBeNull();
    expect((await invoice(renewalId)).status).toBe('cancelled');
    const repriced = (await subscription()).renewal_invoice_id as string;
    expect((await invoice(repriced)).lines[0]).toMatchObject({ plan_id: 'payroll-50', unit_price: 69_000 });
    expectProblem(
      await payChange({ plan_id: 'payroll-200', billing_cycle: 'monthly' }),
      409,
      'plan_change_renewal_open',
    );

    expect((await schedule('PUT', down)).status).toBe(200);
    const final = (await subscription()).renewal_invoice_id as string;
    expect((await invoice(final)).lines[0]).toMatchObject({ plan_id: 'payroll-10' });
    expect((await payInvoice(t, owner, final)).body.payment.status).toBe('approved');
    expect(await subscription()).toMatchObject({
      plan_id: 'payroll-10',
      scheduled_change: null,
      active_until: '2026-03-09',
      documents_included: 10,
    });
    const actions = (
      (await call(t.app, 'GET', `/subscriptions/${subscriptionId}/events`, { token: owner.accessToken })).body
        .items as Json[]
    ).map((event) => [event.action, event.actor === null]);
    expect(actions).toEqual([
      ['plan_changed', false],
      ['plan_change_scheduled', false],
      ['plan_change_unscheduled', false],
      ['plan_change_scheduled', false],
      ['plan_changed', true],
    ]);
  });

  test('monthly → annual starts a full year today, paying the year less the unused month', async () => {
    await travel(t, '2026-03-01T15:00:00Z', owner);
    const annual = { plan_id: 'payroll-10', billing_cycle: 'annual' };
    const quote = (await preview(annual)).body;
    expect(quote).toMatchObject({ timing: 'now', effective_date: '2026-03-01', active_until: '2027-02-28' });
    expect(quote.charge.subtotal).toBe(255_000);
    const paid = await payChange(annual);
    expect(paid.body.payment.status).toBe('approved');
    expect(await subscription()).toMatchObject({ billing_cycle: 'annual', active_until: '2027-02-28' });
    expect(await invoice(paid.body.invoice_id)).toMatchObject({
      total: quote.charge.total,
      credit_applied: quote.credit.total,
      amount_paid: quote.amount_due,
    });
  });
});
