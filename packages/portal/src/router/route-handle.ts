import type { TranslationKey } from '@facturo/sdk/i18n';
import type { RouteMeta } from '@facturo/sdk/portal';
import type { RouteObject } from 'react-router';

/**
 * The page frames a route can ask for:
 * - `default`: the app shell (vertical or horizontal navigation, from the layout preference);
 * - `expanded`: the app shell with the navigation collapsed to icons and fluid content (wide tables);
 * - `front`: the public website's header and footer (landing, pricing, help, purchase, customer area);
 * - `blank`: the page alone (sign-in screens, error pages).
 */
export const LAYOUT_NAMES = ['default', 'expanded', 'front', 'blank'] as const;

/** One of {@link LAYOUT_NAMES}. */
export type LayoutName = (typeof LAYOUT_NAMES)[number];

/** How the content area of a page behaves inside its layout. */
export interface PageOptions {
  /** Full width, whatever the content-width preference says. */
  expanded?: boolean;
  /** No padding around the page (it draws its own frame). */
  blank?: boolean;
  /** The content area is exactly the viewport's remaining height; the page scrolls inside itself. */
  fixedHeight?: boolean;
}

/** A page of a parametrized route the search lists by its own path, title and permission. */
export interface SearchAlias {
  path: string;
  titleKey: TranslationKey;
  action?: string;
  subject?: string;
}

/**
 * What every route declares in `handle`: the guard's metadata (`public`, `unauthenticatedOnly`,
 * `action` + `subject`, `landing` for the landing-only site) plus its name, its title, its layout and
 * page options.
 */
export interface RouteHandle extends RouteMeta {
  /**
   * Unique route name (`landing-page`, `login`, `landing-settings-account`): menus, shortcuts and the
   * search link by it, and a page's `navActiveLink` names it.
   */
  name: string;
  /** The page title (`<title>` and search results). */
  titleKey: TranslationKey;
  /** Defaults to `default`. Only read on top-level routes of a route file. */
  layout?: LayoutName;
  page?: PageOptions;
  /** Name of the navigation item to mark active when it is not this route's own (tabs, details). */
  navActiveLink?: string;
  /** Listed by the navbar search (default `true` for routes without path parameters). */
  searchable?: boolean;
  /**
   * Concrete paths a route with a parameter answers that the search offers by their own title (the
   * current organization's tabs behind `/organizations/:tab`), each guarded by its own permission.
   */
  searchAliases?: readonly SearchAlias[];
  /**
   * Public only while the deployment offers accounts (`allowAuth`): the bag and the checkout, which
   * sign a logged-out buyer in inline. On a marketing-only deployment they are ordinary protected
   * routes, and their `landing: 'withAuth'` leaves them out of the landing-only site, so the guard
   * sends them home.
   */
  publicIfAuthAllowed?: boolean;
  /** A tab of a page with tabs (set by `tabbedRoutes`): moving between its tabs keeps the scroll position. */
  tab?: boolean;
  /**
   * The page shows only the landing page's texts (`LANDING_NAMESPACES`): it starts and renders without
   * the rest of the portal's, which every other page waits for (`PORTAL_NAMESPACES`).
   */
  landingTexts?: boolean;
}

/**
 * The handle of a route that only groups others (a page with tabs whose tabs are the named routes):
 * it picks the layout but is not a navigation target itself, so the guard leaves it to its children.
 */
export interface GroupHandle {
  layout?: LayoutName;
  page?: PageOptions;
}

/** A route object of the portal: a react-router route whose `handle` is a {@link RouteHandle}. */
export type PortalRoute = Omit<RouteObject, 'handle' | 'children' | 'index'> & {
  handle?: RouteHandle | GroupHandle;
  children?: PortalRoute[];
  index?: boolean;
};

/** `true` for the handle of a navigation target (it has a name), `false` for a group's. */
export function isNamedHandle(handle: RouteHandle | GroupHandle | undefined): handle is RouteHandle {
  return handle !== undefined && 'name' in handle;
}

/**
 * Declares the routes of one route file with their types checked.
 * @example
 * export const helpRoutes = defineRoutes([
 *   { path: '/front-pages/help-center', handle: { name: 'help-center', titleKey: 'nav.helpCenter', public: true, layout: 'front' },
 *     lazy: () => import('../pages/front-pages/help-center-page') },
 * ]);
 */
export function defineRoutes(routes: PortalRoute[]): PortalRoute[] {
  return routes;
}
