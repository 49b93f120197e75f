import type { TranslationKey } from '@facturo/sdk/i18n';
import { RedirectOnly, redirectTo } from './redirect-loader';
import type { PortalRoute, RouteHandle } from './route-handle';

/** What {@link tabbedRoutes} builds the routes of a page with tabs from. */
export interface TabbedRoutesOptions<Tab extends string> {
  /**
   * The page's path; the bare path redirects to the first tab (`/pages/account-settings`). Leave it
   * out when the path has parameters: the redirect is then relative to the visited URL.
   */
  base?: string;
  /** Tab routes are named `<prefix>-<tab>`. */
  prefix: string;
  tabs: readonly Tab[];
  titles: Record<Tab, TranslationKey>;
  pages: Record<Tab, PortalRoute['lazy']>;
  /** Permission per tab (`{ action: 'read', subject: 'ApiKey' }`), checked by the guard. */
  access?: Partial<Record<Tab, Pick<RouteHandle, 'action' | 'subject'>>>;
  /** Extra handle fields every tab and the bare path share (`navActiveLink`, `searchable`, `landing`). */
  shared?: Partial<RouteHandle>;
}

/**
 * The child routes of a page with tabs: one named route per tab, plus the bare path redirecting to
 * the first tab (query kept). Tabs are routes, so each has its own URL, title and guard check.
 */
export function tabbedRoutes<Tab extends string>(options: TabbedRoutesOptions<Tab>): PortalRoute[] {
  const { base, prefix, tabs, titles, pages, shared = {} } = options;
  const access: TabbedRoutesOptions<Tab>['access'] = options.access ?? {};
  const first = tabs[0] as Tab;
  return [
    {
      index: true,
      handle: { ...shared, name: prefix, titleKey: titles[first], searchable: false },
      loader: redirectTo(base ? `${base}/${first}` : first),
      Component: RedirectOnly,
    },
    ...tabs.map((tab) => ({
      path: tab,
      handle: { ...shared, ...access?.[tab], name: `${prefix}-${tab}`, titleKey: titles[tab], tab: true },
      lazy: pages[tab],
    })),
  ];
}
