import { type Locale, SUPPORTED_LOCALES } from '@facturo/sdk/config';
import { type CatalogueNamespace, catalogues, createI18n } from '@facturo/sdk/i18n';
import { describe, expect, test } from 'vitest';
import { catalogueKeys } from '../../../sdk/test/support/catalogue-keys';
import { CatalogueTranslator } from '../../src/runtime/core/i18n/catalogue-translator';
import { translateWithOverrides } from '../../src/runtime/core/i18n/translate-with-overrides';

// Every namespace but the portal's pages, which no widget shows (their download comes in two parts,
// 'portal' and 'portalApp', that only the sdk's I18n joins; the sdk's tests cover them).
const { portal: _portalPages, ...WIDGET_CATALOGUE } = catalogues.es;
const NAMESPACES = Object.keys(WIDGET_CATALOGUE) as CatalogueNamespace[];

describe('the widgets’ catalogue translator', () => {
  test.each(SUPPORTED_LOCALES)('answers every key as the sdk’s translator does (%s)', async (locale) => {
    const sdk = createI18n({ locale: locale as Locale, document: null });
    const translator = new CatalogueTranslator({ namespaces: NAMESPACES, locale: locale as Locale });
    await translator.load();
    const keys = catalogueKeys(WIDGET_CATALOGUE);
    keys.set('pricing.noSuchKey', new Set());
    for (const [key, names] of keys) {
      for (const count of [undefined, 0, 1, 2, 21]) {
        const values = Object.fromEntries([...names].map((name) => [name, `«${name}»`]));
        if (count !== undefined) values.count = count as never;
        expect(translator.t(key, values), `${key} ${JSON.stringify(values)}`).toBe(sdk.t(key, values));
      }
      expect(translator.exists(key)).toBe(sdk.exists(key));
    }
  });

  test('a placeholder without a value stays as written; keys of other namespaces are not answered', async () => {
    const translator = new CatalogueTranslator({ namespaces: ['pricing'], locale: 'es' });
    await translator.load();
    const sdk = createI18n({ locale: 'es', document: null });
    expect(translator.t('pricing.documentsPerYear', { count: 2 })).toBe('{{documents}} documentos al año');
    expect(sdk.t('pricing.documentsPerYear', { count: 2 })).toBe('{{documents}} documentos al año');
    expect(translator.t('login.title')).toBe('login.title');
  });

  test('a widget’s overrides win, with their own plural forms and placeholders', async () => {
    const translator = new CatalogueTranslator({ namespaces: ['pricing'], locale: 'es' });
    await translator.load();
    const t = translateWithOverrides(translator, {
      es: {
        pricing: {
          loading: 'Un momento…',
          documentsPerYear_one: '{{documents}} factura',
          documentsPerYear_other: '{{documents}} facturas',
        },
      },
    });
    expect(t('pricing.loading')).toBe('Un momento…');
    expect(t('pricing.documentsPerYear', { count: 1, documents: '1' })).toBe('1 factura');
    expect(t('pricing.documentsPerYear', { count: 3, documents: '3' })).toBe('3 facturas');
    expect(t('pricing.plansLabel')).toBe(translator.t('pricing.plansLabel'));
  });
});
