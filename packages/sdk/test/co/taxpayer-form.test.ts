import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { addressFormValues, addressInput, EMPTY_ADDRESS_FORM } from '../../src/co/address-form';
import { DOCUMENT_TYPE_CODES, DOCUMENT_TYPES, TAXPAYER_TYPE_CODES } from '../../src/co/dian-codes';
import { nitCheckDigit } from '../../src/co/nit';
import {
  documentTypeForTaxpayer,
  EMPTY_TAXPAYER_FORM,
  type TaxpayerFormValues,
  taxpayerFormValues,
  taxpayerInput,
  verificationDigitFor,
} from '../../src/co/taxpayer-form';
import { createI18n } from '../../src/i18n/create-i18n';
import { billingAddressSchema } from '../../src/schemas/address.schema';
import { taxpayerSchema } from '../../src/schemas/taxpayer.schema';
import { validate } from '../../src/validation/translate-issues';

const { t } = createI18n({ locale: 'es', document: null });

describe('verificationDigitFor', () => {
  test.each([
    { type: '31', number: '800197268', dv: '4' },
    { type: '31', number: '800.197.268', dv: '4' },
    { type: '31', number: ' 800 197 268 ', dv: '4' },
    { type: '31', number: '900123456', dv: '8' },
    { type: '31', number: '12', dv: undefined },
    { type: '31', number: '1234567890123456', dv: undefined },
    { type: '31', number: '800197268-4', dv: undefined },
    { type: '31', number: '8001ABC', dv: undefined },
    { type: '31', number: '', dv: undefined },
    { type: '13', number: '1020304050', dv: undefined },
  ])('$type $number → $dv', ({ type, number, dv }) => {
    expect(verificationDigitFor(type, number)).toBe(dv);
  });

  test('the DV it shows is the one the taxpayer schema accepts, however the NIT is typed', () => {
    const separator = fc.constantFrom('', '.', ' ');
    fc.assert(
      fc.property(
        fc.stringMatching(/^[1-9]\d{2,14}$/),
        fc.array(separator, { minLength: 15, maxLength: 15 }),
        (digits, seps) => {
          const typed = [...digits].map((digit, index) => digit + (seps[index] ?? '')).join('');
          const values: TaxpayerFormValues = {
            ...EMPTY_TAXPAYER_FORM,
            taxpayerType: '1',
            documentType: '31',
            documentNumber: typed,
            companyName: 'Ospina SAS',
          };
          expect(verificationDigitFor('31', typed)).toBe(String(nitCheckDigit(digits)));
          const result = validate(taxpayerSchema, taxpayerInput(values), t);
          expect(result.success ? {} : result.fieldErrors).toEqual({});
        },
      ),
    );
  });
});

describe('documentTypeForTaxpayer', () => {
  test.each([
    ['1', '13', '31', 'a persona jurídica cannot use a cédula: NIT'],
    ['1', '50', '50', 'a foreign NIT is allowed for a company: kept'],
    ['2', '31', '31', 'a persona natural may have a NIT: kept'],
    ['2', '13', '13', 'nothing to change'],
  ] as const)('%s with %s → %s (%s)', (taxpayerType, documentType, expected, _why) => {
    expect(documentTypeForTaxpayer(taxpayerType, documentType)).toBe(expected);
  });

  test('the type it gives is always one DIAN allows for the taxpayer type', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TAXPAYER_TYPE_CODES),
        fc.constantFrom(...DOCUMENT_TYPE_CODES),
        (taxpayerType, documentType) => {
          const kept = documentTypeForTaxpayer(taxpayerType, documentType);
          expect(DOCUMENT_TYPES[kept].taxpayerTypes).toContain(taxpayerType);
        },
      ),
    );
  });
});

describe('taxpayerInput', () => {
  test('a persona natural sends her names and a commercial name, blanks left out', () => {
    const values: TaxpayerFormValues = {
      ...EMPTY_TAXPAYER_FORM,
      documentNumber: '1020304050',
      firstName: 'Ana',
      firstSurname: 'Díaz',
      commercialName: 'Panadería Ana',
      companyName: 'left from a switch',
    };
    expect(taxpayerInput(values)).toEqual({
      taxpayerType: '2',
      documentType: '13',
      documentNumber: '1020304050',
      ivaResponsible: false,
      electronicBiller: false,
      firstName: 'Ana',
      firstSurname: 'Díaz',
      commercialName: 'Panadería Ana',
    });
    expect(validate(taxpayerSchema, taxpayerInput(values), t).success).toBe(true);
  });

  test('a persona jurídica sends the razón social and the computed DV, never personal names', () => {
    const values: TaxpayerFormValues = {
      ...EMPTY_TAXPAYER_FORM,
      taxpayerType: '1',
      documentType: '31',
      documentNumber: '800.197.268',
      companyName: 'DIAN',
      firstName: 'left from a switch',
      fiscalResponsibilities: ['O-13'],
    };
    expect(taxpayerInput(values)).toEqual({
      taxpayerType: '1',
      documentType: '31',
      documentNumber: '800.197.268',
      verificationDigit: '4',
      ivaResponsible: false,
      electronicBiller: false,
      fiscalResponsibilities: ['O-13'],
      companyName: 'DIAN',
    });
  });

  test('missing required names are left for the schema to report in the reader’s language', () => {
    const result = validate(
      taxpayerSchema,
      taxpayerInput({ ...EMPTY_TAXPAYER_FORM, documentNumber: '1020304050' }),
      t,
    );
    expect(result.success ? {} : result.fieldErrors).toEqual({
      firstName: ['Este campo es obligatorio.'],
      firstSurname: ['Este campo es obligatorio.'],
    });
  });

  test('stored values round-trip through the form', () => {
    const stored = {
      taxpayerType: '1' as const,
      documentType: '31' as const,
      documentNumber: '800197268',
      companyName: 'DIAN',
      commercialName: null,
      firstName: null,
      ivaResponsible: true,
      electronicBiller: true,
      fiscalResponsibilities: ['O-13' as const],
    };
    expect(taxpayerInput(taxpayerFormValues(stored))).toEqual({
      taxpayerType: '1',
      documentType: '31',
      documentNumber: '800197268',
      verificationDigit: '4',
      ivaResponsible: true,
      electronicBiller: true,
      fiscalResponsibilities: ['O-13'],
      companyName: 'DIAN',
    });
  });
});

describe('address form', () => {
  test('a blank postal code is left out; the address passes the schema; stored values round-trip', () => {
    const values = {
      ...EMPTY_ADDRESS_FORM,
      departmentCode: '05',
      municipalityCode: '05001',
      address: 'Calle 10 # 43-20',
      postalCode: ' ',
    };
    const input = addressInput(values);
    expect(input).toEqual({
      country: 'CO',
      departmentCode: '05',
      municipalityCode: '05001',
      zone: 'urban',
      address: 'Calle 10 # 43-20',
    });
    const parsed = validate(billingAddressSchema, input, t);
    expect(parsed.success).toBe(true);
    if (parsed.success) expect(addressFormValues(parsed.data)).toEqual({ ...values, postalCode: '' });
  });
});
