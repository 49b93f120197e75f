import { describe, expect, test } from 'vitest';
import { CATALOGUE_NAMESPACES, loadCatalogue } from '../../src/i18n/catalogue-loader';
import { catalogues } from '../../src/i18n/catalogues';
import { en } from '../../src/i18n/catalogues/en';
import { es } from '../../src/i18n/catalogues/es';
import { createI18nFor } from '../../src/i18n/i18n';

describe('loading catalogues on demand', () => {
  test('every namespace of es and en can be loaded and equals the built-in catalogue', async () => {
    for (const locale of ['es', 'en'] as const) {
      expect(await loadCatalogue(locale, [...CATALOGUE_NAMESPACES, 'portalApp'])).toEqual(catalogues[locale]);
    }
  });

  test('`portal` brings the public website’s texts, `portalApp` the signed-in app’s under the same keys', async () => {
    const publicPart = (await loadCatalogue('es', ['portal'])).portal ?? {};
    const appPart = (await loadCatalogue('es', ['portalApp'])).portal ?? {};
    expect(publicPart).toHaveProperty('heroTitle', es.portal.heroTitle);
    expect(publicPart).toHaveProperty('notFoundTitle', es.portal.notFoundTitle);
    expect(publicPart).not.toHaveProperty('legalUpdateTitle');
    expect(appPart).toHaveProperty('legalUpdateTitle', es.portal.legalUpdateTitle);
    expect(appPart).not.toHaveProperty('heroTitle');
    expect({ ...publicPart, ...appPart }).toEqual(es.portal);
  });

  test('include adds namespaces to an instance, and a language change then loads them too', async () => {
    const i18n = await createI18nFor(['nav', 'portal'], { locale: 'es', document: null });
    expect(i18n.t('portal.legalUpdateTitle')).toBe('portal.legalUpdateTitle');
    let notified = 0;
    i18n.subscribe(() => {
      notified += 1;
    });
    await i18n.include(['portalApp', 'errors']);
    expect(notified).toBeGreaterThan(0);
    expect(i18n.t('portal.legalUpdateTitle')).toBe(es.portal.legalUpdateTitle);
    expect(i18n.t('portal.heroTitle')).toBe(es.portal.heroTitle);
    expect(i18n.t('errors.forbidden')).toBe(es.errors.forbidden);
    await i18n.changeLocale('en');
    expect(i18n.t('portal.legalUpdateTitle')).toBe(en.portal.legalUpdateTitle);
    expect(i18n.t('errors.forbidden')).toBe(en.errors.forbidden);
  });

  test('fr and ar load their navigation only', async () => {
    expect(Object.keys(await loadCatalogue('fr', CATALOGUE_NAMESPACES))).toEqual(['nav']);
    expect(Object.keys(await loadCatalogue('ar', ['errors']))).toEqual([]);
  });

  test('an instance holds only the namespaces it asked for', async () => {
    const i18n = await createI18nFor(['common', 'errors'], { locale: 'es', document: null });
    expect(i18n.t('errors.invalid_credentials')).toBe('El correo o la contraseña no son correctos.');
    expect(i18n.t('nav.pricing')).toBe('nav.pricing');
  });

  test('changeLocale loads the new locale (and English for partial ones) before switching', async () => {
    const i18n = await createI18nFor(['nav', 'errors'], { locale: 'es', document: null });
    let seen = '';
    i18n.subscribe(() => {
      seen = i18n.t('nav.invoices');
    });
    await i18n.changeLocale('fr');
    expect(i18n.locale).toBe('fr');
    expect(seen).toBe('Factures');
    expect(i18n.t('errors.forbidden')).toBe(catalogues.en.errors?.forbidden);
  });

  test('overrides added before the texts arrive stay on top', async () => {
    const i18n = await createI18nFor(['nav'], {
      locale: 'es',
      document: null,
      overrides: { es: { nav: { pricing: 'Tarifas' } } },
    });
    expect(i18n.t('nav.pricing')).toBe('Tarifas');
    expect(i18n.t('nav.invoices')).toBe('Facturas');
  });
});
