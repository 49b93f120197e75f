import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parseCommonConfig } from '../../src/config/parse-common-config';
import { parseConfig } from '../../src/config/parse-config';

const API = 'https://api.partner.co/api/v1';

type Case = { name: string; input: Record<string, unknown> };

describe('parseCommonConfig (the zod-free fast path of the widgets and the portal)', () => {
  test.each<Case>([
    { name: 'nothing (every default)', input: {} },
    { name: 'the script tag’s usual attributes', input: { apiBaseUrl: `${API}/`, locale: 'en' } },
    { name: 'production with its API', input: { environment: 'prod', apiBaseUrl: API, authUrl: `${API}//` } },
    {
      name: 'the portal’s shipped config.json',
      input: {
        environment: 'dev',
        locale: 'es',
        productName: 'Facturo',
        apiBaseUrl: 'http://localhost:8000/api/v1',
        contactEmail: 'soporte@facturo.co',
        contactPhone: '+57 601 555 0100',
        justLandingPage: true,
        allowAuth: true,
        captcha: { provider: 'altcha' },
      },
    },
    {
      name: 'e-mail addresses and the legal pages’ origin',
      input: {
        webEmail: 'ventas+web@partner.co',
        contactEmail: "o'neil.soporte@mail.partner.com.co",
        legalBaseUrl: 'https://facturo.co',
      },
    },
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
    expect(parseCommonConfig(input)).toBeDefined();
    expect(parseCommonConfig(input)).toEqual(parseConfig(input));
  });

  test.each<Case>([
    { name: 'an e-mail address without a domain', input: { webEmail: 'ventas@partner' } },
    { name: 'an e-mail address with two dots', input: { contactEmail: 'ventas..web@partner.co' } },
    { name: 'an e-mail address starting with a dot', input: { contactEmail: '.ventas@partner.co' } },
    { name: 'legal pages on a relative path', input: { legalBaseUrl: '/legal' } },
    { name: 'legal pages at a URL with a space', input: { legalBaseUrl: 'https://facturo.co/a b' } },
    { name: 'a phone number in words', input: { contactPhone: 'call me' } },
    { name: 'a misspelt field', input: { apiBaseURL: API } },
    { name: 'an inherited name', input: { toString: 'x' } },
    { name: 'an unsupported locale', input: { locale: 'de' } },
    { name: 'another API version', input: { apiBaseUrl: 'https://api.partner.co/api/v2' } },
    { name: 'production without its API', input: { environment: 'prod' } },
    { name: 'reCAPTCHA without its key', input: { captcha: { provider: 'recaptcha-v3' } } },
  ])('leaves $name, which the schema rejects, to parseConfig', ({ input }) => {
    expect(parseCommonConfig(input)).toBeUndefined();
    expect(() => parseConfig(input)).toThrow();
  });

  test.each<Case>([
    { name: 'an extra captcha field', input: { captcha: { provider: 'none', size: 'compact' } } },
    { name: 'an undefined value', input: { locale: undefined } },
  ])('leaves $name, which the schema accepts, to parseConfig', ({ input }) => {
    expect(parseCommonConfig(input)).toBeUndefined();
    expect(() => parseConfig(input)).not.toThrow();
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
        webEmail: fc.constantFrom(
          'ventas@partner.co',
          'a.b+c@mail.partner.co',
          'not-an-email',
          'a..b@partner.co',
          '.a@partner.co',
          'a@partner.c',
        ),
        contactEmail: fc.emailAddress(),
        legalBaseUrl: fc.constantFrom(
          'https://facturo.co',
          'http://localhost:5173/',
          '/legal',
          'https://a b',
          '',
        ),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(input, (candidate) => {
        const fast = parseCommonConfig(candidate);
        if (fast !== undefined) expect(fast).toEqual(parseConfig(candidate));
        // Each e-mail address gets the same verdict as zod's: a valid one is never left to the slow path.
        const alone = Object.fromEntries(
          Object.entries(candidate).filter(([key]) => key === 'contactEmail' || key === 'webEmail'),
        );
        const schemaAccepts = (() => {
          try {
            return Boolean(parseConfig(alone));
          } catch {
            return false;
          }
        })();
        expect(parseCommonConfig(alone) !== undefined).toBe(schemaAccepts);
      }),
      { numRuns: 2000 },
    );
  });
});
