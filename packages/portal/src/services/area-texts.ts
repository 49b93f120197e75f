import type { Locale } from '@facturo/sdk/config';
import { type CatalogueChunk, type CatalogueNamespace, type I18n, loadCatalogue } from '@facturo/sdk/i18n';
import { use, useEffect, useState } from 'react';
import { useLocale, useServices } from './services-context';

/**
 * Catalogue namespaces only the signed-in app shows (the clinic's pages); the app shell loads them,
 * so the public website (landing page, sign-in) never downloads them. Everything else the portal
 * reads is in `PORTAL_NAMESPACES` (portal-services.ts), loaded at start-up or before the first page
 * after the landing page.
 */
export const APP_AREA_NAMESPACES = ['clinic'] as const satisfies readonly CatalogueNamespace[];

// One download per i18n instance, locale and namespace set, however many components ask.
const loads = new WeakMap<object, Map<string, Promise<void>>>();

/**
 * Adds `namespaces` of `locale` and of the fallback locale to the portal's translations (a text
 * missing in the visitor's language then shows in the fallback, as for the start-up namespaces).
 */
export function loadAreaTexts(
  i18n: Pick<I18n, 'addTranslations'>,
  namespaces: readonly CatalogueNamespace[],
  locale: Locale,
  fallbackLocale: Locale,
): Promise<void> {
  const perInstance = loads.get(i18n) ?? new Map<string, Promise<void>>();
  loads.set(i18n, perInstance);
  const key = `${locale}|${fallbackLocale}|${namespaces.join(',')}`;
  let load = perInstance.get(key);
  if (!load) {
    const locales = [...new Set([locale, fallbackLocale])];
    load = Promise.all(
      locales.map(async (candidate) =>
        i18n.addTranslations(candidate, await loadCatalogue(candidate, namespaces)),
      ),
    ).then(() => {});
    // A failed download (the network dropped) is tried again on the next call.
    load.catch(() => perInstance.delete(key));
    perInstance.set(key, load);
  }
  return load;
}

// One `include` per i18n instance and namespace set: the same promise for every render that asks.
const includes = new WeakMap<object, Map<string, Promise<void>>>();

/**
 * Adds `namespaces` to the portal's translations (`I18n.include`: language changes then load them
 * too). A failed download is logged and tried again on the next call; the page shows meanwhile,
 * its missing texts as keys, rather than an error.
 */
export function includeTexts(
  i18n: Pick<I18n, 'include'>,
  namespaces: readonly CatalogueChunk[],
): Promise<void> {
  const perInstance = includes.get(i18n) ?? new Map<string, Promise<void>>();
  includes.set(i18n, perInstance);
  const key = namespaces.join(',');
  let load = perInstance.get(key);
  if (!load) {
    load = i18n.include(namespaces).catch((error: unknown) => {
      perInstance.delete(key);
      console.error('Facturo: some texts of the portal could not be loaded; reload the page.', error);
    });
    perInstance.set(key, load);
  }
  return load;
}

/**
 * Suspends the component (show it inside `Suspense`) until `namespaces` are in the portal's
 * translations: for the parts of a `landingTexts` page that load later and show more (its forms,
 * a signed-in visitor's prompts).
 */
export function useIncludedTexts(namespaces: readonly CatalogueChunk[]): void {
  const { i18n } = useServices();
  use(includeTexts(i18n, namespaces));
}

/**
 * Loads {@link APP_AREA_NAMESPACES} in the current language (again after a language change) and says
 * when they are in: the app shell renders its page only then, so no key shows untranslated.
 */
export function useAppAreaTexts(): boolean {
  const { i18n, config } = useServices();
  const locale = useLocale();
  const [loaded, setLoaded] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    loadAreaTexts(i18n, APP_AREA_NAMESPACES, locale, config.fallbackLocale)
      .catch((error: unknown) =>
        // The page still shows (its texts as keys) rather than staying blank; a reload tries again.
        console.error('Facturo: the texts of the app could not be loaded; reload the page.', error),
      )
      .then(() => current && setLoaded(locale));
    return () => {
      current = false;
    };
  }, [i18n, locale, config.fallbackLocale]);
  // After a language change the previous language's texts stay on screen until the new ones arrive.
  return loaded !== null;
}
