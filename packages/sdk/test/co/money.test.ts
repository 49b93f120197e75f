import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { assertPesos, divideHalfUp, formatCOP, groupThousands } from '../../src/co/money';

// Intl puts a no-break space after "$"; browsers' ICU versions differ in which space they use.
const normalise = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatCOP', () => {
  test.each([
    { amount: 15_000, locale: 'es', text: '$ 15.000' },
    { amount: 1_000, locale: 'es', text: '$ 1.000' },
    { amount: 5_300, locale: 'es-CO', text: '$ 5.300' },
    { amount: 999, locale: 'es', text: '$ 999' },
    { amount: 0, locale: 'es', text: '$ 0' },
    { amount: -0, locale: 'es', text: '$ 0' },
    { amount: 1_234_567, locale: 'es', text: '$ 1.234.567' },
    { amount: 1_234_567.5, locale: 'es', text: '$ 1.234.568' },
    { amount: -15_000, locale: 'es', text: '-$ 15.000' },
    { amount: 15_000, locale: 'en', text: 'COP 15,000' },
    { amount: 1_000, locale: 'fr', text: 'COP 1,000' },
  ])('$amount in $locale → $text', ({ amount, locale, text }) => {
    expect(normalise(formatCOP(amount, locale))).toBe(text);
  });

  test('defaults to Spanish and keeps symbol and number together', () => {
    expect(formatCOP(15_000)).toBe('$\u00a015.000');
  });

  test.each([Number.NaN, Number.POSITIVE_INFINITY])('rejects %s', (amount) => {
    expect(() => formatCOP(amount)).toThrow(/finite/);
  });
});

// What Intl prints: the hand-written formatters must print exactly this for every whole number.
const intlPesos = (amount: number, locale: string) =>
  new Intl.NumberFormat(locale.startsWith('es') ? 'es-CO' : 'en-CO', {
    style: 'currency',
    currency: 'COP',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
    useGrouping: 'always',
  }).format(amount);
const intlGrouped = (value: number, locale: string) =>
  new Intl.NumberFormat(locale.startsWith('es') ? 'es-CO' : 'en-US', {
    maximumFractionDigits: 0,
    useGrouping: 'always',
  }).format(value);
const LOCALES = ['es', 'es-CO', 'en', 'en-US', 'fr', 'ar'];

describe('pesos and counts without Intl', () => {
  test.each([
    [0, 'es', '$\u00a00', '0'],
    [5, 'es', '$\u00a05', '5'],
    [999, 'es', '$\u00a0999', '999'],
    [1000, 'es', '$\u00a01.000', '1.000'],
    [15000, 'es', '$\u00a015.000', '15.000'],
    [1234567, 'es-CO', '$\u00a01.234.567', '1.234.567'],
    [-5300, 'es', '-$\u00a05.300', '-5.300'],
    [15000, 'en', 'COP\u00a015,000', '15,000'],
    [100000, 'en', 'COP\u00a0100,000', '100,000'],
    [-1000, 'en', '-COP\u00a01,000', '-1,000'],
    [2400.5, 'es', '$\u00a02.401', '2.401'],
    [-2400.5, 'en', '-COP\u00a02,401', '-2,401'],
    [1234.4, 'en', 'COP\u00a01,234', '1,234'],
    // Intl keeps the sign of a negative that rounds to zero ("-$ 0"); a price never shows it.
    [-0, 'es', '$\u00a00', '0'],
    [-0.4, 'en', 'COP\u00a00', '0'],
  ])('%d in %s: %s, %s', (value, locale, pesos, grouped) => {
    expect(formatCOP(value, locale)).toBe(pesos);
    expect(groupThousands(value, locale)).toBe(grouped);
  });

  test('print every number exactly as Intl does, in every locale', () => {
    const numbers = fc
      .oneof(
        fc.integer({ min: -1_000_000, max: 1_000_000_000 }),
        fc.maxSafeInteger(),
        fc.double({ min: -1e12, max: 1e20, noNaN: true }),
      )
      // Intl prints "-0" for a negative that rounds to zero, where these print "0" (table above).
      .filter((value) => !(value <= 0 && Math.round(Math.abs(value)) === 0));
    fc.assert(
      fc.property(numbers, fc.constantFrom(...LOCALES), (value, locale) => {
        expect(formatCOP(value, locale)).toBe(intlPesos(value, locale));
        expect(groupThousands(value, locale)).toBe(intlGrouped(value, locale));
      }),
      { numRuns: 3000 },
    );
  });

  test.each([Number.NaN, Number.POSITIVE_INFINITY, -1e21])('rejects %d', (value) => {
    expect(() => groupThousands(value, 'es')).toThrow(RangeError);
    expect(() => formatCOP(value)).toThrow(/finite/);
  });
});

describe('divideHalfUp', () => {
  test.each([
    { numerator: 105_000, denominator: 30, result: 3_500 },
    { numerator: 3, denominator: 2, result: 2 },
    { numerator: 5, denominator: 2, result: 3 },
    { numerator: 7, denominator: 3, result: 2 },
    { numerator: 8, denominator: 3, result: 3 },
    { numerator: 0, denominator: 360, result: 0 },
    { numerator: 2_850_000, denominator: 100, result: 28_500 },
  ])('$numerator ÷ $denominator → $result', ({ numerator, denominator, result }) => {
    expect(divideHalfUp(numerator, denominator)).toBe(result);
  });

  test.each([
    { numerator: -1, denominator: 2 },
    { numerator: 1.5, denominator: 2 },
    { numerator: 1, denominator: 0 },
    { numerator: 1, denominator: -3 },
  ])('rejects $numerator ÷ $denominator', ({ numerator, denominator }) => {
    expect(() => divideHalfUp(numerator, denominator)).toThrow(RangeError);
  });

  test('is within half a peso of the exact quotient, ties going up', () => {
    fc.assert(
      fc.property(fc.nat({ max: 2 ** 40 }), fc.integer({ min: 1, max: 10_000 }), (numerator, denominator) => {
        const result = divideHalfUp(numerator, denominator);
        const twiceError = 2 * (result * denominator - numerator);
        expect(twiceError).toBeGreaterThan(-denominator);
        expect(twiceError).toBeLessThanOrEqual(denominator);
      }),
    );
  });
});

describe('assertPesos', () => {
  test.each([0, 15_000])('accepts %s', (amount) => {
    expect(() => assertPesos(amount, 'price')).not.toThrow();
  });

  test.each([-1, 0.5, Number.NaN])('rejects %s, naming the value', (amount) => {
    expect(() => assertPesos(amount, 'The price')).toThrow(/^The price must be a whole number of pesos/);
  });
});
