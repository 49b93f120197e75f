import type { RuntimeConfigInput } from '@facturo/sdk/config';
import { getConnection } from '@facturo/widgets';
import { type ReactNode, startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { createBrowserRouter } from 'react-router';
import { renderingOf } from '../../scripts/prerender-html.mjs';
import type { PortalServices } from '../services/portal-services';

type PortalRouter = Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'subscribe'>;

/** Resolves once the router has run the first page's guard and loaded its code. */
function routerReady(router: PortalRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * Whether `container` holds the build's prerendered HTML of exactly the page this visit shows, so React
 * can hydrate it instead of drawing it again. The prerender is an anonymous visit in the deployment's
 * language with an empty bag and the shipped configuration (scripts/prerender-pages.mjs); anything else
 * (another configuration `input`, language, a session, a bag with plans, a guard redirect) would differ, and React would discard the HTML with a hydration
 * error, so the app draws the page afresh then. Waits for the router's first page when it can hydrate.
 */
export async function canHydrate(
  container: HTMLElement,
  services: Pick<PortalServices, 'i18n' | 'session' | 'config'>,
  router: PortalRouter,
  input: RuntimeConfigInput,
): Promise<boolean> {
  const { prerendered, prerenderedLocale, prerenderedWidgets = '', prerenderedConfig } = container.dataset;
  if (!prerendered || prerenderedConfig !== renderingOf(input)) return false;
  if (services.i18n.locale !== prerenderedLocale || services.session.isLoggedIn) return false;
  if (services.config.allowAuth && getConnection(services.config).cart.getSnapshot().count > 0) return false;
  // Widgets prerendered with their content hydrate only with the same texts in memory.
  const widgets = prerenderedWidgets.split(' ').filter(Boolean);
  const texts = widgets.length
    ? import('./preload-widget-texts').then((module) =>
        module.preloadWidgetTexts(services.i18n.locale, widgets),
      )
    : undefined;
  await Promise.all([routerReady(router), texts]);
  return router.state.location.pathname === prerendered && router.state.errors === null;
}

/**
 * Drops a prerendered page the app will not hydrate and shows the container again (the page's first
 * script hides a prerendered page that is in another language than the visitor's, see
 * scripts/prerender-html.mjs).
 */
export function discardPrerendered(container: HTMLElement, doc: Document = document): void {
  if (container.dataset.prerendered) {
    container.replaceChildren();
    delete container.dataset.prerendered;
    delete container.dataset.prerenderedLocale;
  }
  revealPage(doc);
}

/** Shows the page again once the app has hydrated or drawn it. */
export function revealPage(doc: Document = document): void {
  doc.documentElement.removeAttribute('data-prerender');
}

/**
 * Hydrates `app` into `container` as a transition: React then yields to the browser every few
 * milliseconds instead of holding the main thread for the whole page (on a phone, hundreds of
 * milliseconds in which a tap would wait). The page already shows, so nothing is lost by yielding.
 */
export function hydrateYielding(container: HTMLElement, app: ReactNode): Root {
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, app);
  });
  if (!root) throw new Error('hydrateYielding: startTransition did not run its callback.');
  return root;
}
