// @vitest-environment jsdom
import { describe, expect, test } from 'vitest';
import { SUPPORTED_LOCALES } from '../../src/config/locales';
import { catalogues } from '../../src/i18n/catalogues';
import { en } from '../../src/i18n/catalogues/en';
import { es } from '../../src/i18n/catalogues/es';
import { createI18n } from '../../src/i18n/create-i18n';
import { textDirection } from '../../src/i18n/i18n';
import { API_KEY_SCOPES } from '../../src/schemas/index';

const keysOf = (catalogue: object, prefix = ''): string[] =>
  Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('catalogues', () => {
  test('es and en have exactly the same keys', () => {
    expect(keysOf(es).sort()).toEqual(keysOf(en).sort());
  });

  // The portal names each scope a key may carry with `portal.scope_<scope>` (a key built at run time,
  // which the catalogue's types cannot check): a scope without one shows its raw English name.
  test.each(API_KEY_SCOPES)('the API key scope %s has a name in the portal catalogue', (scope) => {
    const key = `scope_${scope.replace(/[:-]/g, '_')}`;
    expect(es.portal).toHaveProperty(key);
    expect(en.portal).toHaveProperty(key);
  });

  test('no text is empty in es or en', () => {
    for (const catalogue of [es, en]) {
      for (const key of keysOf(catalogue)) {
        const text = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);
        expect(typeof text === 'string' && text.trim().length > 0, key).toBe(true);
      }
    }
  });

  test('Spanish texts are not English copies', () => {
    const identical = keysOf(es).filter((key) => {
      const pick = (catalogue: object) =>
        key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);
      return pick(es) === pick(en);
    });
    // Words that are the same in both languages (CUFE and CUDE are DIAN's names, in any language;
    // "Webhooks" is what Spanish-speaking developers call them too; a plan-change option is only
    // placeholders joined by dots; NIT is the DIAN's name of a company's tax id; `hh:mm` is how both
    // write the pattern of a time).
    expect(identical.sort()).toEqual([
      'checkout.pseIdNIT',
      'common.no',
      'invoices.cude',
      'invoices.cufe',
      'nav.roles',
      'nav.webhooks',
      'portal.timeFieldPattern',
      'subscriptions.changePlanOption',
    ]);
  });

  test.each(['fr', 'ar'] as const)('%s covers every navigation label', (locale) => {
    expect(keysOf(catalogues[locale].nav ?? {}).sort()).toEqual(keysOf(en.nav).sort());
  });

  test('the specified error and success messages exist in es and en', () => {
    const i18nEs = createI18n({ locale: 'es', document: null });
    const i18nEn = createI18n({ locale: 'en', document: null });
    expect(i18nEs.t('errors.payment_error')).toBe(
      'Error al procesar el pago: verifica tu información de pago e inténtalo de nuevo.',
    );
    expect(i18nEs.t('errors.login_required')).toBe('Debes iniciar sesión para continuar con la compra.');
    expect(i18nEs.t('success.contact_soon')).toBe('Te contactaremos pronto.');
    expect(i18nEn.t('errors.login_required')).toBe('You must be logged in to proceed with the purchase.');
    expect(i18nEn.t('success.password_reset_requested')).toBe(
      'If the email exists, you will receive a reset link.',
    );
    for (const code of [
      'wrong_code',
      'code_expired',
      'code_used',
      'code_incorrect',
      'email_taken',
      'invalid_credentials',
      'unexpected_error',
      'something_went_wrong',
      'try_again_later',
    ]) {
      expect(i18nEs.exists(`errors.${code}`)).toBe(true);
      expect(i18nEn.exists(`errors.${code}`)).toBe(true);
    }
  });
});

describe('createI18n', () => {
  test('Spanish is the default locale', () => {
    const i18n = createI18n({ document: null });
    expect(i18n.locale).toBe('es');
    expect(i18n.t('nav.pricing')).toBe('Planes y precios');
  });

  test('interpolates values', () => {
    const i18n = createI18n({ locale: 'es', document: null });
    expect(i18n.t('validation.between', { min: 1, max: 28 })).toBe('Ingresa un número entre 1 y 28.');
  });

  test('fr and ar fall back to English outside navigation', () => {
    const i18n = createI18n({ locale: 'fr', document: null });
    expect(i18n.t('nav.invoices')).toBe('Factures');
    expect(i18n.t('errors.invalid_credentials')).toBe(en.errors.invalid_credentials);
    i18n.setLocale('ar');
    expect(i18n.t('nav.invoices')).toBe('الفواتير');
    expect(i18n.t('validation.required')).toBe(en.validation.required);
  });

  test.each(SUPPORTED_LOCALES.map((locale) => ({ locale, dir: locale === 'ar' ? 'rtl' : 'ltr' })))(
    '$locale is written $dir',
    ({ locale, dir }) => {
      expect(textDirection(locale)).toBe(dir);
    },
  );

  test('setLocale updates <html lang dir> and notifies subscribers', () => {
    const i18n = createI18n({ locale: 'es', document });
    expect(document.documentElement.lang).toBe('es');
    let calls = 0;
    const unsubscribe = i18n.subscribe(() => calls++);
    i18n.setLocale('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    i18n.setLocale('ar');
    i18n.setLocale('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(calls).toBe(2);
    unsubscribe();
    expect(i18n.listenerCount).toBe(0);
  });

  test('getSnapshot is the same object until the locale or the texts change', () => {
    const i18n = createI18n({ locale: 'es', document: null });
    const first = i18n.getSnapshot();
    expect(first).toEqual({ locale: 'es', dir: 'ltr' });
    expect(i18n.getSnapshot()).toBe(first);
    i18n.setLocale('es');
    expect(i18n.getSnapshot()).toBe(first);
    i18n.setLocale('ar');
    const arabic = i18n.getSnapshot();
    expect(arabic).toEqual({ locale: 'ar', dir: 'rtl' });
    expect(i18n.getSnapshot()).toBe(arabic);
    i18n.addTranslations('ar', { nav: { pricing: 'الأسعار' } });
    expect(i18n.getSnapshot()).not.toBe(arabic);
    expect(i18n.getSnapshot()).toEqual({ locale: 'ar', dir: 'rtl' });
  });

  test('document: null leaves the page alone', () => {
    document.documentElement.lang = 'de';
    createI18n({ locale: 'es', document: null }).setLocale('ar');
    expect(document.documentElement.lang).toBe('de');
  });

  test('overrides replace single texts and keep the rest', () => {
    const i18n = createI18n({
      locale: 'es',
      document: null,
      overrides: { es: { nav: { pricing: 'Tarifas' } } },
    });
    expect(i18n.t('nav.pricing')).toBe('Tarifas');
    expect(i18n.t('nav.invoices')).toBe('Facturas');
  });

  test("one instance's overrides never leak into another instance or the built-in catalogue", () => {
    const partner = createI18n({
      locale: 'es',
      document: null,
      overrides: { es: { nav: { pricing: 'Tarifas' } } },
    });
    const other = createI18n({ locale: 'es', document: null });
    partner.addTranslations('es', { nav: { invoices: 'Mis facturas' } });
    expect(partner.t('nav.pricing')).toBe('Tarifas');
    expect(partner.t('nav.invoices')).toBe('Mis facturas');
    expect(other.t('nav.pricing')).toBe('Planes y precios');
    expect(other.t('nav.invoices')).toBe('Facturas');
    expect(es.nav.pricing).toBe('Planes y precios');
  });

  test('rejects unsupported locales with a helpful message', () => {
    const i18n = createI18n({ document: null });
    // @ts-expect-error testing a runtime value outside the type
    expect(() => i18n.setLocale('pt')).toThrow('Use one of: es, en, fr, ar');
  });
});
