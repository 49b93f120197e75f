import type { SessionResponse } from '@facturo/sdk/schemas';

/** A session as the API returns it, for the demo user with `email` (also a fixture for tests). */
export function demoSession(
  email: string,
  names: { firstName?: string; firstSurname?: string } = {},
): SessionResponse {
  return {
    accessToken: 'demo-access-token',
    expiresIn: 86_400,
    userAbilityRules: [],
    userData: {
      id: '00000000-0000-4000-8000-000000000000',
      email,
      username: null,
      language: 'es',
      firstName: names.firstName ?? 'Ana',
      secondName: null,
      firstSurname: names.firstSurname ?? 'Gómez',
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
      createdAt: '2026-01-01T00:00:00.000Z',
    },
  };
}
