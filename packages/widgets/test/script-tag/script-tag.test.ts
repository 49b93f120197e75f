import { describe, expect, test, vi } from 'vitest';
import { pageConfig } from '../../src/runtime/config/config-store';
import { configFromDataset } from '../../src/script-tag/dataset-config';
import type { FacturoGlobal, LoaderHandoff } from '../../src/script-tag/facturo-global.types';

describe('script tag data-* attributes', () => {
  test.each([
    { dataset: {}, expected: {} },
    {
      dataset: {
        apiBase: 'https://api.facturo.co/api/v1',
        locale: 'en',
        theme: 'dark',
        primaryColor: '#123456',
      },
      expected: {
        apiBaseUrl: 'https://api.facturo.co/api/v1',
        locale: 'en',
        theme: 'dark',
        primaryColor: '#123456',
      },
    },
    {
      dataset: {
        captchaProvider: 'recaptcha-v3',
        captchaSiteKey: 'site-key',
        environment: 'prod',
        apiBase: '',
      },
      expected: { captcha: { provider: 'recaptcha-v3', siteKey: 'site-key' }, environment: 'prod' },
    },
  ])('$dataset → page configuration', ({ dataset, expected }) => {
    expect(configFromDataset(dataset)).toEqual(expected);
  });
});

describe('the core module', () => {
  test('applies the script tag, then queued configure() calls, and completes window.Facturo', async () => {
    vi.stubGlobal('__FACTURO_FONTS__', { 400: 'a.woff2', 500: 'b.woff2', 600: 'c.woff2', 700: 'd.woff2' });
    const { start } = await import('../../src/script-tag/facturo-core');
    const facturo = { version: '0.1.0', ready: Promise.resolve() } as unknown as LoaderHandoff['facturo'];
    const global = await start({
      facturo,
      pending: [{ theme: 'dark' }, { locale: 'en' }],
      dataset: { apiBase: 'https://api.partner.co/api/v1/', locale: 'es' },
    });
    expect(pageConfig.getSnapshot()).toEqual({
      apiBaseUrl: 'https://api.partner.co/api/v1/',
      theme: 'dark',
      locale: 'en',
    });
    expect(global.session).toBe(global.sessionFor('https://api.partner.co/api/v1'));
    global.configure({ primaryColor: '#000000' });
    expect(pageConfig.getSnapshot().primaryColor).toBe('#000000');
    expect(customElements.get('facturo-pricing-table')).toBeDefined();
  });

  test('Facturo.session without an API URL says how to set one', async () => {
    vi.stubGlobal('__FACTURO_FONTS__', {});
    const { start } = await import('../../src/script-tag/facturo-core');
    const global: FacturoGlobal = await start({
      facturo: { version: '0', ready: Promise.resolve() } as unknown as LoaderHandoff['facturo'],
      pending: [],
      dataset: {},
    });
    expect(() => global.session).toThrow(/data-api-base/);
  });
});

describe('facturo.js, the loader', () => {
  test('creates window.Facturo at once and queues configure() until the core arrives', async () => {
    vi.stubGlobal('__FACTURO_CORE__', 'facturo-core-missing.js');
    vi.stubGlobal('__FACTURO_VERSION__', '9.9.9');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    delete window.Facturo;
    await import('../../src/script-tag/facturo-loader');
    const facturo = window.Facturo as unknown as FacturoGlobal;
    expect(facturo.version).toBe('9.9.9');
    facturo.configure({ theme: 'light' });
    await expect(facturo.ready).rejects.toBeDefined();
    expect(error.mock.calls[0]?.[0]).toContain('Content-Security-Policy allows it in script-src');
  });

  test('a second copy on the page warns and leaves the first alone', async () => {
    vi.stubGlobal('__FACTURO_CORE__', 'x.js');
    vi.stubGlobal('__FACTURO_VERSION__', '2');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const first = { version: '1' } as FacturoGlobal;
    window.Facturo = first;
    vi.resetModules();
    await import('../../src/script-tag/facturo-loader');
    expect(window.Facturo).toBe(first);
    expect(warn.mock.calls[0]?.[0]).toContain('included more than once');
    delete window.Facturo;
  });
});
