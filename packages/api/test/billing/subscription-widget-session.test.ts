import { beforeAll, describe, expect, test } from 'vitest';
import { call, type Json } from '../support/api-client';
import { buy, travel } from '../support/billing';
import { expectProblem, type SignedUpUser, signUp } from '../support/factories';
import { setupTestApp } from '../support/test-app';

// An integrator's app manages a customer's subscriptions with a widget session: the writes need
// `subscriptions:manage`, act on the session's organization only, and the trail names the API key.
const t = setupTestApp();

interface Customer {
  owner: SignedUpUser;
  organizationId: string;
  subscriptionId: string;
}
let customer: Customer;
let stranger: Customer;
let manage: string;
let readOnly: string;

/** A monthly payroll-50 bought on 2026-01-10 (in service until 2026-02-09). */
async function customerWithPlan(): Promise<Customer> {
  const owner = await signUp(t);
  const purchase = await buy(t, owner, { items: [{ plan_id: 'payroll-50', billing_cycle: 'monthly' }] });
  expect(purchase.body.payment.status, purchase.text).toBe('approved');
  const organizationId = (await call(t.app, 'GET', '/organizations', { token: owner.accessToken })).body
    .items[0].id;
  const subscriptionId = (await call(t.app, 'GET', '/subscriptions', { token: owner.accessToken })).body
    .items[0].id;
  return { owner, organizationId, subscriptionId };
}

async function widgetSession(scopes: string[]): Promise<string> {
  const key = await call(t.app, 'POST', `/organizations/${customer.organizationId}/api-keys`, {
    token: customer.owner.accessToken,
    body: { name: 'ERP Contable', scopes },
  });
  expect(key.status, key.text).toBe(201);
  const session = await call(t.app, 'POST', '/widget-sessions', { token: key.body.secret, body: { scopes } });
  expect(session.status, session.text).toBe(201);
  return session.body.access_token;
}

const STEP_DOWN = { plan_id: 'payroll-10', billing_cycle: 'monthly' };

/** Every write of the subscription manager, on one subscription. */
const writes = (subscriptionId: string): [string, 'POST' | 'PUT' | 'DELETE', string, Json?][] => [
  ['preview', 'POST', `/subscriptions/${subscriptionId}/plan-change/preview`, STEP_DOWN],
  ['schedule', 'PUT', `/subscriptions/${subscriptionId}/scheduled-change`, STEP_DOWN],
  ['unschedule', 'DELETE', `/subscriptions/${subscriptionId}/scheduled-change`],
  ['cancel', 'POST', `/subscriptions/${subscriptionId}/cancel`],
  ['resume', 'POST', `/subscriptions/${subscriptionId}/resume`],
];

beforeAll(async () => {
  await travel(t, '2026-01-10T15:00:00Z');
  customer = await customerWithPlan();
  stranger = await customerWithPlan();
  manage = await widgetSession(['subscriptions:manage']);
  readOnly = await widgetSession(['subscriptions:read']);
});

describe("an integrator's widget session on the subscription manager's writes", () => {
  test('without subscriptions:manage each write is refused with 403 scope_missing, and nothing changes', async () => {
    for (const [name, method, path, body] of writes(customer.subscriptionId)) {
      const response = await call(t.app, method, path, { token: readOnly, ...(body ? { body } : {}) });
      expect(response.status, name).toBe(403);
      expectProblem(response, 403, 'scope_missing');
    }
    const events = await call(t.app, 'GET', `/subscriptions/${customer.subscriptionId}/events`, {
      token: readOnly,
    });
    expect(events.status, events.text).toBe(200);
    expect(events.body.items).toEqual([]);
  });

  test("another organization's subscription answers 404, for the writes and the trail", async () => {
    for (const [name, method, path, body] of writes(stranger.subscriptionId)) {
      const response = await call(t.app, method, path, { token: manage, ...(body ? { body } : {}) });
      expect(response.status, name).toBe(404);
      expectProblem(response, 404, 'not_found');
    }
    expectProblem(
      await call(t.app, 'GET', `/subscriptions/${stranger.subscriptionId}/events`, { token: manage }),
      404,
      'not_found',
    );
    const untouched = (await call(t.app, 'GET', '/subscriptions', { token: stranger.owner.accessToken })).body
      .items[0];
    expect(untouched).toMatchObject({ cancel_at_period_end: false, scheduled_change: null });
  });

  test('with subscriptions:manage: preview, schedule, keep, cancel and undo, each in the trail under the API key', async () => {
    const [preview, schedule, unschedule, cancel, resume] = writes(customer.subscriptionId).map(
      ([, method, path, body]) =>
        () =>
          call(t.app, method, path, { token: manage, ...(body ? { body } : {}) }),
    );
    if (!preview || !schedule || !unschedule || !cancel || !resume) throw new Error('a write is missing');
    const quote = await preview();
    expect(quote.status, quote.text).toBe(200);
    expect(quote.body).toMatchObject({ timing: 'next_renewal', amount_due: 0 });
    const scheduled = await schedule();
    expect(scheduled.status, scheduled.text).toBe(200);
    expect(scheduled.body.scheduled_change).toMatchObject({
      plan_id: 'payroll-10',
      billing_cycle: 'monthly',
    });
    expect((await unschedule()).body.scheduled_change).toBeNull();
    const cancelled = await cancel();
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body).toMatchObject({ cancel_at_period_end: true, billing_date: null });
    expect((await resume()).body.cancel_at_period_end).toBe(false);

    const events = await call(t.app, 'GET', `/subscriptions/${customer.subscriptionId}/events`, {
      token: customer.owner.accessToken,
    });
    expect(events.body.items.map((event: Json) => [event.action, event.actor, event.api_key?.name])).toEqual([
      ['plan_change_scheduled', null, 'ERP Contable'],
      ['plan_change_unscheduled', null, 'ERP Contable'],
      ['cancellation_scheduled', null, 'ERP Contable'],
      ['cancellation_undone', null, 'ERP Contable'],
    ]);
  });

  test("a user's own change names the user and no API key", async () => {
    const cancelled = await call(t.app, 'POST', `/subscriptions/${customer.subscriptionId}/cancel`, {
      token: customer.owner.accessToken,
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    const events = await call(t.app, 'GET', `/subscriptions/${customer.subscriptionId}/events`, {
      token: manage,
    });
    expect(events.body.items.at(-1)).toMatchObject({
      action: 'cancellation_scheduled',
      actor: { id: customer.owner.userId },
      api_key: null,
    });
  });
});
