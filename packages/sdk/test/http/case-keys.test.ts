import fc from 'fast-check';
import humps from 'humps';
import { describe, expect, test } from 'vitest';
import {
  camelize,
  camelizeKeys,
  clearKeyCaches,
  decamelize,
  decamelizeKeys,
  KEY_CACHE_CAPACITY,
  keyCacheSizes,
} from '../../src/http/case-keys/case-keys';

describe('key names', () => {
  test.each([
    ['first_name', 'firstName'],
    ['user_ability_rules', 'userAbilityRules'],
    ['already', 'already'],
    ['Capital_start', 'capitalStart'],
    ['kebab-case-key', 'kebabCaseKey'],
    ['double__underscore', 'doubleUnderscore'],
    ['trailing_', 'trailing'],
    ['_leading', 'leading'],
    ['with space', 'withSpace'],
    ['iva_19', 'iva19'],
    ['123', '123'],
    ['', ''],
    ['ñandú_año', 'ñandúAño'],
  ])('camelize(%j) → %j, like humps', (input, expected) => {
    expect(camelize(input)).toBe(expected);
    expect(camelize(input)).toBe(humps.camelize(input));
  });

  test.each([
    ['firstName', 'first_name'],
    ['userAbilityRules', 'user_ability_rules'],
    ['already_snake', 'already_snake'],
    ['HTMLParser', 'h_t_m_l_parser'],
    ['iva19', 'iva19'],
    ['pageSize', 'page_size'],
    ['', ''],
  ])('decamelize(%j) → %j, like humps', (input, expected) => {
    expect(decamelize(input)).toBe(expected);
    expect(decamelize(input)).toBe(humps.decamelize(input));
  });
});

describe('deep conversion', () => {
  test('converts nested objects and arrays', () => {
    expect(
      camelizeKeys({
        invoice_list: [{ invoice_id: 1, concept_lines: [{ unit_price: 15000 }] }],
        page_size: 20,
        meta: null,
      }),
    ).toEqual({
      invoiceList: [{ invoiceId: 1, conceptLines: [{ unitPrice: 15000 }] }],
      pageSize: 20,
      meta: null,
    });
  });

  test('leaves special objects untouched (same reference)', () => {
    const date = new Date('2026-11-22T00:00:00Z');
    const blob = new Blob(['x']);
    const file = new File(['x'], 'rut.pdf');
    const form = new FormData();
    const params = new URLSearchParams('a_b=1');
    const buffer = new ArrayBuffer(4);
    const view = new Uint8Array(buffer);
    const converted = decamelizeKeys({
      createdAt: date,
      rutFile: file,
      rawBlob: blob,
      form,
      params,
      buffer,
      view,
    });
    expect(converted.created_at).toBe(date);
    expect(converted.rut_file).toBe(file);
    expect(converted.raw_blob).toBe(blob);
    expect(converted.form).toBe(form);
    expect(converted.params).toBe(params);
    expect(converted.buffer).toBe(buffer);
    expect(converted.view).toBe(view);
  });

  test('passes primitives through', () => {
    for (const value of [null, undefined, 0, 'text', true, 10n]) expect(camelizeKeys(value)).toBe(value);
  });

  test('does not mutate the input', () => {
    const input = { first_name: 'Ana', items: [{ plan_id: 1 }] };
    const copy = structuredClone(input);
    camelizeKeys(input);
    expect(input).toEqual(copy);
  });

  test('a "__proto__" key stays data and never changes the prototype', () => {
    const parsed = JSON.parse('{"__proto__": {"polluted": true}, "aB": 1}');
    const converted = decamelizeKeys(parsed) as Record<string, unknown>;
    expect(Object.getPrototypeOf(converted)).toBe(Object.prototype);
    expect(Object.keys(converted)).toEqual(['__proto__', 'a_b']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

const jsonKey = fc.stringMatching(/^[a-z][a-zA-Z0-9_]{0,12}$/).filter((key) => key !== '__proto__');
const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.string(),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(jsonKey, tie('value'), { maxKeys: 5 }),
  ),
})).value;

describe('properties', () => {
  test('output is identical to humps for any JSON', () => {
    fc.assert(
      fc.property(json, (value) => {
        expect(camelizeKeys(value)).toEqual(humps.camelizeKeys(value as object));
        expect(decamelizeKeys(value)).toEqual(humps.decamelizeKeys(value as object));
      }),
    );
  });

  test('snake_case JSON survives a round trip', () => {
    const snakeKey = fc.stringMatching(/^[a-z]{1,6}(_[a-z]{1,6}){0,3}$/);
    const snakeJson = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.integer(),
        fc.string(),
        fc.array(tie('value'), { maxLength: 3 }),
        fc.dictionary(snakeKey, tie('value'), { maxKeys: 4 }),
      ),
    })).value;
    fc.assert(
      fc.property(snakeJson, (value) => {
        expect(decamelizeKeys(camelizeKeys(value))).toEqual(value);
      }),
    );
  });
});

describe('key cache', () => {
  test('is bounded at 100,000 entries', () => {
    clearKeyCaches();
    for (let index = 0; index < KEY_CACHE_CAPACITY + 500; index++) camelize(`key_${index}`);
    expect(keyCacheSizes().camel).toBe(KEY_CACHE_CAPACITY);
    // The newest conversions are still correct after eviction.
    expect(camelize(`key_${KEY_CACHE_CAPACITY + 499}`)).toBe(`key${KEY_CACHE_CAPACITY + 499}`);
    clearKeyCaches();
    expect(keyCacheSizes()).toEqual({ camel: 0, snake: 0 });
  });
});
