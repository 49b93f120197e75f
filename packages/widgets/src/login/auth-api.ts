import type { HttpClient } from '@facturo/sdk/http';
import type { SessionResponse } from '@facturo/sdk/schemas';

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
  completeRegistration(
    body: Record<string, unknown> & { registrationToken: string },
  ): Promise<SessionResponse>;
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

// Calls that set or clear the refresh cookie need credentials; none of them may trigger a refresh.
const SESSION_CALL = { auth: true, withCredentials: true, skipRefresh: true } as const;
const AUTH_CALL = { auth: true, skipRefresh: true } as const;

/** The accounts API over the page's shared HTTP client. */
export function httpAuthApi(client: HttpClient): AuthApi {
  return {
    login: (body) =>
      client.post<SessionResponse>('/auth/login', body, SESSION_CALL) as Promise<SessionResponse>,
    register: (body) => client.post('/auth/register', body, AUTH_CALL),
    verifyEmail: (body) => client.post('/auth/verify-email', body, AUTH_CALL),
    resendCode: (body) => client.post('/auth/resend-code', body, AUTH_CALL),
    completeRegistration: (body) =>
      client.post<SessionResponse>(
        '/auth/complete-registration',
        body,
        SESSION_CALL,
      ) as Promise<SessionResponse>,
    forgotPassword: async (body) => {
      await client.post('/auth/forgot-password', body, AUTH_CALL);
    },
    resetPassword: async (body) => {
      await client.post('/auth/reset-password', body, AUTH_CALL);
    },
    logout: async () => {
      await client.post('/auth/logout', undefined, SESSION_CALL);
    },
  };
}
