import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { dateInBogota } from '../../src/co/plain-date';
import { createI18n } from '../../src/i18n/create-i18n';
import {
  patientInputSchema,
  patientSearchQuerySchema,
  updatePatientRequestSchema,
} from '../../src/schemas/patient.schema';
import { validate } from '../../src/validation/translate-issues';

const es = createI18n({ locale: 'es', document: null }).t;
const en = createI18n({ locale: 'en', document: null }).t;

const patient = {
  documentType: 'CC',
  documentNumber: '1.017.234.567',
  firstName: 'Juan',
  secondName: 'Camilo',
  firstSurname: 'Restrepo',
  secondSurname: '',
  birthdate: '1990-05-14',
  sex: 'male',
  phone: '300 555 0101',
  address: { departmentCode: '05', municipalityCode: '05001', zone: 'urban', address: 'Calle 10 # 43-20' },
  regime: 'contributory',
  insurerName: 'EPS Sura',
  insurerCode: ' eps010 ',
};

describe('patientInputSchema', () => {
  test('normalizes the document, the insurer code and blank optional texts', () => {
    const parsed = z.parse(patientInputSchema, patient);
    expect(parsed).toMatchObject({
      documentNumber: '1017234567',
      insurerCode: 'EPS010',
      address: { country: 'CO' },
    });
    expect(parsed).not.toHaveProperty('secondSurname');
  });

  test('foreign documents are upper-cased as printed', () => {
    expect(
      z.parse(patientInputSchema, { ...patient, documentType: 'PA', documentNumber: 'ab123456' })
        .documentNumber,
    ).toBe('AB123456');
  });

  test('a newborn can be registered today; tomorrow is refused', () => {
    expect(z.safeParse(patientInputSchema, { ...patient, birthdate: dateInBogota() }).success).toBe(true);
    const result = validate(patientInputSchema, { ...patient, birthdate: '2999-12-31' }, es);
    expect(result.success ? {} : result.fieldErrors).toEqual({
      birthdate: ['Ingresa una fecha de nacimiento desde 1900 hasta hoy.'],
    });
  });

  test.each([
    {
      name: 'a TI with letters',
      input: { documentType: 'TI', documentNumber: '10A' },
      es: { documentNumber: ['Ingresa entre 6 y 11 dígitos, sin letras ni símbolos.'] },
      en: { documentNumber: ['Enter 6 to 11 digits, with no letters or symbols.'] },
    },
    {
      name: 'an insured patient without insurer',
      input: { insurerName: undefined },
      es: { insurerName: ['Este campo es obligatorio.'] },
      en: { insurerName: ['This field is required.'] },
    },
    {
      name: 'a malformed insurer code',
      input: { insurerCode: 'EPS-01' },
      es: {
        insurerCode: ['El código de la aseguradora tiene de 2 a 10 letras o números (por ejemplo, EPS037).'],
      },
      en: { insurerCode: ['The insurer code has 2 to 10 letters or digits (e.g. EPS037).'] },
    },
    {
      name: 'an unknown sex and regime',
      input: { sex: 'x', regime: 'prepagada' },
      es: {
        sex: ['Elige una de las opciones disponibles.'],
        regime: ['Elige una de las opciones disponibles.'],
      },
      en: { sex: ['Choose one of the available options.'], regime: ['Choose one of the available options.'] },
    },
  ])('$name', ({ input, es: spanish, en: english }) => {
    const esResult = validate(patientInputSchema, { ...patient, ...input }, es);
    const enResult = validate(patientInputSchema, { ...patient, ...input }, en);
    expect(esResult.success ? {} : esResult.fieldErrors).toEqual(spanish);
    expect(enResult.success ? {} : enResult.fieldErrors).toEqual(english);
  });

  test('an uninsured patient needs no insurer', () => {
    expect(
      z.safeParse(patientInputSchema, { ...patient, regime: 'uninsured', insurerName: undefined }).success,
    ).toBe(true);
  });

  test('a patch accepts null to clear and leaves the rest out', () => {
    expect(z.parse(updatePatientRequestSchema, { phone: null })).toEqual({ phone: null });
  });
});

describe('patientSearchQuerySchema', () => {
  test('defaults to the first page of 20 and reads numeric strings', () => {
    expect(z.parse(patientSearchQuerySchema, {})).toEqual({ page: 1, pageSize: 20 });
    expect(z.parse(patientSearchQuerySchema, { q: ' ana ', page: '3', pageSize: '50' })).toEqual({
      q: 'ana',
      page: 3,
      pageSize: 50,
    });
  });

  test.each([{ page: '0' }, { pageSize: '101' }, { page: 'dos' }])('%o is refused', (query) => {
    expect(z.safeParse(patientSearchQuerySchema, query).success).toBe(false);
  });
});
