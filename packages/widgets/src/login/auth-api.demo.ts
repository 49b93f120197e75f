import { ApiError } from '@facturo/sdk/http';
import { demoSession } from '../demo/demo-session.fixtures';
import type { AuthApi } from './auth-api';

/** The code the demo accepts on the verification screen. */
export const DEMO_VERIFICATION_CODE = '123456';

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
