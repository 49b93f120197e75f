import { type LoaderFunction, redirect } from 'react-router';

/**
 * A loader that sends the visitor to another path, keeping the query (bare paths of tabbed pages:
 * `/pages/account-settings` → `/pages/account-settings/account`). A path without a leading `/` is
 * relative to the current one (`overview` on `/organization/acme` → `/organization/acme/overview`).
 * It runs after the route's guard.
 */
export function redirectTo(path: string): LoaderFunction {
  return ({ request }) => {
    const { pathname, search } = new URL(request.url);
    const target = path.startsWith('/') ? path : `${pathname.replace(/\/+$/, '')}/${path}`;
    throw redirect(`${target}${search}`);
  };
}

/**
 * The component of a route that only redirects: its loader always throws a redirect, so this never
 * shows; it is there because react-router warns about leaf routes without one.
 */
export function RedirectOnly(): null {
  return null;
}
