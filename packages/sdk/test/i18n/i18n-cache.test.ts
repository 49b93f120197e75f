import { beforeEach, describe, expect, test, vi } from 'vitest';

// The download cache is per module instance, and other files sharing this worker fill it: each test
// starts from fresh modules, so from an empty cache.
beforeEach(() => {
  vi.resetModules();
});

async function freshI18n() {
  const [{ loadCatalogue }, { createLoadedI18nFor }] = await Promise.all([
    import('../../src/i18n/catalogue-loader'),
    import('../../src/i18n/i18n'),
  ]);
  return { loadCatalogue, createLoadedI18nFor };
}

describe('starting synchronously from downloaded texts', () => {
  test('createLoadedI18nFor answers only once the namespaces are in memory', async () => {
    const { loadCatalogue, createLoadedI18nFor } = await freshI18n();
    expect(createLoadedI18nFor(['checkout'], { locale: 'en', document: null })).toBeUndefined();
    await loadCatalogue('en', ['checkout']);
    const i18n = createLoadedI18nFor(['checkout'], { locale: 'en', document: null });
    expect(i18n?.locale).toBe('en');
    expect(i18n?.isLoaded()).toBe(true);
  });

  test('a partial locale also needs its English fallback in memory', async () => {
    const { loadCatalogue, createLoadedI18nFor } = await freshI18n();
    await loadCatalogue('fr', ['nav']);
    expect(createLoadedI18nFor(['nav'], { locale: 'fr', document: null })).toBeUndefined();
    await loadCatalogue('en', ['nav']);
    expect(createLoadedI18nFor(['nav'], { locale: 'fr', document: null })?.t('nav.invoices')).toBe(
      'Factures',
    );
  });
});
