import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, test } from 'vitest';
import { call, type Json } from '../support/api-client';
import { buy, cardToken, ownerWithOrganization, travel } from '../support/billing';
import type { SignedUpUser } from '../support/factories';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();
let owner: SignedUpUser;
let organizationId: string;
let subscriptionId: string;

const allowances = async () => {
  const response = await call(t.app, 'GET', `/organizations/${organizationId}/dashboard`, {
    token: owner.accessToken,
  });
  expect(response.status, response.text).toBe(200);
  return Object.fromEntries(
    (response.body.usage as Json[]).map((item) => [item.month, item.documents_included]),
  );
};

beforeAll(async () => {
  await travel(t, '2026-01-10T15:00:00Z');
  ({ owner, organizationId } = await ownerWithOrganization(t));
  const bought = await buy(t, owner, {
    organizationId,
    items: [{ plan_id: 'invoicing-basic-100', billing_cycle: 'annual' }],
  });
  expect(bought.status, bought.text).toBe(201);
  subscriptionId = (await call(t.app, 'GET', '/subscriptions', { token: owner.accessToken })).body.items[0]
    .id;
});

describe('the usage chart’s allowance after a plan change', () => {
  test('an upgrade in June: January to May keep the old plan’s allowance, June on the new one', async () => {
    await travel(t, '2026-06-15T15:00:00Z', owner);
    const before = await allowances();
    // 100 documents a year: 8 a month since January, nothing before the purchase.
    expect(before['2025-12']).toBe(0);
    expect(before['2026-01']).toBe(8);
    expect(before['2026-06']).toBe(8);

    const paid = await call(t.app, 'POST', `/subscriptions/${subscriptionId}/plan-change`, {
      token: owner.accessToken,
      headers: { 'Idempotency-Key': randomUUID() },
      body: {
        plan_id: 'invoicing-business-1200',
        billing_cycle: 'annual',
        payment: { token: await cardToken(t), payment_method_id: 'visa', installments: 1 },
      },
    });
    expect(paid.status, paid.text).toBe(201);
    expect(paid.body.payment.status).toBe('approved');

    const after = await allowances();
    expect(after['2025-12']).toBe(0);
    for (const month of ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05']) {
      expect(after[month], month).toBe(8);
    }
    // 1,200 documents a year from the month of the upgrade: 100 a month.
    expect(after['2026-06']).toBe(100);

    // A month later the chart still tells the two plans apart.
    await travel(t, '2026-07-20T15:00:00Z', owner);
    const later = await allowances();
    expect(later['2026-05']).toBe(8);
    expect(later['2026-06']).toBe(100);
    expect(later['2026-07']).toBe(100);
  });
});
