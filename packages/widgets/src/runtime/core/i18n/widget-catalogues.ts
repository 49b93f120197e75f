import type { Locale } from '@facturo/sdk/config';
import { type CatalogueNamespace, loadCatalogue } from '@facturo/sdk/i18n';

// Per `locale/namespace`, the texts downloaded so far (`null`: the locale does not translate it), so
// a second widget, or a widget after `prefetchWidgetTexts`, starts without a loading state.
const loaded = new Map<string, object | null>();
const keyOf = (locale: Locale, namespace: CatalogueNamespace) => `${locale}/${namespace}`;
// Per locale, every namespace downloaded so far, as one catalogue (`{ pricing: {…}, errors: {…} }`).
const byLocale = new Map<Locale, Record<string, object>>();

/** Every text of `locale` downloaded so far, by namespace. */
export function widgetTexts(locale: Locale): Readonly<Record<string, object>> | undefined {
  return byLocale.get(locale);
}

/** The given namespaces of a locale when every one is in memory; otherwise `undefined`. */
export function loadedWidgetTexts(
  locale: Locale,
  namespaces: readonly CatalogueNamespace[],
): Record<string, object> | undefined {
  const texts: Record<string, object> = {};
  for (const namespace of namespaces) {
    const value = loaded.get(keyOf(locale, namespace));
    if (value === undefined) return undefined;
    if (value) texts[namespace] = value;
  }
  return texts;
}

/** Downloads the given namespaces of a locale's catalogue (each chunk once per page). */
export async function loadWidgetTexts(
  locale: Locale,
  namespaces: readonly CatalogueNamespace[],
): Promise<Record<string, object>> {
  const missing = namespaces.filter((namespace) => !loaded.has(keyOf(locale, namespace)));
  if (missing.length) {
    const catalogue = (await loadCatalogue(locale, missing)) as Record<string, object | undefined>;
    const all = byLocale.get(locale) ?? {};
    for (const namespace of missing) {
      const texts = catalogue[namespace];
      loaded.set(keyOf(locale, namespace), texts ?? null);
      if (texts) all[namespace] = texts;
    }
    byLocale.set(locale, all);
  }
  return loadedWidgetTexts(locale, namespaces) ?? {};
}
