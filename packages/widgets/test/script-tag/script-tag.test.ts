import { beforeEach, describe, expect, test, vi } from 'vitest';
import { configFromDataset } from '../../src/script-tag/dataset-config';
import type { FacturoGlobal } from '../../src/script-tag/facturo-global.types';

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

describe('facturo.js, the loader', () => {
  function loaderScript(dataset: Record<string, string>) {
    const script = document.createElement('script');
    script.src = 'https://cdn.partner.co/widgets/facturo.js';
    Object.assign(script.dataset, dataset);
    vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
  }

  beforeEach(() => {
    vi.stubGlobal('__FACTURO_VERSION__', '9.9.9');
    vi.stubGlobal('__FACTURO_FONTS__', { 400: 'a.woff2', 500: 'b.woff2', 600: 'c.woff2', 700: 'd.woff2' });
    vi.stubGlobal('__FACTURO_TEXTS__', {});
    delete window.Facturo;
    vi.resetModules();
  });

  test('defines every element and applies the script tag at once; the session follows with ready', async () => {
    loaderScript({ apiBase: 'https://api.partner.co/api/v1/', locale: 'en' });
    await import('../../src/script-tag/facturo-loader');
    const { FACTURO_ELEMENTS } = await import('../../src/element-classes');
    const { pageConfig } = await import('../../src/runtime/core/config/config-store');
    for (const [tag, element] of Object.entries(FACTURO_ELEMENTS))
      expect(customElements.get(tag)).toBe(element);
    const facturo = window.Facturo as FacturoGlobal;
    expect(facturo.version).toBe('9.9.9');
    expect(pageConfig.getSnapshot()).toEqual({ apiBaseUrl: 'https://api.partner.co/api/v1/', locale: 'en' });
    facturo.configure({ theme: 'dark' });
    expect(pageConfig.getSnapshot().theme).toBe('dark');
    // The widget modules share the loader's page configuration and stylesheet (one of each per page).
    const shared = (facturo as unknown as Record<symbol, Record<string, unknown>>)[
      Symbol.for('facturo.loader-modules')
    ];
    expect(shared?.['runtime/core/config/config-store']).toMatchObject({ pageConfig });
    expect(Object.keys(facturo)).not.toContain('session');
    expect(await facturo.ready).toBe(facturo);
    expect(facturo.session).toBe(facturo.sessionFor('https://api.partner.co/api/v1'));
  });

  test('Facturo.session without an API URL says how to set one', async () => {
    loaderScript({});
    await import('../../src/script-tag/facturo-loader');
    const facturo = await (window.Facturo as FacturoGlobal).ready;
    expect(() => facturo.session).toThrow(/data-api-base/);
  });

  test('a session module that cannot be downloaded is reported with the fix', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.doMock('../../src/runtime/core/connection/connections', () => {
      throw new Error('blocked by the page');
    });
    loaderScript({});
    await import('../../src/script-tag/facturo-loader');
    await expect((window.Facturo as FacturoGlobal).ready).rejects.toBeDefined();
    expect(error.mock.calls[0]?.[0]).toContain('Content-Security-Policy allows them in script-src');
    vi.doUnmock('../../src/runtime/core/connection/connections');
  });

  test('Facturo.refresh() fetches again the billing data mounted widgets show, and nothing else', async () => {
    loaderScript({ apiBase: 'https://api.partner.co/api/v1' });
    await import('../../src/script-tag/facturo-loader');
    const { queryCache } = await import('../../src/runtime/core/data/query-cache');
    const invoices = vi.fn(async () => ({ items: [] }));
    const plans = vi.fn(async () => ({ items: [] }));
    const shown = queryCache.query('invoices|org|{"page":1}', invoices);
    const catalogue = queryCache.query('plans|es', plans);
    const unsubscribe = [shown.subscribe(() => {}), catalogue.subscribe(() => {})];
    await Promise.all([shown.fetch(), catalogue.fetch()]);

    await (window.Facturo as FacturoGlobal).refresh();
    expect(invoices).toHaveBeenCalledTimes(2);
    expect(plans).toHaveBeenCalledTimes(1);
    for (const stop of unsubscribe) stop();
  });

  test('a second copy on the page warns and leaves the first alone', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const first = { version: '1' } as FacturoGlobal;
    window.Facturo = first;
    await import('../../src/script-tag/facturo-loader');
    expect(window.Facturo).toBe(first);
    expect(warn.mock.calls[0]?.[0]).toContain('included more than once');
    delete window.Facturo;
  });
});
