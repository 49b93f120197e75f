/**
 * NIT (Número de Identificación Tributaria, Colombia's tax ID) and its check digit (dígito de
 * verificación, DV), as DIAN computes it (Orden Administrativa DIAN 4 de 1989).
 * @module
 */

// Prime weights applied to the body's digits from right to left.
const WEIGHTS = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71] as const;

/** Longest NIT body the algorithm defines (one weight per digit). */
export const NIT_MAX_DIGITS = WEIGHTS.length;

// People write NITs as 900.123.456 or 900 123 456; those separators carry no meaning.
const SEPARATORS = /[.\s-]/g;

function nitDigits(body: string): string {
  const digits = body.replace(SEPARATORS, '');
  if (!/^\d+$/.test(digits) || digits.length > NIT_MAX_DIGITS) {
    throw new RangeError(
      `A NIT body is 1 to ${NIT_MAX_DIGITS} digits (dots, spaces and hyphens are ignored), got "${body}". ` +
        'Pass the NIT without its verification digit.',
    );
  }
  return digits;
}

/**
 * The verification digit (DV) of a NIT body: each digit, right to left, times the primes 3, 7, 13, …,
 * 71; `r = sum mod 11`; DV is `r` when `r` is 0 or 1, otherwise `11 − r`.
 * Dots, spaces and hyphens in `body` are ignored; anything else, an empty body or more than 15 digits
 * throws a `RangeError` saying so.
 * @example nitCheckDigit('800197268') // 4 (DIAN)
 * @example nitCheckDigit('800.191.045') // 1
 */
export function nitCheckDigit(body: string): number {
  const digits = nitDigits(body);
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    sum += Number(digits[digits.length - 1 - index]) * (WEIGHTS[index] as number);
  }
  const remainder = sum % 11;
  return remainder <= 1 ? remainder : 11 - remainder;
}

/**
 * Whether a NIT written with its verification digit is valid: the last digit must be the DV of the
 * rest. Accepts `900123456-7`, `900.123.456-7` and `9001234567`; never throws (anything malformed is
 * simply `false`).
 * @example isValidNit('800197268-4') // true
 * @example isValidNit('412615331') // false (the DV of 41261533 is 2)
 */
export function isValidNit(nitWithDv: string): boolean {
  const digits = nitWithDv.replace(SEPARATORS, '');
  if (!/^\d{2,16}$/.test(digits)) return false;
  return nitCheckDigit(digits.slice(0, -1)) === Number(digits.slice(-1));
}

/**
 * A NIT body written the Colombian way, thousands grouped with dots and the DV after a hyphen.
 * Separators in `body` are ignored; an invalid body throws like {@link nitCheckDigit}.
 * @example formatNit('900123456') // '900.123.456-7'
 */
export function formatNit(body: string): string {
  const digits = nitDigits(body);
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${grouped}-${nitCheckDigit(digits)}`;
}
