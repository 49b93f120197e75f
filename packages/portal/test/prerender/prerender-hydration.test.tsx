import { parseConfig, type RuntimeConfigInput } from '@facturo/sdk/config';
import { createMemoryCookieJar, createMemoryStorage } from '@facturo/sdk/core';
import { preloadTexts } from '@facturo/widgets';
import { act, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { App } from '../../src/app/app';
import { canHydrate, hydrateYielding } from '../../src/app/hydrate-prerendered';
import { portalRouteTree } from '../../src/app/portal-route-tree';
import { prerenderPage } from '../../src/prerender/prerender-page';
import { createPortalServices, type PortalServices } from '../../src/services/portal-services';
import { createFakeApi } from '../support/fake-api';
import { fakeAccessToken, USER } from '../support/fixtures';

let apis = 0;

/** The shipped landing-only configuration, on a fresh fake API (the widgets keep one session per API). */
async function services(): Promise<PortalServices> {
  apis += 1;
  const input: RuntimeConfigInput = { apiBaseUrl: `https://prerender-${apis}.facturo.test/api/v1` };
  const api = createFakeApi({
    'GET /plans': () => ({ body: { data: [] } }),
    'GET /catalogue/services': () => ({ body: { data: [] } }),
  });
  return createPortalServices(parseConfig(input), input, {
    storage: createMemoryStorage(),
    cookies: createMemoryCookieJar(),
    fetch: api.fetch,
  });
}

/** `#root` as the built page holds it (scripts/prerender-html.mjs). */
function prerenderedRoot(pathname: string, html: string, widgets = ''): HTMLElement {
  const container = document.createElement('div');
  container.id = 'root';
  container.dataset.prerendered = pathname;
  container.dataset.prerenderedLocale = 'es';
  container.dataset.prerenderedWidgets = widgets;
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

describe('the prerendered pages', () => {
  test('the landing page holds its real content: the hero, the features, the plans section, the FAQ', async () => {
    const page = await prerenderPage('/landing-page', await services());
    expect(page).toMatchObject({ title: 'Inicio · Facturo', locale: 'es' });
    expect(page.html).toContain('Factura electrónica sin enredos');
    expect(page.html).toMatch(/<h2 id="pricing-title"[^>]*>Planes a la medida de tu volumen<\/h2>/);
    expect(page.html).toContain('id="faq"');
    // The forms render once the page has hydrated (their code is preloaded), not in the HTML.
    expect(page.html).not.toContain('id="contact"');
    // The plans come from the API after hydration: no loading or error text is frozen into the page.
    expect(page.html).not.toContain('data-facturo-widget="pricing-table"');
  });

  test('the sign-in page holds the login form with its texts', async () => {
    const portal = await services();
    await preloadTexts('es', ['login']);
    const page = await prerenderPage('/login', portal);
    expect(page.title).toBe('Iniciar sesión · Facturo');
    expect(page.html).toContain('Inicia sesión</h2>');
    expect(page.html).toContain('Correo electrónico</label>');
  });

  test('a page that redirects (the home path) is refused: only what an anonymous visitor sees', async () => {
    await expect(prerenderPage('/', await services())).rejects.toThrow(/answers 302 \/landing-page/);
  });

  test.each([
    ['/landing-page', ''],
    ['/login', 'login'],
  ])('%s hydrates without a hydration error, keeping the prerendered nodes', async (pathname, widgets) => {
    const portal = await services();
    if (widgets) await preloadTexts('es', ['login']);
    const { html } = await prerenderPage(pathname, portal);
    const container = prerenderedRoot(pathname, html, widgets);
    const firstHeading = container.querySelector('h1, h2');
    const router = createMemoryRouter(portalRouteTree(portal), { initialEntries: [pathname] });
    expect(await canHydrate(container, portal, router)).toBe(true);

    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    window.addEventListener('error', recoverable);
    act(() => {
      root = hydrateYielding(
        container,
        <StrictMode>
          <App services={portal} router={router} />
        </StrictMode>,
      );
    });
    // Hydrated: the page now reacts (the widgets render), on the very nodes the HTML brought.
    if (pathname === '/landing-page') {
      await waitFor(() =>
        expect(container.querySelector('[data-facturo-widget="pricing-table"]')).not.toBeNull(),
      );
    } else {
      await waitFor(() => expect(container.querySelector('button[aria-pressed]')).not.toBeNull());
    }
    expect(firstHeading?.isConnected).toBe(true);
    expect(container.querySelector('h1, h2')).toBe(firstHeading);
    window.removeEventListener('error', recoverable);
    const hydrationErrors = errors.mock.calls.filter((call) =>
      /hydrat|did not match|#418|#423|#425/i.test(String(call[0])),
    );
    expect(hydrationErrors).toEqual([]);
    expect(recoverable).not.toHaveBeenCalled();
  });
});

describe('when the prerendered page is not this visit’s, the app draws the page afresh', () => {
  test.each([
    ['the visitor reads English', async (portal: PortalServices) => portal.i18n.changeLocale('en')],
    [
      'the visitor is signed in',
      async (portal: PortalServices) =>
        portal.session.start({ userData: USER, accessToken: fakeAccessToken(), userAbilityRules: [] }),
    ],
  ])('%s', async (_label, change) => {
    const portal = await services();
    const { html } = await prerenderPage('/landing-page', portal);
    await change(portal);
    const container = prerenderedRoot('/landing-page', html);
    const router = createMemoryRouter(portalRouteTree(portal), { initialEntries: ['/landing-page'] });
    expect(await canHydrate(container, portal, router)).toBe(false);
  });

  test('the guard sends the visitor elsewhere (a marketing-only deployment has no sign-in)', async () => {
    const portal = await services();
    await preloadTexts('es', ['login']);
    const { html } = await prerenderPage('/login', portal);
    const input: RuntimeConfigInput = { apiBaseUrl: 'https://no-auth.facturo.test/api/v1', allowAuth: false };
    const noAuth = await createPortalServices(parseConfig(input), input, {
      storage: createMemoryStorage(),
      cookies: createMemoryCookieJar(),
      fetch: createFakeApi({}).fetch,
    });
    const container = prerenderedRoot('/login', html, 'login');
    const router = createMemoryRouter(portalRouteTree(noAuth), { initialEntries: ['/login'] });
    expect(await canHydrate(container, noAuth, router)).toBe(false);
    expect(router.state.location.pathname).not.toBe('/login');
  });
});
