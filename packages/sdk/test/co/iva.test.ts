import { describe, expect, test } from 'vitest';
import { IVA_TREATMENTS, ivaAmount, ivaBreakdown, ivaLabelKey, ivaRatePercent } from '../../src/co/iva';
import { localizedText } from '../../src/co/localized-text';
import { createI18n } from '../../src/i18n/create-i18n';

describe('IVA', () => {
  test.each([
    { base: 150_000, treatment: 'iva_19', iva: 28_500 },
    { base: 15_000, treatment: 'iva_19', iva: 2_850 },
    // 19 % of 50 is 9.5 → 10 (half-up); of 49 is 9.31 → 9.
    { base: 50, treatment: 'iva_19', iva: 10 },
    { base: 49, treatment: 'iva_19', iva: 9 },
    { base: 0, treatment: 'iva_19', iva: 0 },
    { base: 150_000, treatment: 'excluded', iva: 0 },
  ] as const)('$treatment on $base → $iva', ({ base, treatment, iva }) => {
    expect(ivaAmount(base, treatment)).toBe(iva);
    expect(ivaBreakdown(base, treatment)).toEqual({
      base,
      ratePercent: ivaRatePercent(treatment),
      iva,
      total: base + iva,
    });
  });

  test('rates are 19 % and 0 %', () => {
    expect(IVA_TREATMENTS.map(ivaRatePercent)).toEqual([19, 0]);
  });

  test('rejects a price that is not whole pesos', () => {
    expect(() => ivaAmount(100.5, 'iva_19')).toThrow(/whole number of pesos/);
  });

  test.each([
    { treatment: 'iva_19', es: '+ IVA', en: '+ VAT (IVA)' },
    { treatment: 'excluded', es: 'IVA excluido', en: 'VAT (IVA) excluded' },
  ] as const)('the $treatment label reads "$es" / "$en"', ({ treatment, es, en }) => {
    expect(createI18n({ locale: 'es', document: null }).t(ivaLabelKey(treatment))).toBe(es);
    expect(createI18n({ locale: 'en', document: null }).t(ivaLabelKey(treatment))).toBe(en);
  });
});

describe('localizedText', () => {
  const text = { es: 'Cédula de ciudadanía', en: 'Citizenship card' };
  test.each([
    { locale: 'es', expected: text.es },
    { locale: 'es-CO', expected: text.es },
    { locale: 'ES', expected: text.es },
    { locale: 'en', expected: text.en },
    { locale: 'fr', expected: text.en },
    { locale: 'est', expected: text.en },
  ])('$locale → $expected', ({ locale, expected }) => {
    expect(localizedText(text, locale)).toBe(expected);
  });
});
