import fc from 'fast-check';
import { describe, expect, test, vi } from 'vitest';
import { createI18n } from '../../src/i18n/create-i18n';
import { birthdate, updateMeRequestSchema, userProfileSchema } from '../../src/schemas/me.schema';
import { phone } from '../../src/schemas/organization.schema';
import { validate } from '../../src/validation/translate-issues';

const es = createI18n({ locale: 'es', document: null }).t;
const en = createI18n({ locale: 'en', document: null }).t;

const natural = {
  firstName: 'Camila',
  firstSurname: 'Ospina',
  taxpayerType: '2',
  documentType: '13',
  documentNumber: '1020304050',
  ivaResponsible: false,
  electronicBiller: false,
};

const cases = [
  {
    name: 'a NIT without its verification digit',
    input: { ...natural, documentType: '31', documentNumber: '900123456' },
    en: { verificationDigit: ['This field is required.'] },
  },
  {
    name: 'a persona jurídica without a company name',
    input: {
      ...natural,
      taxpayerType: '1',
      documentType: '31',
      documentNumber: '900123456',
      verificationDigit: '8',
    },
    en: { companyName: ['This field is required.'] },
  },
  {
    // Every missing field at once, not the taxpayer's only after the document number is typed.
    name: 'a persona jurídica without a company name nor a document number',
    input: { ...natural, taxpayerType: '1', documentType: '31', documentNumber: '' },
    en: { companyName: ['This field is required.'], documentNumber: ['This field is required.'] },
  },
  {
    name: 'a cédula for a persona jurídica',
    input: { ...natural, taxpayerType: '1', companyName: 'Andes S.A.S.' },
    en: { documentType: ['A legal entity is identified with a NIT, Colombian or foreign.'] },
  },
  {
    name: 'a tax scheme against IVA responsibility',
    input: { ...natural, taxScheme: '01' },
    en: { taxScheme: ['This tax scheme does not match whether the taxpayer is responsible for IVA (VAT).'] },
  },
  {
    name: 'a birth date in the future and an impossible one',
    input: { ...natural, birthdate: '2999-01-01', phone: '123' },
    en: {
      birthdate: ['Enter a birth date in the past (after 1900).'],
      phone: ['Enter a phone number: 7 to 15 digits, optionally with +, spaces, hyphens or parentheses.'],
    },
  },
];

describe('userProfileSchema', () => {
  test.each(cases)('$name', ({ input, en: expected }) => {
    const result = validate(userProfileSchema, input, en);
    expect(result.success ? {} : result.fieldErrors).toEqual(expected);
  });

  test('a complete natural person, normalized', () => {
    const result = validate(
      userProfileSchema,
      { ...natural, secondName: '', cellphone: ' 310 555 0101 ', language: 'en' },
      es,
    );
    expect(result).toEqual({
      success: true,
      data: {
        ...natural,
        cellphone: '310 555 0101',
        language: 'en',
        taxScheme: 'ZZ',
        fiscalResponsibilities: ['R-99-PN'],
      },
    });
  });

  test('messages come in Spanish too', () => {
    const result = validate(
      userProfileSchema,
      { ...natural, documentType: '31', documentNumber: '900123456', verificationDigit: '1' },
      es,
    );
    expect(result.success ? {} : result.fieldErrors).toEqual({
      verificationDigit: ['El dígito de verificación no corresponde al NIT. Revisa ambos números.'],
    });
  });
});

describe('updateMeRequestSchema', () => {
  test('every field is optional, null clears, and nothing gets a default', () => {
    expect(validate(updateMeRequestSchema, {}, es)).toEqual({ success: true, data: {} });
    expect(validate(updateMeRequestSchema, { secondName: null, phone: null }, es)).toEqual({
      success: true,
      data: { secondName: null, phone: null },
    });
  });

  test('field rules still apply', () => {
    const result = validate(updateMeRequestSchema, { username: 'no válido', documentType: '99' }, es);
    expect(Object.keys(result.success ? {} : result.fieldErrors).sort()).toEqual([
      'documentType',
      'username',
    ]);
  });
});

describe('birthdate and phone rules', () => {
  test.each(['1990-02-29', '2023-13-01', '1899-12-31', '15/08/1990'])('rejects %s', (value) => {
    expect(validate(birthdate(), value, es).success).toBe(false);
  });

  test('any real past date after 1900 passes', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1900-01-02T00:00:00Z'),
          max: new Date('2020-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (date) => validate(birthdate(), date.toISOString().slice(0, 10), es).success,
      ),
    );
  });

  // The probe's finding: from 19:00 to midnight in Bogotá the UTC date is already tomorrow.
  test.each([
    ['19:00 in Bogotá', '2026-11-27T00:00:00Z'],
    ['23:59 in Bogotá', '2026-11-27T04:59:00Z'],
    ['midday in Bogotá', '2026-11-26T17:00:00Z'],
  ])('today in Colombia is refused at %s, yesterday accepted', (_when, instant) => {
    vi.useFakeTimers({ now: new Date(instant), toFake: ['Date'] });
    try {
      expect(validate(birthdate(), '2026-11-26', es).success).toBe(false);
      expect(validate(birthdate(), '2026-11-25', es).success).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  test.each(['+57 310 555 0101', '(604) 444-1234', '6014445555', '+1 415.555.2671'])(
    'accepts the phone %s',
    (value) => {
      expect(validate(phone(), value, es).success).toBe(true);
    },
  );

  test.each(['123456', '+57 310 555 0101 0101 01', 'llámame', '310-555-abcd'])(
    'rejects the phone %s',
    (value) => {
      expect(validate(phone(), value, es).success).toBe(false);
    },
  );
});
