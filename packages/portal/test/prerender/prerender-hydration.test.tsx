import { parseConfig, type RuntimeConfigInput } from '@facturo/sdk/config';
import { createMemoryCookieJar, createMemoryStorage } from '@facturo/sdk/core';
import { preloadTexts } from '@facturo/widgets';
import { act, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderingOf } from '../../scripts/prerender-html.mjs';
import { App } from '../../src/app/app';
import { canHydrate, hydrateYielding } from '../../src/app/hydrate-prerendered';
import { portalRouteTree } from '../../src/app/portal-route-tree';
import { prerenderPage } from '../../src/prerender/prerender-page';
import { createPortalServices, type PortalServices } from '../../src/services/portal-services';
import { createFakeApi } from '../support/fake-api';
import { fakeAccessToken, USER } from '../support/fixtures';

let apis = 0;
const inputs = new WeakMap<PortalServices, RuntimeConfigInput>();

/**
 * The shipped landing-only configuration (with `extra` on top), on a fresh fake API (the widgets keep
 * one session per API).
 */
async function services(extra: Partial<RuntimeConfigInput> = {}): Promise<PortalServices> {
  apis += 1;
  const input: RuntimeConfigInput = { ...extra, apiBaseUrl: `https://prerender-${apis}.facturo.test/api/v1` };
  const api = createFakeApi({
    'GET /plans': () => ({ body: { data: [] } }),
    'GET /catalogue/services': () => ({ body: { data: [] } }),
  });
  const portal = await createPortalServices(parseConfig(input), input, {
    storage: createMemoryStorage(),
    cookies: createMemoryCookieJar(),
    fetch: api.fetch,
  });
  inputs.set(portal, input);
  return portal;
}

/** {@link canHydrate} with the configuration `portal` was made from. */
function hydratable(
  container: HTMLElement,
  portal: PortalServices,
  router: Parameters<typeof canHydrate>[2],
) {
  return canHydrate(container, portal, router, inputs.get(portal) ?? { apiBaseUrl: 'https://none.test' });
}

/** `#root` as the built page holds it (scripts/prerender-html.mjs). */
function prerenderedRoot(pathname: string, html: string, widgets = ''): HTMLElement {
  const container = document.createElement('div');
  container.id = 'root';
  container.dataset.prerendered = pathname;
  container.dataset.prerenderedLocale = 'es';
  container.dataset.prerenderedWidgets = widgets;
  // As the build writes it for the shipped configuration (only the API's address differs here).
  container.dataset.prerenderedConfig = renderingOf({ apiBaseUrl: 'http://localhost:8000/api/v1' });
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
    expect(await hydratable(container, portal, router)).toBe(true);

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
    expect(await hydratable(container, portal, router)).toBe(false);
  });

  test('the deployment is configured otherwise (marketing-only: no sign-in buttons)', async () => {
    const { html } = await prerenderPage('/landing-page', await services());
    const marketing = await services({ allowAuth: false });
    const container = prerenderedRoot('/landing-page', html);
    const router = createMemoryRouter(portalRouteTree(marketing), { initialEntries: ['/landing-page'] });
    expect(await hydratable(container, marketing, router)).toBe(false);
  });

  test('the router shows another page than the prerendered one', async () => {
    const portal = await services();
    const { html } = await prerenderPage('/landing-page', portal);
    const container = prerenderedRoot('/landing-page', html);
    const router = createMemoryRouter(portalRouteTree(portal), { initialEntries: ['/'] });
    expect(await hydratable(container, portal, router)).toBe(true);
    const elsewhere = createMemoryRouter(portalRouteTree(portal), { initialEntries: ['/register'] });
    expect(await hydratable(container, portal, elsewhere)).toBe(false);
  });
});
