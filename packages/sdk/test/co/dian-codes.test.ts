import { describe, expect, test } from 'vitest';
import {
  DOCUMENT_TYPE_CODES,
  DOCUMENT_TYPES,
  defaultTaxScheme,
  FISCAL_RESPONSIBILITIES,
  FISCAL_RESPONSIBILITY_CODES,
  IVA_TAX_SCHEMES,
  NIT_DOCUMENT_TYPE,
  NO_FISCAL_RESPONSIBILITY,
  TAX_SCHEME_CODES,
  TAX_SCHEMES,
  TAXPAYER_TYPE_CODES,
  TAXPAYER_TYPES,
} from '../../src/co/dian-codes';

describe('DIAN codes', () => {
  test('the annex lists, in order', () => {
    expect(DOCUMENT_TYPE_CODES).toEqual([
      '11',
      '12',
      '13',
      '21',
      '22',
      '31',
      '41',
      '42',
      '47',
      '48',
      '50',
      '91',
    ]);
    expect(TAXPAYER_TYPE_CODES).toEqual(['1', '2']);
    expect(FISCAL_RESPONSIBILITY_CODES).toEqual(['O-13', 'O-15', 'O-23', 'O-47', 'R-99-PN']);
    expect(TAX_SCHEME_CODES).toEqual(['01', '04', 'ZA', 'ZZ']);
  });

  const nameTables = {
    DOCUMENT_TYPES: {
      codes: DOCUMENT_TYPE_CODES,
      names: Object.fromEntries(Object.entries(DOCUMENT_TYPES).map(([code, type]) => [code, type.name])),
    },
    TAXPAYER_TYPES: { codes: TAXPAYER_TYPE_CODES, names: TAXPAYER_TYPES },
    FISCAL_RESPONSIBILITIES: { codes: FISCAL_RESPONSIBILITY_CODES, names: FISCAL_RESPONSIBILITIES },
    TAX_SCHEMES: { codes: TAX_SCHEME_CODES, names: TAX_SCHEMES },
  };

  test.each(Object.entries(nameTables))('%s names every code in es and en', (_table, { codes, names }) => {
    expect(Object.keys(names).sort()).toEqual([...codes].sort());
    for (const name of Object.values(names)) {
      expect(name).toEqual({ es: expect.stringMatching(/\S/), en: expect.stringMatching(/\S/) });
    }
  });

  test.each([
    { code: '13', es: 'Cédula de ciudadanía', format: 'numeric', taxpayerTypes: ['2'] },
    { code: '31', es: 'NIT', format: 'numeric', taxpayerTypes: ['1', '2'] },
    { code: '41', es: 'Pasaporte', format: 'alphanumeric', taxpayerTypes: ['2'] },
    { code: '48', es: 'PPT (Permiso por Protección Temporal)', format: 'alphanumeric', taxpayerTypes: ['2'] },
    { code: '50', es: 'NIT de otro país', format: 'alphanumeric', taxpayerTypes: ['1', '2'] },
    { code: '91', es: 'NUIP', format: 'numeric', taxpayerTypes: ['2'] },
  ] as const)('type $code is $es', ({ code, es, format, taxpayerTypes }) => {
    expect(DOCUMENT_TYPES[code]).toMatchObject({ name: { es }, format, taxpayerTypes });
  });

  test('length bounds are sane', () => {
    for (const type of Object.values(DOCUMENT_TYPES)) {
      expect(type.minLength).toBeGreaterThanOrEqual(1);
      expect(type.maxLength).toBeGreaterThanOrEqual(type.minLength);
      expect(type.maxLength).toBeLessThanOrEqual(20);
    }
    expect(DOCUMENT_TYPES[NIT_DOCUMENT_TYPE].maxLength).toBe(15);
  });

  test('taxpayer types and the "none" responsibility', () => {
    expect(TAXPAYER_TYPES['1'].es).toBe('Persona jurídica');
    expect(TAXPAYER_TYPES['2'].es).toBe('Persona natural');
    expect(FISCAL_RESPONSIBILITIES[NO_FISCAL_RESPONSIBILITY].es).toBe('No aplica – Otros');
  });

  test.each([
    { ivaResponsible: true, scheme: '01' },
    { ivaResponsible: false, scheme: 'ZZ' },
  ])('default tax scheme when IVA responsible is $ivaResponsible: $scheme', ({ ivaResponsible, scheme }) => {
    expect(defaultTaxScheme(ivaResponsible)).toBe(scheme);
    expect(IVA_TAX_SCHEMES.includes(defaultTaxScheme(ivaResponsible))).toBe(ivaResponsible);
  });
});
