import { describe, expect, test, vi } from 'vitest';
import { billingDateFrame } from '../../src/billing-date/billing-date.widget';
import { widgetScopesOf } from '../../src/runtime/core/connection/token-scopes';
import { billingDataChanged, onBillingDataChange } from '../../src/runtime/core/data/billing-data-changed';
import { queryCache } from '../../src/runtime/core/data/query-cache';
import { randomUuid } from '../../src/runtime/core/data/random-id';
import { widgetToken } from '../support/billing';

const jwt = (payload: object) => `e30.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.x`;

describe('widgetScopesOf', () => {
  test.each([
    { case: 'read only', token: widgetToken(['invoices:read']), scopes: ['invoices:read'] },
    {
      case: 'writing the billing date implies reading it',
      token: widgetToken(['billing-date:write']),
      scopes: ['billing-date:write', 'billing-date:read'],
    },
    {
      case: 'unknown scopes are ignored',
      token: jwt({ aud: 'facturo-widget', scp: ['admin', 'invoices:export'] }),
      scopes: ['invoices:export'],
    },
    { case: 'an audience list', token: jwt({ aud: ['x', 'facturo-widget'], scp: [] }), scopes: [] },
  ])('$case', ({ token, scopes }) => {
    // The billing date's spec says which scopes include others.
    expect([...(widgetScopesOf(token, billingDateFrame.scopes) ?? [])]).toEqual(scopes);
  });

  test.each([
    { case: "a user's token", token: jwt({ aud: 'facturo', sub: 'user' }) },
    { case: 'an opaque token', token: 'not-a-jwt' },
    { case: 'a broken payload', token: 'a.%%%.b' },
  ])('$case is not a widget session', ({ token }) => {
    expect(widgetScopesOf(token, billingDateFrame.scopes)).toBeNull();
  });
});

test('randomUuid gives version-4 UUIDs, different every time', () => {
  const ids = new Set(Array.from({ length: 200 }, randomUuid));
  expect(ids.size).toBe(200);
  for (const id of ids)
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
});

describe('billingDataChanged', () => {
  test("forgets the widgets' billing data and tells the host, until it stops listening", () => {
    queryCache.query('billing-schedule|api|user:1|', async () => 'old');
    queryCache.query('plans|api|electronic_invoicing', async () => 'plans');
    const listener = vi.fn();
    const stop = onBillingDataChange(listener);
    billingDataChanged();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(queryCache.size).toBe(1);
    stop();
    billingDataChanged();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
