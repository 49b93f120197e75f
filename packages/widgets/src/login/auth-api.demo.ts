import { ApiError, type SessionResponse } from '@facturo/sdk';
import type { AuthApi } from './auth-api';

/** The code the demo accepts on the verification screen. */
export const DEMO_VERIFICATION_CODE = '123456';

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

/**
 * The accounts API of `demo` widgets: every screen works, nothing leaves the page. Any well-formed
 * login succeeds; the verification code is {@link DEMO_VERIFICATION_CODE}.
 */
export function demoAuthApi(): AuthApi {
  let pending: { firstName?: string; firstSurname?: string } = {};
  return {
    login: async ({ email }) => demoSession(email),
    register: async ({ email, firstName, firstSurname }) => {
      pending = { firstName, firstSurname };
      return { email, codeExpiresInSeconds: 600, resendAfterSeconds: 30 };
    },
    verifyEmail: async ({ code }) => {
      // The widget re-translates by code, so the message here is never shown.
      if (code !== DEMO_VERIFICATION_CODE) throw new ApiError(422, 'wrong_code', 'wrong_code');
      return { registrationToken: 'demo-registration', expiresIn: 900 };
    },
    resendCode: async () => ({ resendAfterSeconds: 30 }),
    completeRegistration: async (body) =>
      demoSession(typeof body.email === 'string' ? body.email : 'demo@facturo.co', {
        firstName: String(body.firstName ?? pending.firstName ?? 'Ana'),
        firstSurname: String(body.firstSurname ?? pending.firstSurname ?? 'Gómez'),
      }),
    forgotPassword: async () => {},
    resetPassword: async () => {},
    logout: async () => {},
  };
}
