/**
 * @facturo/sdk/portal — What only the hosted portal uses: the route guard, the appearance preferences and the menu's
 * permission filter. Widgets and the API never import this entry.
 * @module
 */

export type { NavItem } from './nav-visibility';
export { canSeeNavItem, visibleNavItems } from './nav-visibility';
export type { PreferenceName, PreferenceValues } from './preferences/preference-definitions';
export {
  defaultPreferences,
  PREFERENCE_COOKIE_MAX_AGE_SECONDS,
  PREFERENCE_DEFINITIONS,
} from './preferences/preference-definitions';
export type { PreferencesOptions, PreferencesSnapshot } from './preferences/preferences';
export { createPreferences, Preferences } from './preferences/preferences';
export { decideNavigation } from './route-guard/route-guard';
export type {
  GuardDecision,
  GuardRedirect,
  GuardState,
  NavigationTarget,
  RouteMeta,
} from './route-guard/route-guard.types';
