import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { COMMON_CIE10_CODES, isCie10Code, normalizeCie10, searchCommonCie10 } from '../../src/co/cie10';
import { DOCUMENT_TYPES } from '../../src/co/dian-codes';
import {
  HEALTH_DOCUMENT_TYPE_CODES,
  HEALTH_DOCUMENT_TYPES,
  HEALTH_REGIME_NAMES,
  HEALTH_REGIMES,
  isValidHealthDocumentNumber,
  PATIENT_SEXES,
  RIPS_SEX_CODES,
} from '../../src/co/health-codes';

describe('health identification types', () => {
  test('types DIAN also knows keep DIAN’s names and number rules', () => {
    for (const code of HEALTH_DOCUMENT_TYPE_CODES) {
      const info = HEALTH_DOCUMENT_TYPES[code];
      if (!info.dianCode) continue;
      const { name, format, minLength, maxLength } = DOCUMENT_TYPES[info.dianCode];
      expect(info).toEqual({ name, format, minLength, maxLength, dianCode: info.dianCode });
    }
  });

  test.each([
    { type: 'CC', dian: '13' },
    { type: 'TI', dian: '12' },
    { type: 'RC', dian: '11' },
    { type: 'CE', dian: '22' },
    { type: 'PA', dian: '41' },
    { type: 'PE', dian: '47' },
    { type: 'PT', dian: '48' },
    { type: 'DE', dian: '42' },
    { type: 'CN', dian: null },
    { type: 'AS', dian: null },
    { type: 'MS', dian: null },
    { type: 'CD', dian: null },
    { type: 'SC', dian: null },
  ] as const)('$type is DIAN $dian', ({ type, dian }) => {
    expect(HEALTH_DOCUMENT_TYPES[type].dianCode).toBe(dian);
  });

  test.each([
    { type: 'CC', number: '1017234567', valid: true },
    { type: 'CC', number: '12', valid: false },
    { type: 'CC', number: '10172345A', valid: false },
    { type: 'PA', number: 'AB-123456', valid: true },
    { type: 'PA', number: '-AB123', valid: false },
    { type: 'AS', number: '05001-0001', valid: true },
    { type: 'CN', number: 'x'.repeat(21), valid: false },
  ] as const)('$type $number → $valid', ({ type, number, valid }) => {
    expect(isValidHealthDocumentNumber(type, number)).toBe(valid);
  });

  test('every sex has its RIPS code and every regime its names', () => {
    expect(PATIENT_SEXES.map((sex) => RIPS_SEX_CODES[sex])).toEqual(['M', 'H', 'I']);
    for (const regime of HEALTH_REGIMES) expect(HEALTH_REGIME_NAMES[regime].es).not.toBe('');
  });
});

describe('CIE-10 codes', () => {
  test.each([
    { input: 'j06.9', code: 'J069', valid: true },
    { input: ' I10X ', code: 'I10X', valid: true },
    { input: 'I10', code: 'I10', valid: false },
    { input: 'J06.99', code: 'J0699', valid: false },
    { input: '106X', code: '106X', valid: false },
    { input: 'U071', code: 'U071', valid: true },
  ])('$input → $code ($valid)', ({ input, code, valid }) => {
    expect(normalizeCie10(input)).toBe(code);
    expect(isCie10Code(normalizeCie10(input))).toBe(valid);
  });

  test('normalizing is idempotent, and any letter + two digits + digit or X is well formed', () => {
    const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    const digit = fc.constantFrom(...'0123456789');
    fc.assert(
      fc.property(
        letter,
        digit,
        digit,
        fc.oneof(digit, fc.constant('X')),
        fc.boolean(),
        (l, d1, d2, d3, dotted) => {
          const typed = `${l.toLowerCase()}${d1}${d2}${dotted ? '.' : ''}${d3.toLowerCase()}`;
          const code = normalizeCie10(typed);
          expect(normalizeCie10(code)).toBe(code);
          expect(isCie10Code(code)).toBe(true);
        },
      ),
    );
  });

  test('the common list is well formed, unique and sorted', () => {
    const codes = COMMON_CIE10_CODES.map((item) => item.code);
    expect(codes.every(isCie10Code)).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual([...codes].sort());
  });

  test.each([
    { query: 'cefalea', codes: ['R51X'] },
    { query: 'migrana', codes: ['G439'] },
    { query: 'j0', codes: ['J00X', 'J029', 'J039', 'J069'] },
    { query: 'dolor abdominal', codes: ['R104'] },
    { query: 'headache', codes: ['R51X'] },
    { query: '   ', codes: [] },
  ])('searching "$query" finds $codes', ({ query, codes }) => {
    expect(searchCommonCie10(query).map((item) => item.code)).toEqual(codes);
  });
});
