import type { AbilityRule } from '@facturo/sdk/permissions';
import type { Organization, UserDataResponse } from '@facturo/sdk/schemas';

/** A signed-in user as the API describes them. */
export const USER: UserDataResponse = {
  id: '6b8f7c1e-2a44-4c55-9f11-0a5b9e3c2d10',
  email: 'valentina.restrepo@saludaburra.test',
  username: 'vrestrepo',
  language: 'es',
  firstName: 'Valentina',
  secondName: null,
  firstSurname: 'Restrepo',
  secondSurname: 'Gómez',
  birthdate: '1986-04-12',
  phone: '604 444 1234',
  cellphone: '310 555 0142',
  taxpayerType: '2',
  documentType: '13',
  documentNumber: '43876521',
  verificationDigit: null,
  ivaResponsible: false,
  electronicBiller: false,
  fiscalResponsibilities: ['R-99-PN'],
  taxScheme: 'ZZ',
  companyName: null,
  commercialName: null,
  organizations: [],
  createdAt: '2026-01-15T14:00:00.000Z',
};

/** The demo clinic the owner works in. */
export const CLINIC: Organization = {
  id: '0f3c2b1a-9d8e-4f7a-8b6c-5d4e3f2a1b0c',
  kind: 'clinic',
  name: 'Salud del Aburrá',
  taxpayer: {
    taxpayerType: '1',
    documentType: '31',
    documentNumber: '901456789',
    verificationDigit: '8',
    ivaResponsible: true,
    electronicBiller: true,
    fiscalResponsibilities: ['O-15'],
    taxScheme: '01',
    companyName: 'IPS Salud del Aburrá S.A.S.',
    commercialName: 'Salud del Aburrá',
  },
  billingAddress: {
    country: 'CO',
    departmentCode: '05',
    municipalityCode: '05001',
    zone: 'urban',
    address: 'Carrera 43A # 14-109, oficina 502',
    postalCode: '050021',
  },
  email: 'facturacion@saludaburra.test',
  phone: '604 444 1234',
  role: 'owner',
  createdAt: '2026-01-15T14:00:00.000Z',
  updatedAt: '2026-01-15T14:00:00.000Z',
};

/** The rules the API gives an owner of {@link CLINIC} (the base rules plus the owner's). */
export const OWNER_RULES: AbilityRule[] = [
  { action: 'create', subject: 'Organization' },
  { action: 'manage', subject: 'Profile' },
  { action: 'manage', subject: 'Organization', conditions: { id: CLINIC.id } },
  {
    action: 'manage',
    subject: ['Member', 'ApiKey', 'Invoice', 'Subscription', 'Payment', 'BillingSchedule', 'Prefix'],
    conditions: { organizationId: CLINIC.id },
  },
];

/** The rules of a user in no organization yet. */
export const NEWCOMER_RULES: AbilityRule[] = [
  { action: 'create', subject: 'Organization' },
  { action: 'manage', subject: 'Profile' },
];

/** A billing-role member: billing data only; no members, no API keys. */
export const BILLING_RULES: AbilityRule[] = [
  ...NEWCOMER_RULES,
  { action: 'read', subject: 'Organization', conditions: { id: CLINIC.id } },
  { action: 'read', subject: 'Member', conditions: { organizationId: CLINIC.id } },
  {
    action: 'manage',
    subject: ['Invoice', 'Subscription', 'Payment', 'BillingSchedule', 'Prefix'],
    conditions: { organizationId: CLINIC.id },
  },
];

/** An unsigned access token that lives an hour (the portal only reads its times). */
export function fakeAccessToken(now = Date.now()): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const iat = Math.floor(now / 1000);
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: USER.id, iat, exp: iat + 3600 })}.signature`;
}

/** A member of an organization as `GET /organizations/{id}/members` lists it (joined 15 Jan 2026). */
export const organizationMember = (
  id: string,
  fullName: string,
  email: string,
  role: string,
  userId = id,
) => ({
  id,
  userId,
  email,
  fullName,
  role,
  joinedAt: '2026-01-15T14:00:00.000Z',
});

/** {@link USER} as the owner in {@link CLINIC}'s member list. */
export const OWNER_MEMBER = organizationMember(
  '0d9c8b7a-6f5e-4d3c-8b1a-0f9e8d7c6b5a',
  'Valentina Restrepo Gómez',
  USER.email,
  'owner',
  USER.id,
);
