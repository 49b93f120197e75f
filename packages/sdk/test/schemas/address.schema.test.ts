import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { createI18n } from '../../src/i18n/create-i18n';
import { billingAddressSchema } from '../../src/schemas/address.schema';
import { validate } from '../../src/validation/translate-issues';

const es = createI18n({ locale: 'es', document: null }).t;
const en = createI18n({ locale: 'en', document: null }).t;

const medellin = {
  departmentCode: '05',
  municipalityCode: '05001',
  zone: 'urban',
  address: 'Carrera 43A # 1-50, oficina 301',
  postalCode: '050021',
};

const cases = [
  {
    name: 'a municipality of another department',
    input: { ...medellin, municipalityCode: '11001' },
    es: { municipalityCode: ['El municipio no pertenece al departamento elegido.'] },
    en: { municipalityCode: ['The municipality does not belong to the chosen department.'] },
  },
  {
    name: 'a postal code of another department',
    input: { ...medellin, postalCode: '110111' },
    es: { postalCode: ['Los códigos postales de este departamento empiezan por 05.'] },
    en: { postalCode: ['Postal codes in this department start with 05.'] },
  },
  {
    name: 'malformed codes',
    input: { ...medellin, departmentCode: '00', municipalityCode: '5001', postalCode: '0500' },
    es: {
      departmentCode: ['Elige un departamento de Colombia.'],
      municipalityCode: ['Elige un municipio (código DANE de 5 dígitos).'],
      postalCode: ['El código postal tiene 6 dígitos.'],
    },
    en: {
      departmentCode: ['Choose a department of Colombia.'],
      municipalityCode: ['Choose a municipality (5-digit DANE code).'],
      postalCode: ['A postal code has 6 digits.'],
    },
  },
  {
    name: 'a missing zone, a blank address and a foreign country',
    input: { ...medellin, zone: undefined, address: '   ', country: 'VE' },
    es: {
      zone: ['Este campo es obligatorio.'],
      address: ['Este campo es obligatorio.'],
      country: ['Elige una de las opciones disponibles.'],
    },
    en: {
      zone: ['This field is required.'],
      address: ['This field is required.'],
      country: ['Choose one of the available options.'],
    },
  },
  {
    name: 'an address over 200 characters',
    input: { ...medellin, address: 'x'.repeat(201) },
    es: { address: ['Debe tener máximo 200 caracteres.'] },
    en: { address: ['Must be at most 200 characters long.'] },
  },
];

describe('billingAddressSchema', () => {
  test('accepts a Medellín address and defaults the country', () => {
    expect(z.parse(billingAddressSchema, medellin)).toEqual({ ...medellin, country: 'CO' });
  });

  test.each([
    { postalCode: undefined, name: 'absent' },
    { postalCode: '', name: 'blank' },
    { postalCode: '  ', name: 'spaces' },
  ])('a postal code $name is left out', ({ postalCode }) => {
    const parsed = z.parse(billingAddressSchema, { ...medellin, postalCode, zone: 'rural' });
    expect(parsed).not.toHaveProperty('postalCode');
    expect(parsed.zone).toBe('rural');
  });

  test('Bogotá D.C. and an área no municipalizada', () => {
    expect(
      z.safeParse(billingAddressSchema, {
        ...medellin,
        departmentCode: '11',
        municipalityCode: '11001',
        postalCode: '110111',
      }).success,
    ).toBe(true);
    expect(
      z.safeParse(billingAddressSchema, {
        ...medellin,
        departmentCode: '91',
        municipalityCode: '91263',
        postalCode: undefined,
      }).success,
    ).toBe(true);
  });

  test.each(cases)('rejects $name (es)', ({ input, es: expected }) => {
    expect(validate(billingAddressSchema, input, es)).toEqual({ success: false, fieldErrors: expected });
  });

  test.each(cases)('rejects $name (en)', ({ input, en: expected }) => {
    expect(validate(billingAddressSchema, input, en)).toEqual({ success: false, fieldErrors: expected });
  });
});
