import { createContext, useContext } from 'react';
import { flattenRoutes } from './build-routes';
import type { PortalRoute } from './route-handle';

/** The routes the router runs, and the path of each named route among them. */
export interface RouteTable {
  routes: readonly PortalRoute[];
  /**
   * The path of a named route without parameters (`organization-create` →
   * `/organizations/organization-create`), or `undefined` for unknown names and routes with parameters.
   * Menus, shortcuts and the search link by name, so a moved route needs no other change.
   */
  pathOf(name: string): string | undefined;
}

/** Indexes a route list by name (the first spelling of a name wins, as the route files order them). */
export function routeTableOf(routes: readonly PortalRoute[]): RouteTable {
  const paths = new Map<string, string>();
  for (const route of flattenRoutes(routes)) {
    if (route.index || route.fullPath.includes(':') || route.fullPath.includes('*')) continue;
    if (!paths.has(route.handle.name)) paths.set(route.handle.name, route.fullPath);
  }
  return { routes, pathOf: (name) => paths.get(name) };
}

/**
 * The route table, provided by the root of the route tree. Menus and the navbar search sit below the
 * route files (which import every page), so the table is handed down to them instead of imported.
 */
export const RouteTableContext = createContext<RouteTable | null>(null);

/**
 * The route table of the running router.
 * @throws when used outside the route tree (a test renders through `renderPortal`, or provides
 * `RouteTableContext` itself).
 */
export function useRouteTable(): RouteTable {
  const table = useContext(RouteTableContext);
  if (!table)
    throw new Error(
      'useRouteTable: render inside the portal route tree (see src/app/portal-route-tree.tsx).',
    );
  return table;
}
