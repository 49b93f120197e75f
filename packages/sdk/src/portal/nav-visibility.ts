import type { AppAbility } from '../permissions/abilities';

/** A menu entry: a link that may require a permission, or a group of entries. */
export interface NavItem {
  /** Action the user must be allowed (with `subject`) to see the link. */
  action?: string;
  /** Subject of that permission. */
  subject?: string;
  /** A group: shown when any child is shown. */
  children?: readonly NavItem[];
}

/**
 * `true` when the user may see the menu entry.
 * A link without `action`/`subject` is open to everyone; a link with both is shown when permitted;
 * a group is shown when any of its children is.
 */
export function canSeeNavItem(item: NavItem, ability: Pick<AppAbility, 'can'>): boolean {
  if (item.children) return item.children.some((child) => canSeeNavItem(child, ability));
  if (!item.action || !item.subject) return true;
  return ability.can(item.action, item.subject);
}

/** Keeps the entries the user may see, pruning groups to their visible children. */
export function visibleNavItems<Item extends NavItem>(
  items: readonly Item[],
  ability: Pick<AppAbility, 'can'>,
): Item[] {
  return items
    .filter((item) => canSeeNavItem(item, ability))
    .map((item) =>
      item.children
        ? { ...item, children: visibleNavItems(item.children as readonly Item[], ability) }
        : item,
    );
}
