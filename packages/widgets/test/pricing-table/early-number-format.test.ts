import { formatCOP } from '@facturo/sdk/co';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { earlyCount, earlyPesos } from '../../src/pricing-table/early-number-format';
import { formatCount } from '../../src/runtime/core/i18n/format-number';

const LOCALES = ['es', 'es-CO', 'en', 'en-US', 'fr', 'ar'];
// Small and large, both signs (a price is never negative; the formatters agree anyway).
const wholeNumbers = fc.oneof(fc.integer({ min: -1_000_000, max: 1_000_000_000 }), fc.maxSafeInteger());

describe('earlyPesos', () => {
  test.each([
    [0, 'es', '$\u00a00'],
    [5, 'es', '$\u00a05'],
    [999, 'es', '$\u00a0999'],
    [1000, 'es', '$\u00a01.000'],
    [15000, 'es', '$\u00a015.000'],
    [1234567, 'es-CO', '$\u00a01.234.567'],
    [-5300, 'es', '-$\u00a05.300'],
    [15000, 'en', 'COP\u00a015,000'],
    [100000, 'en', 'COP\u00a0100,000'],
    [-1000, 'en', '-COP\u00a01,000'],
  ])('%i in %s is %s', (amount, locale, expected) => {
    expect(earlyPesos(amount, locale)).toBe(expected);
  });

  test('prints every whole-peso amount as formatCOP does, in every locale', () => {
    fc.assert(
      fc.property(wholeNumbers, fc.constantFrom(...LOCALES), (amount, locale) => {
        expect(earlyPesos(amount, locale)).toBe(formatCOP(amount, locale));
      }),
      { numRuns: 2000 },
    );
  });

  test('prints -0 as 0, as formatCOP does', () => {
    expect(earlyPesos(-0, 'es')).toBe(formatCOP(-0, 'es'));
  });
});

describe('earlyCount', () => {
  test.each([
    [0, 'es', '0'],
    [100, 'es', '100'],
    [2400, 'es', '2.400'],
    [1200000, 'es', '1.200.000'],
    [2400, 'en', '2,400'],
    [-2400, 'en', '-2,400'],
  ])('%i in %s is %s', (value, locale, expected) => {
    expect(earlyCount(value, locale)).toBe(expected);
  });

  test('prints every whole number as formatCount does, in every locale', () => {
    fc.assert(
      fc.property(wholeNumbers, fc.constantFrom(...LOCALES), (value, locale) => {
        expect(earlyCount(value, locale)).toBe(formatCount(value, locale));
      }),
      { numRuns: 2000 },
    );
  });
});
