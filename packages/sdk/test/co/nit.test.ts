import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { formatNit, isValidNit, NIT_MAX_DIGITS, nitCheckDigit } from '../../src/co/nit';

// Public pairs (colombia.md): DIAN, Bancolombia, Ecopetrol, Banco de la República, and the r = 10 case.
const vectors = [
  { body: '800197268', dv: 4 },
  { body: '890903938', dv: 8 },
  { body: '899999068', dv: 1 },
  { body: '860005216', dv: 7 },
  { body: '800191045', dv: 1 },
  { body: '41261533', dv: 2 },
  // Σ = 586, 586 mod 11 = 3, DV = 11 − 3 = 8 (the example "-7" is a typo).
  { body: '900123456', dv: 8 },
  { body: '1', dv: 8 },
  { body: '0', dv: 0 },
];

describe('nitCheckDigit', () => {
  test.each(vectors)('DV of $body is $dv', ({ body, dv }) => {
    expect(nitCheckDigit(body)).toBe(dv);
  });

  test.each(['800.197.268', '800 197 268', ' 800.197 268 '])('ignores dots and spaces in %j', (body) => {
    expect(nitCheckDigit(body)).toBe(4);
  });

  // A hyphen introduces the DV: a body holding one is a NIT written whole, never a longer body.
  test.each(['800197268-4', '800.197.268-4', '800-197-268', '-800197268'])(
    'rejects the hyphen in %j and says to pass the body without its DV',
    (body) => {
      expect(() => nitCheckDigit(body)).toThrow(RangeError);
      expect(() => nitCheckDigit(body)).toThrow(/without its verification digit/);
      expect(() => formatNit(body)).toThrow(/without its verification digit/);
    },
  );

  test.each(['', '  ', 'ABC', '80019726X', '1234567890123456', '12,3'])(
    'rejects %j with a clear error',
    (body) => {
      expect(() => nitCheckDigit(body)).toThrow(/1 to 15 digits/);
    },
  );

  test('accepts the longest body, 15 digits', () => {
    expect(nitCheckDigit('9'.repeat(NIT_MAX_DIGITS))).toBeGreaterThanOrEqual(0);
  });

  test('the DV of any 1–15 digit body makes a valid NIT, and any other digit does not', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{1,15}$/).filter((body) => /[1-9]/.test(body)),
        fc.integer({ min: 1, max: 9 }),
        (body, shift) => {
          const dv = nitCheckDigit(body);
          expect(dv).toBeGreaterThanOrEqual(0);
          expect(dv).toBeLessThanOrEqual(9);
          expect(isValidNit(`${body}-${dv}`)).toBe(true);
          expect(isValidNit(`${body}${(dv + shift) % 10}`)).toBe(false);
        },
      ),
    );
  });
});

describe('isValidNit', () => {
  test.each([
    { nit: '800197268-4', valid: true },
    { nit: '800.197.268-4', valid: true },
    { nit: '8001972684', valid: true },
    { nit: ' 800 197 268 - 4 ', valid: true },
    { nit: '900.123.456-8', valid: true },
    { nit: '900.123.456-7', valid: false },
    { nit: '800-197-268-4', valid: false },
    { nit: '800197268--4', valid: false },
    { nit: '-4', valid: false },
    { nit: '0-0', valid: false },
    { nit: '00', valid: false },
    { nit: '000.000.000-0', valid: false },
    { nit: '412615331', valid: false },
    { nit: '800197268-5', valid: false },
    { nit: '4', valid: false },
    { nit: '', valid: false },
    { nit: '800197268-X', valid: false },
    { nit: `${'1'.repeat(16)}0`, valid: false },
  ])('$nit → $valid', ({ nit, valid }) => {
    expect(isValidNit(nit)).toBe(valid);
  });
});

describe('formatNit', () => {
  test.each([
    { body: '900123456', formatted: '900.123.456-8' },
    { body: '800197268', formatted: '800.197.268-4' },
    { body: '800.191.045', formatted: '800.191.045-1' },
    { body: '12345', formatted: '12.345-8' },
    { body: '123', formatted: '123-8' },
  ])('$body → $formatted', ({ body, formatted }) => {
    expect(formatNit(body)).toBe(formatted);
    expect(isValidNit(formatted)).toBe(true);
  });

  test('rejects an invalid body', () => {
    expect(() => formatNit('90012345A')).toThrow(RangeError);
  });
});
