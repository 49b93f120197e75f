import { decideNavigation, type GuardRedirect, type GuardState, type RouteMeta } from '@facturo/sdk/portal';
import { type LoaderFunction, redirect } from 'react-router';
import type { RouteHandle } from './route-handle';

/**
 * Reads the guard's view of the visitor at the moment of the navigation (a promise while what it
 * needs, the permissions' code, is still on its way).
 */
export type GuardStateSource = () => GuardState | Promise<GuardState>;

/**
 * Whether the guard lets anybody through to a route: `public` routes always, the purchase routes
 * only while the deployment allows signing in.
 */
export function isPublicRoute(
  handle: Pick<RouteHandle, 'public' | 'publicIfAuthAllowed'>,
  allowAuth: boolean,
): boolean {
  return Boolean(handle.public || (handle.publicIfAuthAllowed && allowAuth));
}

/**
 * What the guard is told about a route: its handle's guard fields, with `publicIfAuthAllowed` settled
 * for this deployment.
 */
export function routeMetaOf(handle: RouteHandle, allowAuth: boolean): RouteMeta {
  return {
    ...(isPublicRoute(handle, allowAuth) ? { public: true } : {}),
    ...(handle.unauthenticatedOnly ? { unauthenticatedOnly: true } : {}),
    ...(handle.action ? { action: handle.action } : {}),
    ...(handle.subject ? { subject: handle.subject } : {}),
    ...(handle.landing ? { landing: handle.landing } : {}),
  };
}

/** The URL of a guard redirect (`/login?to=%2Forganizations`). */
export function redirectHref(target: GuardRedirect): string {
  const query = new URLSearchParams(target.query ?? {}).toString();
  return query ? `${target.path}?${query}` : target.path;
}

/**
 * The loader every named route gets: asks the sdk's `decideNavigation` about this navigation and
 * throws react-router's `redirect()` when it says no. Because loaders run before a route renders, a
 * page the visitor may not see never mounts, not even for a frame.
 */
export function guardLoader(
  handle: RouteHandle,
  state: GuardStateSource,
  next?: LoaderFunction,
): LoaderFunction {
  return async (args) => {
    const url = new URL(args.request.url);
    const visitor = await state();
    const decision = decideNavigation(
      {
        name: handle.name,
        path: url.pathname,
        fullPath: `${url.pathname}${url.search}`,
        query: Object.fromEntries(url.searchParams),
        meta: routeMetaOf(handle, visitor.allowAuth),
      },
      visitor,
    );
    if (!decision.allow) throw redirect(redirectHref(decision.redirect));
    return next ? next(args) : null;
  };
}
