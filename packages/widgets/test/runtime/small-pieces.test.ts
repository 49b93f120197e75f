import { parseConfig } from '@facturo/sdk/config';
import { createMemoryStorage } from '@facturo/sdk/core';
import { describe, expect, test } from 'vitest';
import {
  demoConnection,
  getConnection,
  provideConnection,
} from '../../src/runtime/core/connection/api-connection';
import { connections, getSession } from '../../src/runtime/core/connection/connections';
import { scopedStorage } from '../../src/runtime/core/connection/scoped-storage';
import { attributeName, parseAttribute } from '../../src/runtime/core/elements/element-properties';
import { callbackName } from '../../src/runtime/core/events/event-names';
import { primaryColorStyle, textColorOn } from '../../src/runtime/react/primary-color';

describe('names', () => {
  test.each([
    ['facturo-plan-select', 'onPlanSelect'],
    ['facturo-login', 'onLogin'],
    ['facturo-checkout-complete', 'onCheckoutComplete'],
    ['facturo-billing-date-change', 'onBillingDateChange'],
  ])('%s → %s', (event, callback) => expect(callbackName(event)).toBe(callback));

  test.each([
    ['apiBase', 'api-base'],
    ['primaryColor', 'primary-color'],
    ['checkoutUrl', 'checkout-url'],
    ['demo', 'demo'],
  ])('%s ↔ %s', (property, attribute) => expect(attributeName(property)).toBe(attribute));
});

describe('parseAttribute', () => {
  test.each([
    { type: 'boolean', value: '', expected: true },
    { type: 'boolean', value: 'demo', expected: true },
    { type: 'boolean', value: 'false', expected: false },
    { type: 'boolean', value: null, expected: false },
    { type: 'string', value: null, expected: undefined },
    { type: 'string', value: 'annual', expected: 'annual' },
    { type: 'number', value: '12', expected: 12 },
    { type: 'number', value: 'doce', expected: undefined },
    { type: 'json', value: '{"es":{"pricing":{}}}', expected: { es: { pricing: {} } } },
  ] as const)('$type "$value" → $expected', ({ type, value, expected }) => {
    expect(parseAttribute(type, value, 'x', 'facturo-x')).toEqual(expected);
  });
});

describe('primary colour', () => {
  test.each([
    ['#10D1F4', '#04232C'],
    ['#FFE600', '#04232C'],
    ['#6B21A8', '#FFFFFF'],
    ['#000', '#FFFFFF'],
  ])('text on %s is %s', (background, text) => expect(textColorOn(background)).toBe(text));

  test('no attribute leaves the CSS custom property in charge', () => {
    expect(primaryColorStyle(undefined)).toBeUndefined();
  });
});

describe('connections', () => {
  test('scoped storage keeps each API apart', () => {
    const storage = createMemoryStorage();
    scopedStorage(storage, 'a:').setItem('accessToken', '1');
    expect(scopedStorage(storage, 'b:').getItem('accessToken')).toBeNull();
    expect(storage.getItem('a:accessToken')).toBe('1');
  });

  test('one session, client and cart per API base, shared by every widget', () => {
    const a = getConnection(parseConfig({ apiBaseUrl: 'https://a.co/api/v1' }));
    expect(getConnection(parseConfig({ apiBaseUrl: 'https://a.co/api/v1', locale: 'en' }))).toBe(a);
    expect(getSession('https://a.co/api/v1')).toBe(a.session);
    expect(getConnection(parseConfig({ apiBaseUrl: 'https://b.co/api/v1' })).session).not.toBe(a.session);
  });

  test('a host can hand its own session to the widgets', () => {
    const config = parseConfig({ apiBaseUrl: 'https://portal.co/api/v1' });
    const own = getSession('https://elsewhere.co/api/v1');
    expect(provideConnection(config, { session: own }).session).toBe(own);
    expect(getConnection(config).session).toBe(own);
  });

  test('one provide serves every lookup: the connection, the session and the client made for it', () => {
    const config = parseConfig({ apiBaseUrl: 'https://portal.co/api/v1' });
    const own = getSession('https://elsewhere.co/api/v1');
    const before = getConnection(config);
    provideConnection(config, { session: own });
    expect(getSession('https://portal.co/api/v1/')).toBe(own);
    // The client made for the earlier session is made again for the host's; the cart stays.
    expect(getConnection(config).client).not.toBe(before.client);
    expect(getConnection(config).cart).toBe(before.cart);
  });

  test('one reset forgets every part of every API, demo included', () => {
    const config = parseConfig({ apiBaseUrl: 'https://a.co/api/v1' });
    const live = getConnection(config);
    const demo = demoConnection(config);
    connections.reset();
    expect(getConnection(config).session).not.toBe(live.session);
    expect(getConnection(config).cart).not.toBe(live.cart);
    expect(demoConnection(config).session).not.toBe(demo.session);
  });

  test('demo widgets share memory-only parts that are never a real API’s', () => {
    const config = parseConfig({ apiBaseUrl: 'https://a.co/api/v1' });
    const demo = demoConnection(config);
    expect(demo.apiBaseUrl).toBe('demo:');
    expect(demoConnection(parseConfig({ apiBaseUrl: 'https://b.co/api/v1' }))).toBe(demo);
    expect(demo.session).not.toBe(getConnection(config).session);
  });
});
