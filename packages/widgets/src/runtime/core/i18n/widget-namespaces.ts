import type { CatalogueNamespace } from '@facturo/sdk';

/** Namespaces every widget needs: shared words, error messages and the widget chrome. */
export const BASE_NAMESPACES = [
  'common',
  'errors',
  'widgets',
] as const satisfies readonly CatalogueNamespace[];

/** The catalogue namespaces each widget shows, besides `common`, `errors` and `widgets`. */
export const WIDGET_NAMESPACES = {
  'pricing-table': ['pricing', 'domain'],
  login: ['login', 'validation', 'success', 'domain'],
  // The checkout shows the login inline and reuses its taxpayer labels.
  checkout: ['checkout', 'login', 'validation', 'success', 'domain'],
  'billing-date': ['billingDate', 'domain'],
  'invoice-list': ['invoices', 'domain', 'validation'],
} as const satisfies Record<string, readonly CatalogueNamespace[]>;

/** A widget with its own texts. */
export type WidgetName = keyof typeof WIDGET_NAMESPACES;

/**
 * Every namespace a widget showing `namespaces` loads: the base ones and its own, once each, sorted
 * (the same list names the same downloaded texts, whoever asks).
 */
export function widgetTextNamespaces(namespaces: readonly CatalogueNamespace[]): CatalogueNamespace[] {
  return [...new Set([...BASE_NAMESPACES, ...namespaces])].sort();
}
