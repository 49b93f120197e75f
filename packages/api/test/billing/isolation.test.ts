import { beforeAll, describe, expect, test } from 'vitest';
import { call, type Json } from '../support/api-client';
import { createTenant, type Tenant } from '../support/cross-org';
import { expectProblem } from '../support/factories';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();
let a: Tenant;
let b: Tenant;

beforeAll(async () => {
  a = await createTenant(t, { number: '900123456', digit: '8' });
  b = await createTenant(t, { number: '901234567', digit: '7' });
});

// The organization-wide endpoints without an id in the path take `organization_id`.
const ENDPOINTS: [string, string, unknown?][] = [
  ['GET', '/invoices'],
  ['GET', '/invoices/export.csv'],
  ['GET', '/invoices/export.xlsx'],
  ['GET', '/subscriptions'],
  ['GET', '/billing/schedule'],
  ['POST', '/billing/schedule/preview', { mode: 'unified', day: 10 }],
  ['PUT', '/billing/schedule', { mode: 'unified', day: 10 }],
];

const snapshot = async (tenant: Tenant) => ({
  invoices: (await call(t.app, 'GET', '/invoices', { token: tenant.owner.accessToken })).body,
  subscriptions: (await call(t.app, 'GET', '/subscriptions', { token: tenant.owner.accessToken })).body,
  schedule: (await call(t.app, 'GET', '/billing/schedule', { token: tenant.owner.accessToken })).body,
});

describe('organization-wide billing endpoints are isolated per organization', () => {
  test.each(ENDPOINTS)(
    '%s %s with the other organization’s id is 404 and changes nothing',
    async (method, path, body) => {
      const before = await snapshot(a);
      const response = await call(t.app, method, `${path}?organization_id=${a.ids.organizationId}`, {
        token: b.owner.accessToken,
        ...(body ? { body } : {}),
      });
      expectProblem(response, 404, 'not_found');
      expect(await snapshot(a)).toEqual(before);
    },
  );

  test('each owner sees only their own organization’s invoices, payments and subscriptions', async () => {
    for (const [mine, theirs] of [
      [a, b],
      [b, a],
    ] as const) {
      const invoices = (await call(t.app, 'GET', '/invoices', { token: mine.owner.accessToken })).body
        .items as Json[];
      expect(invoices.map((invoice) => invoice.id)).toEqual([mine.ids.invoiceId]);
      expect(invoices.every((invoice) => invoice.organization_id === mine.ids.organizationId)).toBe(true);
      const subscriptions = (await call(t.app, 'GET', '/subscriptions', { token: mine.owner.accessToken }))
        .body.items as Json[];
      expect(subscriptions.every((item) => item.organization_id === mine.ids.organizationId)).toBe(true);
      expectProblem(
        await call(t.app, 'GET', `/payments/${theirs.ids.paymentId}`, { token: mine.owner.accessToken }),
        404,
        'not_found',
      );
      const csv = await call(t.app, 'GET', '/invoices/export.csv', { token: mine.owner.accessToken });
      expect(csv.text.trim().split('\r\n')).toHaveLength(2);
    }
  });

  test('a widget session of one organization reaches nothing of another', async () => {
    const key = (
      await call(t.app, 'POST', `/organizations/${b.ids.organizationId}/api-keys`, {
        token: b.owner.accessToken,
        body: { name: 'ERP B' },
      })
    ).body.secret;
    const token = (
      await call(t.app, 'POST', '/widget-sessions', {
        token: key,
        body: { scopes: ['invoices:read', 'invoices:export', 'billing-date:write', 'subscriptions:read'] },
      })
    ).body.access_token;
    for (const [method, path, body] of ENDPOINTS) {
      const response = await call(t.app, method, `${path}?organization_id=${a.ids.organizationId}`, {
        token,
        ...(body ? { body } : {}),
      });
      expectProblem(response, 404, 'not_found');
    }
    expectProblem(await call(t.app, 'GET', `/invoices/${a.ids.invoiceId}`, { token }), 404, 'not_found');
    expect(
      (await call(t.app, 'GET', '/invoices', { token })).body.items.map((invoice: Json) => invoice.id),
    ).toEqual([b.ids.invoiceId]);
  });
});
