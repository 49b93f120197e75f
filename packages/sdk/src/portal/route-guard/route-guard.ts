import { hasLogin } from '../../session/login-state';
import type {
  GuardDecision,
  GuardRedirect,
  GuardState,
  NavigationTarget,
  RouteMeta,
} from './route-guard.types';

/** Whether a landing-only deployment has a route, from the route's own `landing` flag. */
function inLandingSite(landing: RouteMeta['landing'], allowAuth: boolean): boolean {
  return landing === 'always' || (landing === 'withAuth' && allowAuth);
}

const redirect = (to: GuardRedirect): GuardDecision => ({ allow: false, redirect: to });

/**
 * Decides whether a navigation may proceed. Pure: the router calls it before every navigation.
 * Rules, first match wins:
 * 1. `/` → `/landing-page`, keeping the query.
 * 2. Public routes are allowed.
 * 3. Logged in means both `userData` and `accessToken` are present.
 * 4. Landing-only mode: routes whose `meta.landing` leaves them out (none, or `withAuth` while
 *    `allowAuth` is off) → `/landing-page`.
 * 5. Logged-out-only routes: logged in → `/landing-page` (landing-only) or `/`; logged out → allowed.
 * 6. Everything else needs a login: logged out → `/login?to=<fullPath>`.
 * 7. Landing-only mode and logged in → allowed.
 * 8. A route with `action` and `subject` the user cannot do → `/not-authorized`.
 * 9. Otherwise allowed.
 */
export function decideNavigation(to: NavigationTarget, state: GuardState): GuardDecision {
  if (to.path === '/') return redirect({ path: '/landing-page', query: to.query });
  if (to.meta.public) return { allow: true };

  const loggedIn = hasLogin(state.userData, state.accessToken);

  if (state.justLandingPage && !inLandingSite(to.meta.landing, state.allowAuth)) {
    return redirect({ path: '/landing-page' });
  }

  if (to.meta.unauthenticatedOnly) {
    if (!loggedIn) return { allow: true };
    return redirect({ path: state.justLandingPage ? '/landing-page' : '/' });
  }

  if (!loggedIn) return redirect({ path: '/login', query: { to: to.fullPath } });

  if (state.justLandingPage) return { allow: true };

  if (to.meta.action && to.meta.subject && !state.can(to.meta.action, to.meta.subject)) {
    return redirect({ path: '/not-authorized' });
  }

  return { allow: true };
}
