import { isSpanishLocale } from '@facturo/sdk/co';

// The early paint formats its numbers without `Intl`: building a `NumberFormat` loads the locale's
// data, the costliest step of the first paint on a slow phone. Whole numbers only, as the cards show.
// Both functions give exactly what the React cards print (`formatCOP` and `formatCount`, which a
// property test holds them to).

// Thousands grouped from the right, always (Colombian prices group four-digit numbers too).
const grouped = (value: number, separator: string) =>
  String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, separator);

/**
 * Whole pesos as the sdk's `formatCOP` prints them: `$ 15.000` in Spanish, `COP 15,000` in English,
 * with a no-break space (U+00A0) after the symbol. `amount` must be a safe integer.
 * @example earlyPesos(15000, 'es') // '$ 15.000'
 */
export function earlyPesos(amount: number, locale: string): string {
  const sign = amount < 0 ? '-' : '';
  return isSpanishLocale(locale)
    ? `${sign}$\u00a0${grouped(amount, '.')}`
    : `${sign}COP\u00a0${grouped(amount, ',')}`;
}

/**
 * A whole number as the widgets' `formatCount` prints it: `2.400` in Spanish, `2,400` in English.
 * `value` must be a safe integer.
 */
export function earlyCount(value: number, locale: string): string {
  return `${value < 0 ? '-' : ''}${grouped(value, isSpanishLocale(locale) ? '.' : ',')}`;
}
