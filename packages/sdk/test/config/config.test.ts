import { describe, expect, test } from 'vitest';
import { DEV_API_BASE_URL } from '../../src/config/api-url';
import { ConfigError, parseConfig } from '../../src/config/parse-config';

describe('parseConfig', () => {
  test('fills every default', () => {
    expect(parseConfig({})).toEqual({
      environment: 'dev',
      locale: 'es',
      fallbackLocale: 'en',
      productName: 'Facturo',
      apiVersion: 'v1',
      apiBaseUrl: DEV_API_BASE_URL,
      authUrl: DEV_API_BASE_URL,
      captcha: { provider: 'none' },
      payment: { provider: 'sandbox' },
      justLandingPage: true,
      allowAuth: true,
    });
  });

  test('authUrl follows apiBaseUrl and trailing slashes go away', () => {
    const config = parseConfig({ environment: 'prod', apiBaseUrl: 'https://api.facturo.co/api/v1/' });
    expect(config.apiBaseUrl).toBe('https://api.facturo.co/api/v1');
    expect(config.authUrl).toBe('https://api.facturo.co/api/v1');
  });

  test('keeps a separate authUrl', () => {
    const config = parseConfig({
      apiBaseUrl: 'https://api.facturo.co/api/v1',
      authUrl: 'https://auth.facturo.co/api/v1',
    });
    expect(config.authUrl).toBe('https://auth.facturo.co/api/v1');
  });

  test('one error lists every bad field with its path and what is expected', () => {
    let error: unknown;
    try {
      parseConfig({
        environment: 'staging',
        locale: 'pt',
        apiBaseUrl: 'api.facturo.co',
        contactEmail: 'soporte',
        captcha: { provider: 'recaptcha-v3' },
        payment: { provider: 'mercadopago' },
        justLandingPage: 'yes',
        apiBaseURL: 'typo',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.map((problem) => problem.path).sort();
    expect(problems).toEqual(
      [
        'apiBaseURL',
        'apiBaseUrl',
        'captcha.siteKey',
        'contactEmail',
        'environment',
        'justLandingPage',
        'locale',
        'payment.publicKey',
      ].sort(),
    );
    const message = (error as ConfigError).message;
    expect(message).toContain("environment: expected 'dev' or 'prod'");
    expect(message).toContain('apiBaseUrl: expected an absolute http(s) URL ending in /api/v1');
    expect(message).toContain('payment.publicKey: expected the Mercado Pago public key');
    expect(message).toContain('apiBaseURL: expected no such field (check its spelling)');
  });

  test.each([
    { field: 'apiBaseUrl', input: { apiBaseUrl: 'https://api.facturo.co/api/v2' }, path: '/api/v2' },
    {
      field: 'authUrl',
      input: { apiBaseUrl: 'https://api.facturo.co/api/v1', authUrl: 'https://auth.facturo.co/api/v9/' },
      path: '/api/v9/',
    },
    { field: 'apiBaseUrl', input: { apiBaseUrl: 'https://api.facturo.co/v1' }, path: '/v1' },
  ])('$field must end in /api/<apiVersion>, not $path', ({ field, input, path }) => {
    let error: unknown;
    try {
      parseConfig(input);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      {
        path: field,
        expected: `an absolute http(s) URL ending in /api/v1, for example https://api.facturo.co/api/v1 (got the path ${path})`,
      },
    ]);
  });

  test('production requires the API URL', () => {
    expect(() => parseConfig({ environment: 'prod' })).toThrow(
      /apiBaseUrl: expected the API URL, required in production/,
    );
  });

  test.each([null, undefined])('%s means all defaults', (input) => {
    expect(parseConfig(input).locale).toBe('es');
  });

  test('a non-object is rejected', () => {
    expect(() => parseConfig('config')).toThrow(ConfigError);
  });
});
