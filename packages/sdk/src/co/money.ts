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

/**
 * A number rounded to a whole one (halves away from zero) with its thousands always grouped: `2.400`,
 * `15.000` in Spanish (Colombian usage, four-digit numbers too), `2,400` in any other locale. What
 * `Intl.NumberFormat` prints with `useGrouping: 'always'` and no decimals (a property test holds the
 * two equal), but a value that rounds to zero prints `0`, never `-0`. Written by hand because a
 * page's first `Intl.NumberFormat` loads ICU's number data: about 50 ms of main thread in Chromium on
 * a fast machine, paid by the first price or quota the page shows.
 * @throws RangeError unless `value` is finite and under 10^21 in size
 * @example groupThousands(2400, 'es') // '2.400'
 * @example groupThousands(-2400.5, 'en') // '-2,401'
 */
export function groupThousands(value: number, locale: string): string {
  const whole = Math.round(Math.abs(value));
  // `String` writes 10^21 and above with an exponent.
  if (!(whole < 1e21)) {
    throw new RangeError(
      `groupThousands: the amount must be a finite number under 10^21 in size, got ${value}.`,
    );
  }
  const digits = String(whole).replace(/\B(?=(\d{3})+$)/g, isSpanishLocale(locale) ? '.' : ',');
  return value < 0 && whole > 0 ? `-${digits}` : digits;
}

/**
 * Formats pesos for display, without decimals: `$ 15.000` in Spanish (es-CO style, thousands always
 * grouped, even `$ 1.000`), `COP 15,000` in English (a bare `$` reads as US dollars to English readers).
 * Any locale starting with `es` uses the Spanish form, every other one the English form, as the
 * catalogues do. Fractions are rounded half-up, a negative amount that rounds to zero prints `$ 0`.
 * The space after `$` is a no-break space (U+00A0), so a price never wraps between symbol and number.
 * By hand, as `Intl` prints it (see {@link groupThousands}).
 * @throws RangeError unless `amount` is finite and under 10^21 in size
 * @example formatCOP(15000) // '$ 15.000'
 * @example formatCOP(15000, 'en') // 'COP 15,000'
 */
export function formatCOP(amount: number, locale = 'es'): string {
  const digits = groupThousands(Math.abs(amount), locale);
  const sign = amount < 0 && digits !== '0' ? '-' : '';
  return `${sign}${isSpanishLocale(locale) ? '$' : 'COP'}\u00a0${digits}`;
}
