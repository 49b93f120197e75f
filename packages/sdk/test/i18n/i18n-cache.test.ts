import { describe, expect, test } from 'vitest';
import { loadCatalogue } from '../../src/i18n/catalogue-loader';
import { createLoadedI18nFor } from '../../src/i18n/i18n';

// Its own file: the download cache is per module instance, and other files fill it.
describe('starting synchronously from downloaded texts', () => {
  test('createLoadedI18nFor answers only once the namespaces are in memory', async () => {
    expect(createLoadedI18nFor(['checkout'], { locale: 'en', document: null })).toBeUndefined();
    await loadCatalogue('en', ['checkout']);
    const i18n = createLoadedI18nFor(['checkout'], { locale: 'en', document: null });
    expect(i18n?.locale).toBe('en');
    expect(i18n?.isLoaded()).toBe(true);
  });

  test('a partial locale also needs its English fallback in memory', async () => {
    await loadCatalogue('fr', ['nav']);
    expect(createLoadedI18nFor(['nav'], { locale: 'fr', document: null })).toBeUndefined();
    await loadCatalogue('en', ['nav']);
    expect(createLoadedI18nFor(['nav'], { locale: 'fr', document: null })?.t('nav.invoices')).toBe(
      'Factures',
    );
  });
});
