/**
 * Colombian pesos: amounts are whole pesos (integers) everywhere in Facturo; this module formats them
 * and rounds the divisions that prices, IVA and proration need without floating-point drift.
 * @module
 */
import { isSpanishLocale } from './localized-text';

/**
 * `numerator ÷ denominator` rounded half-up to a whole number, computed exactly on integers
 * (`1.5 → 2`, `2.5 → 3`), so `15000 × 7 ÷ 30` gives the same peso in the browser preview and in the
 * API charge. Both arguments must be safe integers, the numerator zero or positive and the denominator
 * positive.
 * @example divideHalfUp(15_000 * 7, 30) // 3500
 * @example divideHalfUp(150_000 * 19, 100) // 28500
 */
export function divideHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || numerator < 0) {
    throw new RangeError(
      `divideHalfUp: the numerator must be a whole number ≥ 0, got ${numerator}. Multiply prices (whole pesos) before dividing.`,
    );
  }
  if (!Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(`divideHalfUp: the denominator must be a whole number > 0, got ${denominator}.`);
  }
  // Integer division keeps the remainder exact; half-up means "add one when the remainder is at least half".
  const quotient = Math.floor(numerator / denominator);
  const remainder = numerator - quotient * denominator;
  return remainder * 2 >= denominator ? quotient + 1 : quotient;
}

/**
 * Throws a clear error unless `amount` is a whole number of pesos ≥ 0 (what every price, fee and charge
 * in the catalogue is). `what` names the value in the message.
 */
export function assertPesos(amount: number, what: string): void {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`${what} must be a whole number of pesos ≥ 0 (COP has no cents), got ${amount}.`);
  }
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(tag: 'es-CO' | 'en-CO'): Intl.NumberFormat {
  let formatter = formatters.get(tag);
  if (!formatter) {
    formatter = new Intl.NumberFormat(tag, {
      style: 'currency',
      currency: 'COP',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
      // Spanish locales skip the separator in four-digit numbers ("5300"); Colombian prices always group.
      useGrouping: 'always',
    });
    formatters.set(tag, formatter);
  }
  return formatter;
}

/**
 * Formats pesos for display, without decimals: `$ 15.000` in Spanish (es-CO style, thousands always
 * grouped, even `$ 1.000`), `COP 15,000` in English (a bare `$` reads as US dollars to English readers).
 * Any locale starting with `es` uses the Spanish form, every other one the English form, as the
 * catalogues do. Fractions are rounded half-up. The space after `$` is the no-break space (U+00A0)
 * `Intl` produces, so a price never wraps between symbol and number.
 * @example formatCOP(15000) // '$ 15.000'
 * @example formatCOP(15000, 'en') // 'COP 15,000'
 */
export function formatCOP(amount: number, locale = 'es'): string {
  if (!Number.isFinite(amount)) {
    throw new RangeError(`formatCOP: the amount must be a finite number of pesos, got ${amount}.`);
  }
  const tag = isSpanishLocale(locale) ? 'es-CO' : 'en-CO';
  // `-0` (e.g. from `-1 * 0`) would print as "-$ 0".
  return formatterFor(tag).format(amount === 0 ? 0 : amount);
}
