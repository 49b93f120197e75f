import type { SessionResponse } from '../../src/schemas/auth.schema';

/** A complete `sessionResponseSchema` answer: a natural person without organizations. */
export const sessionFixture: SessionResponse = {
  accessToken: 'a.b.c',
  expiresIn: 86_400,
  userAbilityRules: [{ action: 'manage', subject: 'Invoice', conditions: { organizationId: 'x' } }],
  userData: {
    id: '0b0e3f3c-0000-4000-8000-000000000001',
    email: 'ana@example.co',
    username: null,
    language: 'es',
    firstName: 'Ana',
    secondName: null,
    firstSurname: 'Díaz',
    secondSurname: null,
    birthdate: null,
    phone: null,
    cellphone: null,
    taxpayerType: '2',
    documentType: '13',
    documentNumber: '1020304050',
    verificationDigit: null,
    ivaResponsible: false,
    electronicBiller: false,
    fiscalResponsibilities: ['R-99-PN'],
    taxScheme: 'ZZ',
    companyName: null,
    commercialName: null,
    organizations: [],
    createdAt: '2026-11-22T10:00:00.000Z',
  },
};
