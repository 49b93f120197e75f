import { parseConfig } from '@facturo/sdk/config';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parseCommonConfig } from '../../src/runtime/core/config/common-config';

const API = 'https://api.partner.co/api/v1';

type Case = { name: string; input: Record<string, unknown> };

describe('parseCommonConfig (the widgets’ zod-free fast path)', () => {
  test.each<Case>([
    { name: 'nothing (every default)', input: {} },
    { name: 'the script tag’s usual attributes', input: { apiBaseUrl: `${API}/`, locale: 'en' } },
    { name: 'production with its API', input: { environment: 'prod', apiBaseUrl: API, authUrl: `${API}//` } },
    {
      name: 'captcha, payment and the rest',
      input: {
        apiBaseUrl: API,
        fallbackLocale: 'es',
        productName: 'Partner',
        apiVersion: 'v1',
        encryptionKey: 'a-key-of-16-chars',
        contactPhone: '+57 601 555 0100',
        captcha: { provider: 'recaptcha-v3', siteKey: 'site-key' },
        payment: { provider: 'mercadopago', publicKey: 'TEST-key' },
        justLandingPage: false,
        allowAuth: false,
      },
    },
  ])('decides $name exactly as parseConfig', ({ input }) => {
    expect(parseCommonConfig(input)).toEqual(parseConfig(input));
  });

  test.each<Case>([
    { name: 'an e-mail address (zod’s pattern decides)', input: { webEmail: 'ventas@partner.co' } },
    { name: 'a misspelt field', input: { apiBaseURL: API } },
    { name: 'an inherited name', input: { toString: 'x' } },
    { name: 'an unsupported locale', input: { locale: 'de' } },
    { name: 'another API version', input: { apiBaseUrl: 'https://api.partner.co/api/v2' } },
    { name: 'production without its API', input: { environment: 'prod' } },
    { name: 'reCAPTCHA without its key', input: { captcha: { provider: 'recaptcha-v3' } } },
    { name: 'an extra captcha field', input: { captcha: { provider: 'none', size: 'compact' } } },
    { name: 'an undefined value', input: { locale: undefined } },
  ])('leaves $name to parseConfig', ({ input }) => {
    expect(parseCommonConfig(input)).toBeUndefined();
  });

  test('whatever it accepts, parseConfig accepts with the same result', () => {
    const provider = (names: string[], key: string) =>
      fc.record(
        {
          provider: fc.constantFrom(...names, 'other'),
          [key]: fc.constantFrom('', 'key', 7),
          extra: fc.constant(true),
        },
        { requiredKeys: ['provider'] },
      );
    const url = fc.constantFrom(
      API,
      'http://localhost:8000/api/v1/',
      'https://api.partner.co/api/v1//',
      'https://api.partner.co/api/v2',
      'https://api.partner.co/API/v1',
      'ftp://api.partner.co/api/v1',
      'api.partner.co/api/v1',
      '',
    );
    const input = fc.record(
      {
        environment: fc.constantFrom('dev', 'prod', 'test'),
        locale: fc.constantFrom('es', 'en', 'fr', 'ar', 'de', ''),
        fallbackLocale: fc.constantFrom('es', 'en', 'pt'),
        productName: fc.string({ maxLength: 3 }),
        apiVersion: fc.constantFrom('v1', 'v2', 1),
        apiBaseUrl: url,
        authUrl: url,
        encryptionKey: fc.string({ minLength: 14, maxLength: 18 }),
        contactPhone: fc.constantFrom('+57 601 555 0100', '(601) 555-0100', '123', 'call me'),
        captcha: provider(['none', 'recaptcha-v3', 'altcha'], 'siteKey'),
        payment: provider(['sandbox', 'mercadopago'], 'publicKey'),
        justLandingPage: fc.constantFrom(true, false, 'true'),
        allowAuth: fc.constantFrom(true, false, 0),
        webEmail: fc.constantFrom('ventas@partner.co', 'not-an-email'),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(input, (candidate) => {
        const fast = parseCommonConfig(candidate);
        if (fast !== undefined) expect(fast).toEqual(parseConfig(candidate));
      }),
      { numRuns: 2000 },
    );
  });
});
