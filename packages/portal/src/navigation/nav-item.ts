import type { TranslationKey } from '@facturo/sdk/i18n';
import type { NavItem } from '@facturo/sdk/portal';
import type { OrganizationKind } from '@facturo/sdk/schemas';
import type { TablerIcon } from '@tabler/icons-react';

/** What a menu link's target may depend on. */
export interface NavContext {
  /** URL segment of the organization the app is working in, or `null` when none is chosen yet. */
  organizationSlug: string | null;
  /** What that organization is (`clinic` shows the clinic menu); `null` when none is chosen yet. */
  organizationKind?: OrganizationKind | null;
  /** Its id: the menu's permissions are checked in that organization only; `null` when none is chosen yet. */
  organizationId?: string | null;
  /** The path of a named route, from the running route table (see `router/route-table.ts`). */
  pathOf: (routeName: string) => string | undefined;
}

/**
 * A menu entry. `action`/`subject` (from the sdk's `NavItem`) hide it from users without that
 * permission; a group shows when any child does.
 */
export interface PortalNavItem extends NavItem {
  /** Unique; also what a route's `navActiveLink` names. */
  id: string;
  labelKey: TranslationKey;
  icon: TablerIcon;
  /** The route the link opens, by name (routes without path parameters). */
  route?: string;
  /** Or a path computed from the context; `null` hides the link. */
  to?: (context: NavContext) => string | null;
  /** Other route names that mark this link active (its tabs, details). */
  activeFor?: readonly string[];
  children?: readonly PortalNavItem[];
}

/**
 * Declares a menu section with its types checked.
 * @example
 * export const helpNav = defineNav([{ id: 'help-center', labelKey: 'nav.helpCenter', icon: IconHelp, route: 'help-center' }]);
 */
export function defineNav(items: PortalNavItem[]): PortalNavItem[] {
  return items;
}
