import { hasLogin } from '../../session/login-state';
import type { GuardDecision, GuardRedirect, GuardState, NavigationTarget } from './route-guard.types';

/** Routes reachable in landing-only mode whatever `allowAuth` says. */
export const LANDING_ALWAYS_ALLOWED = [
  'landing-page',
  'not-authorized',
  'under-maintenance',
  'coming-soon',
  'not-found',
] as const;

/** Routes added to {@link LANDING_ALWAYS_ALLOWED} in landing-only mode when `allowAuth` is on. */
export const LANDING_AUTH_ALLOWED = [
  'login',
  'forgot-password',
  'reset-password',
  'register',
  'verify-email',
  'personal-info',
  'landing-settings-account',
  'landing-settings-subscriptions',
  'landing-settings-billing',
  'landing-settings-billing-info',
  'payments',
  'checkout',
  'checkout-cart',
] as const;

/** The route names reachable in landing-only mode. */
export function landingAllowedNames(allowAuth: boolean): readonly string[] {
  return allowAuth ? [...LANDING_ALWAYS_ALLOWED, ...LANDING_AUTH_ALLOWED] : LANDING_ALWAYS_ALLOWED;
}

const redirect = (to: GuardRedirect): GuardDecision => ({ allow: false, redirect: to });

/**
 * Decides whether a navigation may proceed. Pure: the router calls it before every navigation.
 * Rules, first match wins:
 * 1. `/` → `/landing-page`, keeping the query.
 * 2. Public routes are allowed.
 * 3. Logged in means both `userData` and `accessToken` are present.
 * 4. Landing-only mode: routes not on the allowed list → `/landing-page`.
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

  if (state.justLandingPage && !landingAllowedNames(state.allowAuth).includes(to.name ?? '')) {
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
