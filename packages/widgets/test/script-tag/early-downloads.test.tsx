import { screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { entryPreloads } from '../../build/entry-preloads';
import { PricingTable } from '../../src/index';
import { startPlansRequest } from '../../src/pricing-table/plans-request';
import { FAKE_API_BASE, fakeApi } from '../support/fake-api';
import { planListBody } from '../support/plans';
import { renderWidget } from '../support/render';

const PLANS_URL = `${FAKE_API_BASE}/plans?service=electronic_invoicing`;
const calledUrls = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input));

describe('the chunks of a widget module, preloaded in one wave', () => {
  test('each entry lists its whole static closure (shared chunks once), never itself', () => {
    const { chunks, byEntry } = entryPreloads(
      { 'pricing-table/pricing-table': 'chunks/table-1.js', 'login/login': 'chunks/login-1.js' },
      [
        { fileName: 'chunks/table-1.js', imports: ['chunks/root.js', 'chunks/card.js'] },
        { fileName: 'chunks/card.js', imports: ['chunks/ui.js'] },
        { fileName: 'chunks/root.js', imports: ['chunks/react.js', 'chunks/ui.js'] },
        { fileName: 'chunks/ui.js', imports: ['chunks/react.js'] },
        { fileName: 'chunks/react.js', imports: [] },
        { fileName: 'chunks/login-1.js', imports: ['chunks/root.js'] },
      ],
    );
    const names = (id: string) => (byEntry[id] ?? []).map((index) => chunks[index]).sort();
    expect(names('pricing-table/pricing-table')).toEqual(['card', 'react', 'root', 'ui']);
    expect(names('login/login')).toEqual(['react', 'root', 'ui']);
    expect(new Set(chunks).size).toBe(chunks.length);
  });

  test('importing a module adds a modulepreload link for each of its chunks, once per page', async () => {
    vi.stubGlobal('__FACTURO_ENTRIES__', {
      'pricing-table/pricing-table': 'chunks/table-1.js',
      'login/login': 'chunks/login-1.js',
    });
    vi.stubGlobal('__FACTURO_CHUNKS__', ['root', 'react', 'card']);
    vi.stubGlobal('__FACTURO_PRELOADS__', {
      'pricing-table/pricing-table': [0, 1, 2],
      'login/login': [0, 1],
    });
    const { importEntry, setEntryBase } = await import('../../src/script-tag/entry-import');
    setEntryBase('https://cdn.partner.co/widgets/facturo.js');
    // The modules themselves are not there in a test: only the preloads are checked.
    await importEntry('pricing-table/pricing-table').catch(() => {});
    await importEntry('login/login').catch(() => {});
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(links.map((link) => link.href)).toEqual([
      'https://cdn.partner.co/widgets/chunks/root.js',
      'https://cdn.partner.co/widgets/chunks/react.js',
      'https://cdn.partner.co/widgets/chunks/card.js',
    ]);
    for (const link of links) link.remove();
  });
});

describe('the plans a pricing table shows, asked for by facturo.js', () => {
  afterEach(() => vi.unstubAllGlobals());

  test('the table shows the answer to the early request and does not ask again', async () => {
    const api = fakeApi({ 'GET /plans': () => ({ status: 200, body: planListBody() }) });
    startPlansRequest({ service: 'electronic_invoicing', apiBase: `${FAKE_API_BASE}/` });
    expect(calledUrls(api.fetch)).toEqual([PLANS_URL]);
    const init = api.fetch.mock.calls[0]?.[1] as RequestInit;
    expect(new Headers(init.headers).get('Accept-Language')).toBe('es');
    expect(new Headers(init.headers).get('Accept')).toBe('application/json');

    await renderWidget(<PricingTable apiBase={FAKE_API_BASE} service="electronic_invoicing" />);
    expect((await screen.findAllByRole('article')).length).toBe(3);
    expect(screen.getByText('Pyme')).toBeTruthy();
    expect(calledUrls(api.fetch)).toEqual([PLANS_URL]);
  });

  test('a table in another language, or a demo, asks for itself', async () => {
    const api = fakeApi({ 'GET /plans': () => ({ status: 200, body: planListBody() }) });
    startPlansRequest({ service: 'electronic_invoicing', apiBase: FAKE_API_BASE, demo: true });
    expect(api.fetch).not.toHaveBeenCalled();
    startPlansRequest({ service: 'electronic_invoicing', apiBase: FAKE_API_BASE, locale: 'en' });
    await renderWidget(<PricingTable apiBase={FAKE_API_BASE} service="electronic_invoicing" />);
    await screen.findAllByRole('article');
    expect(api.requests.map((request) => request.headers.get('Accept-Language'))).toEqual(['en', 'es']);
  });

  test('an early answer that is an error is not shown as is: the client asks and words it', async () => {
    let calls = 0;
    const api = fakeApi({
      'GET /plans': () =>
        calls++ === 0
          ? { status: 400, body: { code: 'validation_error', message: 'Bad', field_errors: {} } }
          : { status: 200, body: planListBody() },
    });
    startPlansRequest({ service: 'electronic_invoicing', apiBase: FAKE_API_BASE });
    await renderWidget(<PricingTable apiBase={FAKE_API_BASE} service="electronic_invoicing" />);
    expect((await screen.findAllByRole('article')).length).toBe(3);
    expect(api.requests).toHaveLength(2);
  });
});

describe('facturo.js with a pricing table on the page', () => {
  test('starts GET /plans as the element connects, before the widget code has downloaded', async () => {
    const api = fakeApi({ 'GET /plans': () => ({ status: 200, body: planListBody() }) });
    vi.stubGlobal('__FACTURO_VERSION__', '9.9.9');
    vi.stubGlobal('__FACTURO_FONTS__', { 400: 'a.woff2', 500: 'b.woff2', 600: 'c.woff2', 700: 'd.woff2' });
    vi.stubGlobal('__FACTURO_TEXTS__', {});
    const script = document.createElement('script');
    script.src = 'https://cdn.partner.co/widgets/facturo.js';
    script.dataset.apiBase = FAKE_API_BASE;
    vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
    document.body.innerHTML =
      '<facturo-pricing-table service="electronic_invoicing"></facturo-pricing-table>';
    delete window.Facturo;
    await import('../../src/script-tag/facturo-loader');
    expect(calledUrls(api.fetch)).toEqual([PLANS_URL]);
    const table = document.querySelector('facturo-pricing-table')?.shadowRoot as ShadowRoot;
    await vi.waitFor(() => expect(table.querySelectorAll('article')).toHaveLength(3), { timeout: 10_000 });
    expect(calledUrls(api.fetch)).toEqual([PLANS_URL]);
    document.body.innerHTML = '';
  });
});
