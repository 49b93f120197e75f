import { createInstance } from 'i18next';
import { describe, expect, test } from 'vitest';
import { type Locale, SUPPORTED_LOCALES } from '../../src/config/locales';
import { catalogues } from '../../src/i18n/catalogues';
import type { PartialCatalogue } from '../../src/i18n/catalogues/catalogue.types';
import { createI18n } from '../../src/i18n/create-i18n';
import { catalogueKeys } from '../support/catalogue-keys';

// i18next as the sdk set it up before it read the catalogues itself: the reference its answers keep.
function i18nextFor(locale: Locale, overrides: Partial<Record<Locale, PartialCatalogue>> = {}) {
  const instance = createInstance();
  void instance.init({
    initAsync: false,
    lng: locale,
    fallbackLng: 'en',
    supportedLngs: [...SUPPORTED_LOCALES],
    resources: Object.fromEntries(
      Object.entries(catalogues).map(([name, catalogue]) => [
        name,
        { translation: structuredClone(catalogue) },
      ]),
    ),
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  for (const [name, catalogue] of Object.entries(overrides)) {
    instance.addResourceBundle(name, 'translation', catalogue, true, true);
  }
  return instance;
}

const KEYS = catalogueKeys(catalogues.es);
// Keys no catalogue has and one a level too deep: each comes back as written. (A key naming a group
// of texts is no text: i18next answered it with a warning sentence, which no page asks for.)
for (const key of ['pricing.noSuchKey', 'noSuchNamespace.title', 'pricing.loading.more'])
  KEYS.set(key, new Set());
const COUNTS = [undefined, 0, 1, 2, 5, 21, 1.5];

describe('I18n answers as i18next did', () => {
  test.each(SUPPORTED_LOCALES)(
    'every key, with and without a count and its values (%s)',
    (locale) => {
      const reference = i18nextFor(locale);
      const i18n = createI18n({ locale, document: null });
      for (const [key, names] of KEYS) {
        for (const count of COUNTS) {
          const values: Record<string, string | number> = Object.fromEntries(
            [...names].map((name) => [name, `«${name}»`]),
          );
          if (count !== undefined) values.count = count;
          expect(i18n.t(key, values), `${key} ${JSON.stringify(values)}`).toBe(
            reference.t(key, { ...values, lng: locale }),
          );
        }
        // A placeholder without its value stays as written.
        expect(i18n.t(key), key).toBe(reference.t(key, { lng: locale }));
        expect(i18n.exists(key), key).toBe(reference.exists(key, { lng: locale }));
      }
      // Thousands of comparisons: a busy machine needs more than the default five seconds.
    },
    60_000,
  );

  test('overrides win deeply, with their own plural forms, and the fallback fills what they lack', () => {
    const overrides: Partial<Record<Locale, PartialCatalogue>> = {
      es: {
        pricing: {
          loading: 'Un momento…',
          documentsPerYear_one: '{{documents}} factura',
          documentsPerYear_other: '{{documents}} facturas',
        },
      } as PartialCatalogue,
      fr: { pricing: { loading: 'Un instant…' } } as PartialCatalogue,
    };
    for (const locale of ['es', 'fr', 'en'] as const) {
      const reference = i18nextFor(locale, overrides);
      const i18n = createI18n({ locale, document: null, overrides });
      for (const [key, values] of [
        ['pricing.loading', undefined],
        ['pricing.documentsPerYear', { count: 1, documents: '1' }],
        ['pricing.documentsPerYear', { count: 3, documents: '3' }],
        ['pricing.plansLabel', undefined],
      ] as const) {
        expect(i18n.t(key, values), `${locale} ${key}`).toBe(reference.t(key, { ...values, lng: locale }));
      }
    }
  });

  test('an instance’s overrides stay its own', () => {
    const partner = createI18n({ locale: 'es', document: null });
    partner.addTranslations('es', { pricing: { loading: 'Cargando planes…' } } as PartialCatalogue);
    expect(partner.t('pricing.loading')).toBe('Cargando planes…');
    expect(createI18n({ locale: 'es', document: null }).t('pricing.loading')).toBe(
      i18nextFor('es').t('pricing.loading', { lng: 'es' }),
    );
  });
});
