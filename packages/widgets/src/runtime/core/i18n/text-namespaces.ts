import type { CatalogueNamespace } from '@facturo/sdk/i18n';

/** Namespaces every widget needs: shared words, error messages and the widget chrome. */
export const BASE_NAMESPACES = [
  'common',
  'errors',
  'widgets',
] as const satisfies readonly CatalogueNamespace[];

/**
 * Base namespaces a widget's first paint does not wait for: error messages show only after a
 * request failed, and they keep downloading meanwhile.
 */
export const LATER_NAMESPACES = ['errors'] as const satisfies readonly CatalogueNamespace[];

/**
 * Every namespace a widget showing `namespaces` loads: the base ones and its own, once each, sorted
 * (the same list names the same downloaded texts, whoever asks).
 */
export function widgetTextNamespaces(namespaces: readonly CatalogueNamespace[]): CatalogueNamespace[] {
  return [...new Set([...BASE_NAMESPACES, ...namespaces])].sort();
}
