import type { Locale } from '../config/locales';
import type { Catalogue, PartialCatalogue } from './catalogues/catalogue.types';

/** The namespaces of the catalogue (`common`, `errors`, `pricing`, …). */
export type CatalogueNamespace = keyof Catalogue;

/** Every namespace, in a stable order. */
export const CATALOGUE_NAMESPACES = [
  'billingDate',
  'cards',
  'checkout',
  'clinic',
  'common',
  'domain',
  'errors',
  'invoices',
  'login',
  'nav',
  'portal',
  'pricing',
  'subscriptions',
  'success',
  'validation',
  'widgets',
] as const satisfies readonly CatalogueNamespace[];

/**
 * What {@link loadCatalogue} downloads: a namespace, or `portalApp`, the part of the `portal` namespace
 * only the signed-in app shows. `portal` alone brings the public website's part (the landing page
 * downloads that much); `portalApp` adds the rest under the same `portal.` keys.
 */
export type CatalogueChunk = CatalogueNamespace | 'portalApp';

// The namespace each download fills and the name its module exports it under, where they are not
// the download's own name.
const FILLS: Partial<Record<CatalogueChunk, CatalogueNamespace>> = { portalApp: 'portal' };
const EXPORTED_AS: Partial<Record<CatalogueChunk, string>> = { portal: 'portalPublic' };

type Importer = () => Promise<Record<string, unknown>>;

// One dynamic import per locale and namespace, spelled out so bundlers split each into its own
// small chunk: a page downloads only the texts of the widgets it shows, in its own language.
// fr and ar only translate navigation; their other namespaces fall back to English.
const importers: Record<Locale, Partial<Record<CatalogueChunk, Importer>>> = {
  es: {
    billingDate: () => import('./catalogues/es/billing-date'),
    cards: () => import('./catalogues/es/cards'),
    checkout: () => import('./catalogues/es/checkout'),
    clinic: () => import('./catalogues/es/clinic'),
    common: () => import('./catalogues/es/common'),
    domain: () => import('./catalogues/es/domain'),
    errors: () => import('./catalogues/es/errors'),
    invoices: () => import('./catalogues/es/invoices'),
    login: () => import('./catalogues/es/login'),
    nav: () => import('./catalogues/es/nav'),
    portal: () => import('./catalogues/es/portal-public'),
    portalApp: () => import('./catalogues/es/portal-app'),
    pricing: () => import('./catalogues/es/pricing'),
    subscriptions: () => import('./catalogues/es/subscriptions'),
    success: () => import('./catalogues/es/success'),
    validation: () => import('./catalogues/es/validation'),
    widgets: () => import('./catalogues/es/widgets'),
  },
  en: {
    billingDate: () => import('./catalogues/en/billing-date'),
    cards: () => import('./catalogues/en/cards'),
    checkout: () => import('./catalogues/en/checkout'),
    clinic: () => import('./catalogues/en/clinic'),
    common: () => import('./catalogues/en/common'),
    domain: () => import('./catalogues/en/domain'),
    errors: () => import('./catalogues/en/errors'),
    invoices: () => import('./catalogues/en/invoices'),
    login: () => import('./catalogues/en/login'),
    nav: () => import('./catalogues/en/nav'),
    portal: () => import('./catalogues/en/portal-public'),
    portalApp: () => import('./catalogues/en/portal-app'),
    pricing: () => import('./catalogues/en/pricing'),
    subscriptions: () => import('./catalogues/en/subscriptions'),
    success: () => import('./catalogues/en/success'),
    validation: () => import('./catalogues/en/validation'),
    widgets: () => import('./catalogues/en/widgets'),
  },
  fr: { nav: () => import('./catalogues/fr/nav') },
  ar: { nav: () => import('./catalogues/ar/nav') },
};

// Namespaces already downloaded, so later instances (a second widget, a server render after
// `loadCatalogue`) can start synchronously instead of showing a loading state.
const loaded = new Map<string, unknown>();
const cacheKey = (locale: Locale, namespace: CatalogueChunk) => `${locale}/${namespace}`;

/**
 * Loads the given namespaces of one locale's built-in catalogue. Namespaces a locale does not
 * translate are skipped (they fall back to English).
 */
export async function loadCatalogue(
  locale: Locale,
  namespaces: readonly CatalogueChunk[],
): Promise<PartialCatalogue> {
  await Promise.all(
    namespaces.map(async (namespace) => {
      const importer = importers[locale][namespace];
      if (!importer || loaded.has(cacheKey(locale, namespace))) return;
      loaded.set(cacheKey(locale, namespace), (await importer())[EXPORTED_AS[namespace] ?? namespace]);
    }),
  );
  return loadedCatalogue(locale, namespaces) ?? {};
}

/**
 * The given namespaces of a locale when every one of them has already been downloaded by
 * {@link loadCatalogue}; otherwise `undefined`.
 */
export function loadedCatalogue(
  locale: Locale,
  namespaces: readonly CatalogueChunk[],
): PartialCatalogue | undefined {
  const catalogue: Record<string, object> = {};
  for (const namespace of namespaces) {
    if (!importers[locale][namespace]) continue;
    const texts = loaded.get(cacheKey(locale, namespace));
    if (texts === undefined) return undefined;
    const filled = FILLS[namespace] ?? namespace;
    catalogue[filled] = { ...catalogue[filled], ...(texts as object) };
  }
  return catalogue as PartialCatalogue;
}
