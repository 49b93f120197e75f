import type { CatalogueChunk } from '@facturo/sdk/i18n';
import { matchRoutes, type RouteObject } from 'react-router';
import { RouteErrorPage } from '../pages/misc/route-error-page';
import { buildRouteTree, type LayoutLoaders } from '../router/build-routes';
import { type GuardServices, guardStateWhenReady } from '../router/guard-state';
import { lazyPage } from '../router/lazy-page';
import { RedirectOnly } from '../router/redirect-loader';
import { RootShell } from '../router/root-shell';
import { isNamedHandle, type PortalRoute } from '../router/route-handle';
import { RouteTableContext, routeTableOf } from '../router/route-table';
import { appRoutes } from '../routes/index';
import { includeTexts } from '../services/area-texts';
import { LANDING_NAMESPACES, PORTAL_NAMESPACES, type PortalServices } from '../services/portal-services';

const layouts: LayoutLoaders = {
  default: lazyPage(
    () => import('../layouts/default/default-layout'),
    (m) => m.DefaultLayout,
  ),
  expanded: lazyPage(
    () => import('../layouts/default/default-layout'),
    (m) => m.ExpandedLayout,
  ),
  front: lazyPage(
    () => import('../layouts/front/front-layout'),
    (m) => m.FrontLayout,
  ),
  blank: lazyPage(
    () => import('../layouts/blank-layout'),
    (m) => m.BlankLayout,
  ),
};

/**
 * Starts downloading the code of the page at `pathname` (its layout and its route modules) right
 * away, while the configuration and the translations are still on their way: the first page then
 * shows one round trip sooner. The router later asks for the same modules and finds them loaded.
 */
export function warmUpRoute(pathname: string, routes: readonly PortalRoute[] = appRoutes): void {
  const matches = matchRoutes(routes as RouteObject[], pathname) ?? [];
  const top = matches[0]?.route as PortalRoute | undefined;
  if (!top) return;
  const ignore = () => {};
  layouts[top.handle?.layout ?? 'default']().catch(ignore);
  for (const { route } of matches) {
    if (typeof route.lazy === 'function') Promise.resolve(route.lazy()).catch(ignore);
  }
}

/**
 * The catalogue namespaces the page at `pathname` shows: the landing page's alone for a route with
 * `landingTexts`, every page's otherwise.
 */
export function pageNamespaces(
  pathname: string,
  routes: readonly PortalRoute[] = appRoutes,
): readonly CatalogueChunk[] {
  const handle = matchRoutes(routes as RouteObject[], pathname)?.at(-1)?.route.handle;
  return isNamedHandle(handle) && handle.landingTexts ? LANDING_NAMESPACES : PORTAL_NAMESPACES;
}

/**
 * The router's route tree: a root that manages scrolling, the title and errors and hands the route
 * table down to the menus and the search, then one pathless route per layout holding the guarded
 * routes of every route file. It lives with the app's entry because it is the one place that joins
 * the router's machinery, the layouts and the route files. The root's loader adds the texts a page
 * shows before it renders (a visit that started on the landing page has only the landing's).
 */
export function portalRouteTree(
  services: GuardServices & Pick<PortalServices, 'i18n'>,
  routes: readonly PortalRoute[] = appRoutes,
): RouteObject[] {
  return [
    {
      id: 'root',
      loader: async ({ request }) => {
        await includeTexts(services.i18n, pageNamespaces(new URL(request.url).pathname, routes));
        return null;
      },
      // Every navigation may lead to a page with more texts (a no-op once they are in).
      shouldRevalidate: () => true,
      element: (
        <RouteTableContext value={routeTableOf(routes)}>
          <RootShell />
        </RouteTableContext>
      ),
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: RedirectOnly,
      children: buildRouteTree(routes, guardStateWhenReady(services), layouts),
    },
  ];
}
