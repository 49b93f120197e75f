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
 * The pages the search lists: named routes without parameters that do not opt out, and that the
 * guard would let this visitor open right now (no point offering a page that redirects).
 */
export function searchablePages(routes: readonly PortalRoute[], state: GuardState): SearchablePage[] {
  const seen = new Set<string>();
  return flattenRoutes(routes).flatMap((route) => {
    const { handle, fullPath } = route;
    if (route.index || handle.searchable === false || /[:*]/.test(fullPath) || seen.has(handle.name))
      return [];
    const decision = decideNavigation(
      { name: handle.name, path: fullPath, fullPath, query: {}, meta: handle },
      state,
    );
    if (!decision.allow) return [];
    seen.add(handle.name);
    return [{ name: handle.name, path: fullPath, titleKey: handle.titleKey }];
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
