import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { nitCheckDigit } from '../../src/co/nit';
import { createI18n } from '../../src/i18n/create-i18n';
import { taxpayerSchema } from '../../src/schemas/taxpayer.schema';
import { validate } from '../../src/validation/translate-issues';
import { taxpayerCases as cases, company, person } from './taxpayer.test-cases';

const es = createI18n({ locale: 'es', document: null }).t;
const en = createI18n({ locale: 'en', document: null }).t;

describe('taxpayerSchema', () => {
  test('a company: NIT cleaned, tax scheme and responsibilities defaulted', () => {
    expect(z.parse(taxpayerSchema, company)).toEqual({
      ...company,
      documentNumber: '900123456',
      fiscalResponsibilities: ['R-99-PN'],
      taxScheme: '01',
    });
  });

  test('a person: blank optional names dropped, no tax scheme → ZZ', () => {
    const { secondSurname: _blank, ...rest } = person;
    expect(z.parse(taxpayerSchema, person)).toEqual({
      ...rest,
      fiscalResponsibilities: ['R-99-PN'],
      taxScheme: 'ZZ',
    });
  });

  test('a natural person with a NIT, a commercial name and several responsibilities', () => {
    const parsed = z.parse(taxpayerSchema, {
      ...person,
      documentType: '31',
      documentNumber: '1020304050',
      verificationDigit: String(nitCheckDigit('1020304050')),
      commercialName: 'Tienda María',
      ivaResponsible: true,
      taxScheme: 'ZA',
      fiscalResponsibilities: ['O-47', 'O-15', 'O-47'],
    });
    expect(parsed).toMatchObject({
      commercialName: 'Tienda María',
      taxScheme: 'ZA',
      fiscalResponsibilities: ['O-47', 'O-15'],
    });
  });

  test('a foreign company with a foreign tax ID; passports are upper-cased', () => {
    const foreign = {
      ...company,
      documentType: '50',
      documentNumber: '12-3456789',
      verificationDigit: undefined,
    };
    expect(z.parse(taxpayerSchema, foreign).documentNumber).toBe('12-3456789');
    const passport = { ...person, documentType: '41', documentNumber: 'ab123456' };
    expect(z.parse(taxpayerSchema, passport).documentNumber).toBe('AB123456');
  });

  test('any NIT body with its computed verification digit is accepted', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{2,14}$/), (body) => {
        const result = z.safeParse(taxpayerSchema, {
          ...company,
          documentNumber: body,
          verificationDigit: String(nitCheckDigit(body)),
        });
        expect(result.success).toBe(true);
      }),
    );
  });

  test.each(cases)('rejects $name (es)', ({ input, es: expected }) => {
    expect(validate(taxpayerSchema, input, es)).toEqual({ success: false, fieldErrors: expected });
  });

  test.each(cases)('rejects $name (en)', ({ input, en: expected }) => {
    expect(validate(taxpayerSchema, input, en)).toEqual({ success: false, fieldErrors: expected });
  });
});
