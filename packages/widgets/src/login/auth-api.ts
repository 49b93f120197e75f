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
import type { ApiClient } from '@facturo/sdk/http';
import type { CompleteRegistrationRequest, SessionResponse } from '@facturo/sdk/schemas';

/** The accounts endpoints the login widget calls (issue 4's contract), camelCase. */
export interface AuthApi {
  login(body: { email: string; password: string; captchaToken?: string }): Promise<SessionResponse>;
  register(
    body: RegisterBody,
  ): Promise<{ email: string; codeExpiresInSeconds: number; resendAfterSeconds: number }>;
  verifyEmail(body: {
    email: string;
    code: string;
  }): Promise<{ registrationToken: string; expiresIn: number }>;
  resendCode(body: { email: string }): Promise<{ resendAfterSeconds: number }>;
  completeRegistration(body: CompleteRegistrationRequest): Promise<SessionResponse>;
  forgotPassword(body: { email: string; captchaToken?: string }): Promise<void>;
  resetPassword(body: { token: string; password: string }): Promise<void>;
  logout(): Promise<void>;
}

/** What `POST /auth/register` takes. */
export interface RegisterBody {
  email: string;
  password: string;
  firstName: string;
  firstSurname: string;
  acceptedTerms: true;
  language?: 'es' | 'en';
  captchaToken?: string;
}

/**
 * The accounts API over the page's client (the API, or the demo routes). The contracts send these
 * calls to `authUrl`, with the refresh cookie where they set or clear it, and never refresh first.
 */
export function authApi(client: ApiClient): AuthApi {
  return {
    login: (body) => client.call(login, { body }),
    register: (body) => client.call(register, { body }),
    verifyEmail: (body) => client.call(verifyEmail, { body }),
    resendCode: (body) => client.call(resendCode, { body }),
    completeRegistration: (body) => client.call(completeRegistration, { body }),
    forgotPassword: async (body) => {
      await client.call(forgotPassword, { body });
    },
    resetPassword: async (body) => {
      await client.call(resetPassword, { body });
    },
    logout: async () => {
      await client.call(logout);
    },
  };
}
