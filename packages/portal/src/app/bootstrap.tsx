import { loadCatalogue } from '@facturo/sdk/i18n';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { warmOnIntent } from '../router/warm-on-intent';
import { createPortalServices } from '../services/portal-services';
import { App } from './app';
import { bindPreferences } from './bind-preferences';
import { likelyStartLocale } from './guess-locale';
import { canHydrate, discardPrerendered, hydrateYielding, revealPage } from './hydrate-prerendered';
import { loadConfig, StartupFailure } from './load-config';
import { pageNamespaces, portalRouteTree, warmUpRoute } from './portal-route-tree';

/**
 * Starts the portal: loads and validates `/config.json`, creates the services (translations,
 * session, HTTP client, permissions, preferences, captcha, data cache), applies the preferences,
 * builds the guarded router, then mounts: hydrates the build's prerendered page when it is the one
 * this visit shows (hydrate-prerendered.ts), else draws the page. Any failure on the way shows the
 * translated start-up error page instead of a blank screen.
 */
export async function bootstrap(container: HTMLElement): Promise<Root> {
  let root: Root | undefined;
  try {
    const configuration = loadConfig();
    // Page code and texts start downloading now, in parallel with the configuration.
    warmUpRoute(location.pathname);
    // …and the next page's as soon as the visitor points at or focuses its link.
    warmOnIntent(document, (pathname) => warmUpRoute(pathname), location.origin);
    const namespaces = pageNamespaces(location.pathname);
    loadCatalogue(likelyStartLocale(), namespaces).catch(() => {});
    const { config, input } = await configuration;
    const services = await createPortalServices(config, input, {}, namespaces);
    bindPreferences(services);
    const router = createBrowserRouter(portalRouteTree(services));
    const app = (
      <StrictMode>
        <App services={services} router={router} />
      </StrictMode>
    );
    if (await canHydrate(container, services, router, input)) {
      root = hydrateYielding(container, app);
      revealPage();
    } else {
      discardPrerendered(container);
      root = createRoot(container);
      root.render(app);
    }
  } catch (error) {
    console.error(error);
    const reason = error instanceof StartupFailure ? error.reason : 'unexpected';
    if (!root) {
      discardPrerendered(container);
      root = createRoot(container);
    }
    try {
      // The error page (and every translation it may need) is its own chunk: no cost when all is well.
      const { showStartupError } = await import('./startup-error-page');
      showStartupError(root, reason);
    } catch {
      // Not even that chunk arrived (the network is gone): say it plainly in both languages.
      container.textContent =
        'Facturo no pudo iniciar: recarga la página. · Facturo could not start: reload the page.';
    }
  }
  return root;
}
