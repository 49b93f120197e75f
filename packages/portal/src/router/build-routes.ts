import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { type GuardStateSource, guardLoader } from './guard-loader';
import {
  isNamedHandle,
  LAYOUT_NAMES,
  type LayoutName,
  type PortalRoute,
  type RouteHandle,
} from './route-handle';

/** How each layout's component is loaded (lazily: the landing page never downloads the app shell). */
export type LayoutLoaders = Record<LayoutName, () => Promise<{ Component: ComponentType }>>;

/** Adds the guard loader to a route and every named route below it. */
export function withGuard(route: PortalRoute, state: GuardStateSource): RouteObject {
  const { children, handle, loader, ...rest } = route;
  const guarded: Record<string, unknown> = { ...rest };
  if (handle) guarded.handle = handle;
  if (isNamedHandle(handle)) {
    guarded.loader = guardLoader(
      handle,
      state,
      typeof loader === 'function' ? (loader as LoaderFunction) : undefined,
    );
  } else if (loader !== undefined) {
    guarded.loader = loader;
  }
  if (children) guarded.children = children.map((child) => withGuard(child, state));
  return guarded as RouteObject;
}

/**
 * Turns the route files' flat lists into the router's tree: every top-level route goes under the
 * pathless route of the layout its handle names (`default` when none), and every named route gets
 * the guard. Layout routes stay mounted while the visitor moves between pages of the same layout.
 */
export function buildRouteTree(
  routes: readonly PortalRoute[],
  state: GuardStateSource,
  layouts: LayoutLoaders,
): RouteObject[] {
  return LAYOUT_NAMES.map((layout) => ({
    id: `layout-${layout}`,
    lazy: layouts[layout],
    children: routes
      .filter((route) => (route.handle?.layout ?? 'default') === layout)
      .map((route) => withGuard(route, state)),
  })).filter((layout) => layout.children.length > 0);
}

/** Every route with a handle, depth first (route tables, tests, the navbar search). */
export function flattenRoutes(
  routes: readonly PortalRoute[],
  parentPath = '',
): (PortalRoute & { handle: RouteHandle; fullPath: string })[] {
  return routes.flatMap((route) => {
    const fullPath = route.path?.startsWith('/') ? route.path : joinPath(parentPath, route.path ?? '');
    const self = isNamedHandle(route.handle) ? [{ ...route, handle: route.handle, fullPath }] : [];
    return [...self, ...flattenRoutes(route.children ?? [], fullPath)];
  });
}

function joinPath(parent: string, child: string): string {
  if (!child) return parent || '/';
  return `${parent.replace(/\/$/, '')}/${child}`;
}
