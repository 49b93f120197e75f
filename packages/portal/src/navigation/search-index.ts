import type { TranslationKey } from '@facturo/sdk/i18n';
import { decideNavigation, type GuardState } from '@facturo/sdk/portal';
import { flattenRoutes } from '../router/build-routes';
import type { PortalRoute } from '../router/route-handle';

/** A page the navbar search can open. */
export interface SearchablePage {
  name: string;
  path: string;
  titleKey: TranslationKey;
}

/**
 * The pages the search lists: named routes without parameters that do not opt out, and the concrete
 * pages a parametrized route declares (`searchAliases`), that the guard would let this visitor open
 * right now (no point offering a page that redirects).
 */
export function searchablePages(routes: readonly PortalRoute[], state: GuardState): SearchablePage[] {
  const seen = new Set<string>();
  const allowed = (name: string, path: string, meta: object) =>
    decideNavigation({ name, path, fullPath: path, query: {}, meta }, state).allow;
  return flattenRoutes(routes).flatMap((route) => {
    const { handle, fullPath } = route;
    const aliases = (handle.searchAliases ?? [])
      .map((alias) => ({ ...alias, name: `${handle.name}:${alias.path}` }))
      .filter((alias) => !seen.has(alias.name) && allowed(handle.name, alias.path, { ...handle, ...alias }))
      .map((alias) => {
        seen.add(alias.name);
        return { name: alias.name, path: alias.path, titleKey: alias.titleKey };
      });
    if (route.index || handle.searchable === false || /[:*]/.test(fullPath) || seen.has(handle.name))
      return aliases;
    if (!allowed(handle.name, fullPath, handle)) return aliases;
    seen.add(handle.name);
    return [{ name: handle.name, path: fullPath, titleKey: handle.titleKey }, ...aliases];
  });
}

/** Lowercase without accents, so `facturacion` finds `Facturación`. */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/** `true` when every word of `query` appears in `text` (accent- and case-insensitive). */
export function matchesQuery(text: string, query: string): boolean {
  const haystack = normalizeForSearch(text);
  return normalizeForSearch(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
