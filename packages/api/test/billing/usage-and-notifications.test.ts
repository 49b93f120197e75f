import { beforeAll, describe, expect, test } from 'vitest';
import { runBillingJob } from '../../src/modules/subscriptions/billing-run';
import { prefixBody } from '../billing.cross-org';
import { call, type Json } from '../support/api-client';
import { buy, otherOrganization, ownerWithOrganization, travel } from '../support/billing';
import {
  addMember,
  createOrganization,
  expectProblem,
  type SignedUpUser,
  signUp,
} from '../support/factories';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();
let owner: SignedUpUser;
let organizationId: string;
let subscriptionId: string;

const newKey = async (scopes: string[], organization = organizationId, user = owner) =>
  (
    await call(t.app, 'POST', `/organizations/${organization}/api-keys`, {
      token: user.accessToken,
      body: { name: 'ERP', scopes },
    })
  ).body.secret as string;

beforeAll(async () => {
  await travel(t, '2026-02-01T15:00:00Z');
  ({ owner, organizationId } = await ownerWithOrganization(t));
  expect(
    (
      await buy(t, owner, {
        organizationId,
        items: [{ plan_id: 'invoicing-basic-100', billing_cycle: 'monthly' }],
      })
    ).status,
  ).toBe(201);
  subscriptionId = (await call(t.app, 'GET', '/subscriptions', { token: owner.accessToken })).body.items[0]
    .id;
});

describe('POST /usage', () => {
  test('counts documents for the cycle and reports the extras at 800 COP', async () => {
    const key = await newKey(['usage:write']);
    const first = await call(t.app, 'POST', '/usage', {
      token: key,
      body: { subscription_id: subscriptionId, documents: 9, reference: 'lote-1' },
    });
    expect(first.status, first.text).toBe(201);
    // 100 a year paid monthly: 8 a month (100 × 1/12, rounded).
    expect(first.body).toEqual({
      subscription_id: subscriptionId,
      documents_used: 9,
      documents_included: 8,
      extra_documents: 1,
      extra_documents_charge: 800,
      duplicate: false,
    });
    const again = await call(t.app, 'POST', '/usage', {
      token: key,
      body: { subscription_id: subscriptionId, documents: 9, reference: 'lote-1' },
    });
    expect(again.body).toMatchObject({ documents_used: 9, duplicate: true });
    const subscription = (await call(t.app, 'GET', '/subscriptions', { token: owner.accessToken })).body
      .items[0];
    expect(subscription).toMatchObject({
      documents_used: 9,
      documents_included: 8,
      extra_documents: 1,
      value_per_document: 2100,
    });
  });

  test('needs usage:write, a live key and a subscription of the key’s organization', async () => {
    const readOnly = await newKey(['invoices:read']);
    expectProblem(
      await call(t.app, 'POST', '/usage', {
        token: readOnly,
        body: { subscription_id: subscriptionId, documents: 1 },
      }),
      403,
      'scope_missing',
    );
    expectProblem(
      await call(t.app, 'POST', '/usage', {
        token: 'fk_live_not-a-key-at-all',
        body: { subscription_id: subscriptionId, documents: 1 },
      }),
      401,
      'api_key_invalid',
    );
    const stranger = await signUp(t);
    const foreignOrganization = (await createOrganization(t, stranger, otherOrganization('Ajena S.A.S.'))).id;
    const foreign = await newKey(['usage:write'], foreignOrganization, stranger);
    expectProblem(
      await call(t.app, 'POST', '/usage', {
        token: foreign,
        body: { subscription_id: subscriptionId, documents: 1 },
      }),
      404,
      'not_found',
    );
    const response = await call(t.app, 'POST', '/usage', {
      token: foreign,
      body: { subscription_id: subscriptionId, documents: 0 },
    });
    expectProblem(response, 422, 'validation_failed');
  });
});

describe('GET /notifications', () => {
  test('payment settled, renewal due and prefix expiring, from real data, in the reader’s language', async () => {
    await call(t.app, 'POST', `/organizations/${organizationId}/prefixes`, {
      token: owner.accessToken,
      body: prefixBody({
        resolution_date: '2025-01-10',
        valid_from: '2025-01-10',
        valid_to: '2026-03-02',
        next_number: 994500000,
      }),
    });
    const settled = await call(t.app, 'GET', '/notifications', { token: owner.accessToken });
    expect(settled.body.items.map((item: Json) => item.kind)).toEqual(
      expect.arrayContaining(['payment_settled', 'prefix_expiring', 'prefix_range']),
    );
    // An alert about a prefix registered just now happened now, not at the start of the day.
    const range = settled.body.items.find((item: Json) => item.kind === 'prefix_range');
    expect(range.occurred_at).toBe(t.clock.now().toISOString());
    expect(settled.body.items.find((item: Json) => item.kind === 'payment_settled')).toMatchObject({
      severity: 'info',
      title: 'Pago recibido',
      organization_id: organizationId,
      resource: { type: 'payment' },
    });
    await travel(t, '2026-02-26T15:00:00Z', owner);
    await runBillingJob(t.deps);
    const due = await call(t.app, 'GET', '/notifications', {
      token: owner.accessToken,
      headers: { 'Accept-Language': 'en' },
    });
    const renewal = due.body.items.find((item: Json) => item.kind === 'renewal_due');
    expect(renewal).toMatchObject({
      severity: 'warning',
      title: 'Renewal due',
      resource: { type: 'invoice' },
    });
    // Paid through 28 February: due on the billing date, the day after.
    expect(renewal.message).toContain('March 1, 2026');
    const prefix = due.body.items.find((item: Json) => item.kind === 'prefix_expiring');
    // Days later the same state reads as holding since the start of today in Bogotá.
    expect(prefix.occurred_at).toBe('2026-02-26T05:00:00.000Z');
    expect(prefix).toMatchObject({
      severity: 'critical',
      message: expect.stringContaining('expires in 4 days'),
    });
    expect(due.body.items.map((item: Json) => item.id)).toEqual([
      ...new Set(due.body.items.map((item: Json) => item.id)),
    ]);
  });

  test('only organizations whose data the user may read, and none of anyone else’s', async () => {
    const clinician = await addMember(t, owner, organizationId, 'clinician');
    expect((await call(t.app, 'GET', '/notifications', { token: clinician.accessToken })).body.items).toEqual(
      [],
    );
    const stranger = await signUp(t);
    expect((await call(t.app, 'GET', '/notifications', { token: stranger.accessToken })).body.items).toEqual(
      [],
    );
    expectProblem(await call(t.app, 'GET', '/notifications'), 401, 'authentication_required');
  });
});

describe('POST /usage refusals', () => {
  const report = (key: string, subscription: string, language = 'es') =>
    call(t.app, 'POST', '/usage', {
      token: key,
      body: { subscription_id: subscription, documents: 3 },
      headers: { 'Accept-Language': language },
    });

  test('a subscription without documents (the digital certificate) is 409 subscription_without_documents', async () => {
    const bought = await buy(t, owner, {
      organizationId,
      items: [{ plan_id: 'certificate-1-year', billing_cycle: 'annual' }],
    });
    expect(bought.body.payment.status).toBe('approved');
    const certificate = (
      await call(t.app, 'GET', '/subscriptions', { token: owner.accessToken })
    ).body.items.find((item: Json) => item.plan_id === 'certificate-1-year');
    const key = await newKey(['usage:write']);
    const refused = await report(key, certificate.id);
    expectProblem(refused, 409, 'subscription_without_documents');
    expect(refused.body.message).toContain('no incluye documentos');
    expect((await report(key, certificate.id, 'en')).body.message).toContain('includes no documents');
  });

  test('a suspended subscription is 409 subscription_inactive', async () => {
    // Paid through 2026-02-28 and never renewed: suspended from 2026-03-11.
    await travel(t, '2026-03-12T15:00:00Z', owner);
    await runBillingJob(t.deps);
    const key = await newKey(['usage:write']);
    const refused = await report(key, subscriptionId);
    expectProblem(refused, 409, 'subscription_inactive');
    expect(refused.body.message).toBe(
      'Esta suscripción no está activa. Renuévala para seguir emitiendo documentos.',
    );
  });
});
