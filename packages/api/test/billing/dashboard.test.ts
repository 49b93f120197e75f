import { beforeAll, describe, expect, test } from 'vitest';
import { recordProviderPayment } from '../../src/billing-core/payment-recorder';
import { runBillingJob } from '../../src/modules/subscriptions/billing-run';
import { sandboxOf } from '../../src/payment-providers/sandbox/sandbox-provider';
import { createOrganization as createClinic } from '../clinic/support/clinic-fixtures';
import { call, type Json } from '../support/api-client';
import { buy, ownerWithOrganization, travel } from '../support/billing';
import { expectProblem, type SignedUpUser } from '../support/factories';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();
let owner: SignedUpUser;
let organizationId: string;
let subscriptionId: string;
let purchase: Json;
let total: number;
let apiKey: string;

const dashboard = async (user: Pick<SignedUpUser, 'accessToken'> = owner, organization = organizationId) =>
  call(t.app, 'GET', `/organizations/${organization}/dashboard`, { token: user.accessToken });
const report = (documents: number, reference: string) =>
  call(t.app, 'POST', '/usage', {
    token: apiKey,
    body: { subscription_id: subscriptionId, documents, reference },
  });
const month = (body: Json, key: 'usage' | 'spending', name: string) =>
  (body[key] as Json[]).find((item) => item.month === name);

beforeAll(async () => {
  // 23:30 on 31 January in Bogotá is already 1 February in UTC: the purchase belongs to January.
  await travel(t, '2026-02-01T04:30:00Z');
  ({ owner, organizationId } = await ownerWithOrganization(t));
  const bought = await buy(t, owner, {
    organizationId,
    items: [{ plan_id: 'invoicing-basic-100', billing_cycle: 'monthly' }],
  });
  expect(bought.status, bought.text).toBe(201);
  purchase = bought.body;
  total = (
    await t.deps.db
      .selectFrom('invoices')
      .select('total')
      .where('id', '=', purchase.invoice_id)
      .executeTakeFirstOrThrow()
  ).total;
  subscriptionId = (await call(t.app, 'GET', '/subscriptions', { token: owner.accessToken })).body.items[0]
    .id;
  apiKey = (
    await call(t.app, 'POST', `/organizations/${organizationId}/api-keys`, {
      token: owner.accessToken,
      body: { name: 'ERP', scopes: ['usage:write'] },
    })
  ).body.secret;
});

describe('GET /organizations/{id}/dashboard', () => {
  test('a new organization: twelve empty months, nothing to charge', async () => {
    const { organizationId: empty, owner: other } = await ownerWithOrganization(t);
    const response = await dashboard(other, empty);
    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({
      organization_id: empty,
      current_month: '2026-01',
      spending_year_to_date: 0,
      upcoming_charges: [],
      plan_usage: [],
    });
    expect(response.body.usage.map((item: Json) => item.month)).toEqual([
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
    ]);
    expect(response.body.usage.every((item: Json) => item.documents_used === 0)).toBe(true);
    expect(response.body.spending.every((item: Json) => item.net === 0)).toBe(true);
  });

  test('usage and spending by Bogotá month, the plan allowance, and the renewal to come', async () => {
    expect((await report(5, 'enero')).status).toBe(201);
    await travel(t, '2026-02-15T15:00:00Z', owner);
    expect((await report(5, 'febrero')).status).toBe(201);
    const response = await dashboard();
    expect(response.status, response.text).toBe(200);
    const body = response.body;
    expect(body.current_month).toBe('2026-02');
    // 100 documents a year: 8 a month, in January (activated on the 31st) and February.
    expect(month(body, 'usage', '2026-01')).toEqual({
      month: '2026-01',
      documents_used: 5,
      documents_included: 8,
    });
    expect(month(body, 'usage', '2026-02')).toEqual({
      month: '2026-02',
      documents_used: 5,
      documents_included: 8,
    });
    expect(month(body, 'usage', '2025-12')?.documents_included).toBe(0);
    expect(month(body, 'spending', '2026-01')).toEqual({
      month: '2026-01',
      invoiced: total,
      credited: 0,
      net: total,
    });
    expect(month(body, 'spending', '2026-02')?.net).toBe(0);
    expect(body.spending_year_to_date).toBe(total);
    expect(body.plan_usage).toEqual([
      expect.objectContaining({
        subscription_id: subscriptionId,
        plan_id: 'invoicing-basic-100',
        documents_used: 10,
        documents_included: 8,
      }),
    ]);
    expect(body.upcoming_charges).toEqual([
      expect.objectContaining({
        subscription_id: subscriptionId,
        plan_id: 'invoicing-basic-100',
        billing_cycle: 'monthly',
        date: '2026-02-28',
        invoice_id: null,
        plan_change: false,
      }),
    ]);
    // The renewal the job issues charges exactly what the dashboard announced (plan + 2 extra documents).
    const announced = body.upcoming_charges[0].amount as number;
    expect(announced).toBeGreaterThan(total);
    await travel(t, '2026-02-23T15:00:00Z', owner);
    await runBillingJob(t.deps);
    const after = (await dashboard()).body;
    const renewal = await t.deps.db
      .selectFrom('invoices')
      .select(['id', 'total', 'dueDate'])
      .where('id', '=', after.upcoming_charges[0].invoice_id)
      .executeTakeFirstOrThrow();
    expect(renewal.total).toBe(announced);
    expect(after.upcoming_charges[0]).toMatchObject({ amount: announced, date: renewal.dueDate });
  });

  test('a refund is subtracted in the month its credit note is issued', async () => {
    await travel(t, '2026-03-05T15:00:00Z', owner);
    const paymentId = purchase.payment.id as string;
    await t.deps.db
      .updateTable('sandboxPayments')
      .set({ status: 'refunded', statusDetail: 'refunded', dateLastUpdated: t.clock.now(), settleAt: null })
      .where('externalReference', '=', paymentId)
      .execute();
    const snapshot = await sandboxOf(t.deps.paymentProvider)?.findByReference(paymentId);
    if (!snapshot) throw new Error('the sandbox lost the payment');
    await recordProviderPayment(t.deps, paymentId, snapshot);
    const body = (await dashboard()).body;
    expect(month(body, 'spending', '2026-01')?.net).toBe(total);
    expect(month(body, 'spending', '2026-03')).toEqual({
      month: '2026-03',
      invoiced: 0,
      credited: total,
      net: -total,
    });
    expect(body.spending_year_to_date).toBe(0);
  });

  test('members who read billing see it; a clinician is refused; another organization is not found', async () => {
    const clinic = await createClinic(t, 'clinic', {
      owner: ['owner', 'Valentina', 'Restrepo'],
      viewer: ['viewer', 'Mateo', 'Zuluaga'],
      clinician: ['clinician', 'Andrés', 'Mejía'],
    });
    expect((await dashboard({ accessToken: clinic.actors.viewer.token }, clinic.id)).status).toBe(200);
    expectProblem(
      await dashboard({ accessToken: clinic.actors.clinician.token }, clinic.id),
      403,
      'forbidden',
    );
    expectProblem(
      await dashboard({ accessToken: clinic.actors.owner.token }, organizationId),
      404,
      'not_found',
    );
  });
});
