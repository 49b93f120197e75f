import { planBillingDateChange, pricePlan } from '@facturo/sdk/billing';
import { addDays } from '@facturo/sdk/co';
import { beforeAll, describe, expect, test } from 'vitest';
import { PLANS_2026_11 } from '../../src/modules/catalogue/catalogue-2026-11.plans';
import { runBillingJob } from '../../src/modules/subscriptions/billing-run';
import { call, type Json } from '../support/api-client';
import { buy, payInvoice, travel } from '../support/billing';
import { expectProblem, type SignedUpUser, signUp } from '../support/factories';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();
let user: SignedUpUser;

beforeAll(async () => {
  t.clock.set(new Date('2026-03-03T15:00:00Z'));
  user = await signUp(t);
  const purchase = await buy(t, user, {
    items: [
      { plan_id: 'payroll-10', billing_cycle: 'monthly' },
      { plan_id: 'invoicing-business-1200', billing_cycle: 'annual' },
      { plan_id: 'certificate-1-year', billing_cycle: 'annual' },
    ],
  });
  expect(purchase.body.payment.status).toBe('approved');
});

const api = (method: string, path: string, body?: unknown) =>
  call(t.app, method, path, { token: user.accessToken, ...(body ? { body } : {}) });
const price = (id: string, cycle: 'monthly' | 'annual') =>
  pricePlan(PLANS_2026_11.find((plan) => plan.id === id) as (typeof PLANS_2026_11)[number]).cycles[cycle]
    ?.price as number;

describe('billing date', () => {
  test('GET: individual by default, with the monthly and annual services (not the certificate)', async () => {
    const response = await api('GET', '/billing/schedule');
    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({ mode: 'individual', day: null, pending_adjustments: [] });
    expect(
      response.body.services
        .map((service: Json) => [service.plan_id, service.next_due_date, service.price])
        .sort(),
    ).toEqual([
      ['invoicing-business-1200', '2027-03-03', price('invoicing-business-1200', 'annual')],
      ['payroll-10', '2026-04-03', price('payroll-10', 'monthly')],
    ]);
  });

  test('preview equals the sdk plan, the applied plan, and the charges invoiced later', async () => {
    const schedule = (await api('GET', '/billing/schedule')).body;
    const expected = planBillingDateChange({
      services: schedule.services.map((service: Json) => ({
        id: service.subscription_id,
        cycle: service.billing_cycle,
        price: service.price,
        nextDueDate: service.next_due_date,
        activationDate: service.activation_date,
      })),
      currentMode: 'individual',
      mode: 'unified',
      day: 15,
      today: '2026-03-03',
    });
    if (!expected.ok) throw new Error('the sdk refused the change');
    const preview = await api('POST', '/billing/schedule/preview', { mode: 'unified', day: 15 });
    expect(preview.status, preview.text).toBe(200);
    const simplified = (adjustments: Json[]) =>
      adjustments
        .map((a) => [
          a.subscription_id,
          a.adjustment_date,
          a.adjustment_days,
          a.adjustment_cost,
          a.new_next_due_date,
        ])
        .sort();
    expect(simplified(preview.body.adjustments)).toEqual(
      expected.adjustments
        .map((a) => [a.id, a.adjustmentDate, a.adjustmentDays, a.adjustmentCost, a.newNextDueDate])
        .sort(),
    );
    expect(preview.body.total_adjustment_cost).toBe(expected.totalAdjustmentCost);
    expect(preview.body.acknowledgement_required).toBe(false);
    const applied = await api('PUT', '/billing/schedule', { mode: 'unified', day: 15 });
    expect(applied.status, applied.text).toBe(200);
    expect(applied.body).toEqual(preview.body);
    const after = (await api('GET', '/billing/schedule')).body;
    expect(after).toMatchObject({ mode: 'unified', day: 15 });
    expect(simplified(after.pending_adjustments)).toEqual(
      simplified(preview.body.adjustments.filter((a: Json) => a.adjustment_date)),
    );
    // The monthly service's renewal (5 days before 2026-04-03) carries exactly the previewed cost.
    const monthly = preview.body.adjustments.find((a: Json) => a.billing_cycle === 'monthly');
    await travel(t, '2026-03-29T15:00:00Z', user);
    await runBillingJob(t.deps);
    const invoices = (await api('GET', '/invoices?status=unpaid')).body.items;
    expect(invoices).toHaveLength(1);
    const line = invoices[0].lines.find((l: Json) => l.kind === 'billing_adjustment');
    expect(line).toMatchObject({
      subscription_id: monthly.subscription_id,
      unit_price: monthly.adjustment_cost,
      iva: monthly.adjustment_iva,
    });
    expect(line.period_start).toBe(monthly.adjustment_date);
    expect(line.period_end).toBe(addDays(monthly.new_next_due_date, -1));
    expect((await payInvoice(t, user, invoices[0].id)).body.payment.status).toBe('approved');
    const subscriptions = (await api('GET', '/subscriptions')).body.items;
    expect(subscriptions.find((s: Json) => s.id === monthly.subscription_id)).toMatchObject({
      active_until: addDays(monthly.new_next_due_date, -1),
      billing_date: monthly.new_next_due_date,
    });
    // From then on it renews in full cycles on the 15th.
    await travel(t, '2026-04-12T15:00:00Z', user);
    await runBillingJob(t.deps);
    const next = (await api('GET', '/invoices?status=unpaid')).body.items[0];
    expect(next.lines[0]).toMatchObject({
      kind: 'renewal',
      period_start: '2026-04-15',
      period_end: '2026-05-14',
      unit_price: price('payroll-10', 'monthly'),
    });
  });

  test('unified → individual needs acknowledge: 409 that explains why', async () => {
    const preview = await api('POST', '/billing/schedule/preview', { mode: 'individual' });
    expect(preview.body.acknowledgement_required).toBe(true);
    const refused = await api('PUT', '/billing/schedule', { mode: 'individual' });
    expectProblem(refused, 409, 'billing_date_acknowledgement_required');
    expect(refused.body.message).toContain('Confirma que lo entiendes');
    const english = await call(t.app, 'PUT', '/billing/schedule', {
      token: user.accessToken,
      body: { mode: 'individual' },
      headers: { 'Accept-Language': 'en' },
    });
    expect(english.body.message).toMatch(/acknowledge|confirm/i);
    const accepted = await api('PUT', '/billing/schedule', { mode: 'individual', acknowledge: true });
    expect(accepted.status, accepted.text).toBe(200);
    expect((await api('GET', '/billing/schedule')).body).toMatchObject({ mode: 'individual', day: null });
  });

  test.each([
    [{ mode: 'unified' }, 'day', 'Este campo es obligatorio.'],
    [{ mode: 'unified', day: 29 }, 'day', 'Ingresa un número entre 1 y 28.'],
    [{ mode: 'weekly' }, 'mode', 'Elige una de las opciones disponibles.'],
  ])('%j is 422 on %s', async (body, field, message) => {
    const response = await api('POST', '/billing/schedule/preview', body);
    expectProblem(response, 422, 'validation_failed');
    expect(response.body.field_errors[field]).toEqual([message]);
  });

  test('a service with an unpaid renewal past its due date must be paid first (409)', async () => {
    await travel(t, '2026-04-20T15:00:00Z', user);
    await runBillingJob(t.deps);
    expectProblem(
      await api('POST', '/billing/schedule/preview', { mode: 'unified', day: 1 }),
      409,
      'billing_date_service_overdue',
    );
  });
});
