import { describe, expect, test } from 'vitest';
import { createI18n } from '../../src/i18n/create-i18n';
import {
  createOrganizationRequestSchema,
  inviteMemberRequestSchema,
  ORGANIZATION_ROLES,
  updateOrganizationRequestSchema,
} from '../../src/schemas/organization.schema';
import { validate } from '../../src/validation/translate-issues';

const en = createI18n({ locale: 'en', document: null }).t;

const company = {
  kind: 'clinic',
  taxpayer: {
    taxpayerType: '1',
    documentType: '31',
    documentNumber: '901456789',
    verificationDigit: '8',
    ivaResponsible: true,
    electronicBiller: true,
    companyName: 'IPS Salud del Aburrá S.A.S.',
  },
  billingAddress: {
    departmentCode: '05',
    municipalityCode: '05001',
    zone: 'urban',
    address: 'Carrera 43A # 14-109',
  },
};

describe('createOrganizationRequestSchema', () => {
  test('a clinic with its taxpayer and address, defaults filled in', () => {
    const result = validate(createOrganizationRequestSchema, company, en);
    expect(result).toEqual({
      success: true,
      data: expect.objectContaining({
        taxpayer: expect.objectContaining({ taxScheme: '01', fiscalResponsibilities: ['R-99-PN'] }),
        billingAddress: expect.objectContaining({ country: 'CO' }),
      }),
    });
  });

  test('nested errors carry the nested path', () => {
    const result = validate(
      createOrganizationRequestSchema,
      {
        ...company,
        taxpayer: { ...company.taxpayer, verificationDigit: '3' },
        billingAddress: { ...company.billingAddress, zone: 'x' },
        email: 'no',
      },
      en,
    );
    expect(Object.keys(result.success ? {} : result.fieldErrors).sort()).toEqual([
      'billingAddress.zone',
      'email',
      'taxpayer.verificationDigit',
    ]);
  });
});

describe('updateOrganizationRequestSchema', () => {
  test('any subset; null clears the contact fields; the taxpayer is checked whole', () => {
    expect(validate(updateOrganizationRequestSchema, { email: null, phone: null }, en).success).toBe(true);
    const partial = validate(updateOrganizationRequestSchema, { taxpayer: { companyName: 'Otra' } }, en);
    expect(partial.success).toBe(false);
  });
});

describe('inviteMemberRequestSchema', () => {
  test.each(ORGANIZATION_ROLES)('accepts the role %s', (role) => {
    expect(validate(inviteMemberRequestSchema, { email: 'a@b.co', role }, en).success).toBe(true);
  });

  test('rejects unknown roles with a choice message', () => {
    const result = validate(inviteMemberRequestSchema, { email: 'a@b.co', role: 'superuser' }, en);
    expect(result.success ? {} : result.fieldErrors).toEqual({
      role: ['Choose one of the available options.'],
    });
  });
});
