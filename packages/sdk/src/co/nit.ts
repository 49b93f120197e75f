/**
 * NIT (Número de Identificación Tributaria, Colombia's tax ID) and its check digit (dígito de
 * verificación, DV), as DIAN computes it (Orden Administrativa DIAN 4 de 1989).
 * @module
 */

// Prime weights applied to the body's digits from right to left.
const WEIGHTS = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71] as const;

/** Longest NIT body the algorithm defines (one weight per digit). */
export const NIT_MAX_DIGITS = WEIGHTS.length;

// People write NITs as 800.197.268 or 800 197 268; those separators carry no meaning. A hyphen does:
// it introduces the DV, so it never belongs in a body.
const BODY_SEPARATORS = /[.\s]/g;

function nitDigits(body: string): string {
  if (body.includes('-')) {
    throw new RangeError(
      `A NIT body has no hyphen, got "${body}": pass the body without its verification digit ` +
        `(for "800197268-4", pass "800197268"), or check a whole NIT with isValidNit.`,
    );
  }
  const digits = body.replace(BODY_SEPARATORS, '');
  if (!/^\d+$/.test(digits) || digits.length > NIT_MAX_DIGITS) {
    throw new RangeError(
      `A NIT body is 1 to ${NIT_MAX_DIGITS} digits (dots and spaces are ignored), got "${body}". ` +
        'Pass the NIT without its verification digit.',
    );
  }
  return digits;
}

/**
 * The verification digit (DV) of a NIT body: each digit, right to left, times the primes 3, 7, 13, …,
 * 71; `r = sum mod 11`; DV is `r` when `r` is 0 or 1, otherwise `11 − r`.
 * Dots and spaces in `body` are ignored. A hyphen (a DV written after the body), any other character,
 * an empty body or more than 15 digits throws a `RangeError` saying so.
 * @example nitCheckDigit('800197268') // 4 (DIAN)
 * @example nitCheckDigit('800.191.045') // 1
 * @example nitCheckDigit('800197268-4') // throws: pass the body without its DV
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
 * body before it. Accepts `800197268-4`, `800.197.268-4` and `8001972684`; a hyphen is allowed only
 * before the DV, and an all-zero body is never a NIT. Never throws (anything malformed is `false`).
 * @example isValidNit('800197268-4') // true (DIAN)
 * @example isValidNit('412615331') // false (the DV of 41261533 is 2)
 */
export function isValidNit(nitWithDv: string): boolean {
  // The last character is the DV, optionally after a hyphen; the rest is a body of digits, dots, spaces.
  const written = nitWithDv.trim();
  const dv = written.slice(-1);
  let rest = written.slice(0, -1).trimEnd();
  if (rest.endsWith('-')) rest = rest.slice(0, -1);
  if (!/^\d$/.test(dv) || !/^[\d.\s]+$/.test(rest)) return false;
  const body = rest.replace(BODY_SEPARATORS, '');
  if (!/^\d{1,15}$/.test(body) || /^0+$/.test(body)) return false;
  return nitCheckDigit(body) === Number(dv);
}

/**
 * A NIT body written the Colombian way, thousands grouped with dots and the DV after a hyphen.
 * Dots and spaces in `body` are ignored; an invalid body (including one with a hyphen) throws like
 * {@link nitCheckDigit}.
 * @example formatNit('800197268') // '800.197.268-4'
 * @example formatNit('900123456') // '900.123.456-8'
 */
export function formatNit(body: string): string {
  const digits = nitDigits(body);
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${grouped}-${nitCheckDigit(digits)}`;
}
