import {
  completeRegistration,
  forgotPassword,
  login,
  logout,
  register,
  resendCode,
  resetPassword,
  verifyEmail,
} from '@facturo/sdk/endpoints';
import { ApiError, type DemoRoute, demoRoute } from '@facturo/sdk/http';
import { demoSession } from '../demo/demo-session.fixtures';

/** The code the demo accepts on the verification screen. */
export const DEMO_VERIFICATION_CODE = '123456';

/**
 * The accounts endpoints of `demo` widgets: every screen works, nothing leaves the page. Any
 * well-formed login succeeds; the verification code is {@link DEMO_VERIFICATION_CODE}.
 */
export function loginDemoRoutes(): DemoRoute[] {
  let pending: { firstName?: string; firstSurname?: string } = {};
  return [
    demoRoute(login, ({ body }) => demoSession(body.email)),
    demoRoute(register, ({ body: { email, firstName, firstSurname } }) => {
      pending = { firstName, firstSurname };
      return { email, codeExpiresInSeconds: 600, resendAfterSeconds: 30 };
    }),
    demoRoute(verifyEmail, ({ body: { code } }) => {
      // The widget re-translates by code, so the message here is never shown.
      if (code !== DEMO_VERIFICATION_CODE) throw new ApiError(422, 'wrong_code', 'wrong_code');
      return { registrationToken: 'demo-registration', expiresIn: 900 };
    }),
    demoRoute(resendCode, () => ({ resendAfterSeconds: 30 })),
    demoRoute(completeRegistration, ({ body }) => {
      // The profile step sends no e-mail (the registration token stands for it); a demo has none to look up.
      const fields = body as Record<string, unknown>;
      return demoSession(typeof fields.email === 'string' ? fields.email : 'demo@facturo.co', {
        firstName: String(fields.firstName ?? pending.firstName ?? 'Ana'),
        firstSurname: String(fields.firstSurname ?? pending.firstSurname ?? 'Gómez'),
      });
    }),
    demoRoute(forgotPassword, () => ({ message: 'accepted' })),
    demoRoute(resetPassword, () => undefined),
    demoRoute(logout, () => undefined),
  ];
}
