import { visibleNavItems } from '@facturo/sdk/portal';
import { useMemo } from 'react';
import { pinnedAbility } from '../data/pinned-ability';
import { useCurrentOrganization } from '../data/use-current-organization';
import { useRouteTable } from '../router/route-table';
import { useRouteHandle } from '../router/use-route-handle';
import { useServices, useSession } from '../services/services-context';
import { navItems } from './nav-config';
import type { NavContext, PortalNavItem } from './nav-item';

/** A menu entry ready to render: where it goes and whether it is the current page. */
export interface ResolvedNavItem {
  item: PortalNavItem;
  href: string | null;
  active: boolean;
  children: ResolvedNavItem[];
}

/** Where a menu link goes in this context, or `null` when it has nowhere to go yet. */
export function hrefOf(item: PortalNavItem, context: NavContext): string | null {
  if (item.to) return item.to(context);
  return item.route ? (context.pathOf(item.route) ?? null) : null;
}

/** `true` when `item` is the link of the page named `routeName` (or the page says so with `navActiveLink`). */
export function isActiveItem(
  item: PortalNavItem,
  routeName: string | undefined,
  navActiveLink: string | undefined,
): boolean {
  if (!routeName) return false;
  return (
    item.id === routeName ||
    item.route === routeName ||
    item.id === navActiveLink ||
    (item.activeFor?.includes(routeName) ?? false)
  );
}

/**
 * Resolves menu entries for rendering: keeps what the user's abilities allow in the context's
 * organization (every link opens a page of that organization, so a grant held elsewhere does not
 * count; a group shows when any child does), computes each link's target and marks the active one.
 */
export function resolveNav(
  items: readonly PortalNavItem[],
  ability: Parameters<typeof visibleNavItems>[1],
  context: NavContext,
  routeName: string | undefined,
  navActiveLink: string | undefined,
): ResolvedNavItem[] {
  const resolve = (list: readonly PortalNavItem[]): ResolvedNavItem[] =>
    list
      .map((item) => {
        const children = resolve(item.children ?? []);
        const href = item.children ? null : hrefOf(item, context);
        const active = item.children
          ? children.some((child) => child.active)
          : isActiveItem(item, routeName, navActiveLink);
        return { item, href, active, children };
      })
      .filter((entry) => (entry.item.children ? entry.children.length > 0 : entry.href !== null));
  return resolve(visibleNavItems(items, pinnedAbility(ability, context.organizationId)));
}

/** The menu for the current user and page; follows logins, permission changes and the chosen organization. */
export function useNav(items: readonly PortalNavItem[] = navItems): ResolvedNavItem[] {
  const { ability } = useServices();
  const { pathOf } = useRouteTable();
  const session = useSession();
  const handle = useRouteHandle();
  const organization = useCurrentOrganization();
  const slug = organization?.slug ?? null;
  const kind = organization?.kind ?? null;
  const organizationId = organization?.id ?? null;
  // The session snapshot changes whenever the rules do, and the ability is updated in place then.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `session` stands for the ability's rules.
  return useMemo(
    () =>
      resolveNav(
        items,
        ability,
        { organizationSlug: slug, organizationKind: kind, organizationId, pathOf },
        handle?.name,
        handle?.navActiveLink,
      ),
    [items, ability, session, slug, kind, organizationId, pathOf, handle?.name, handle?.navActiveLink],
  );
}
