import { defineEndpoint } from './endpoint';
import { schemaModule } from './schema-ref';

const auth = schemaModule('auth.schema', () => import('../schemas/auth.schema'));

// Every account endpoint goes to the configured `authUrl` and never triggers a token refresh; those
// that set or clear the refresh cookie carry cookies across origins.

/** `POST /auth/register`: starts a sign-up and e-mails a 6-digit code. */
export const register = defineEndpoint({
  operationId: 'register',
  method: 'POST',
  path: '/auth/register',
  auth: 'public',
  authServer: true,
  body: auth('registerRequestSchema'),
  status: 201,
  response: auth('registerResponseSchema'),
});

/** `POST /auth/verify-email`: confirms the e-mail with its code; answers a registration token. */
export const verifyEmail = defineEndpoint({
  operationId: 'verifyEmail',
  method: 'POST',
  path: '/auth/verify-email',
  auth: 'public',
  authServer: true,
  body: auth('verifyEmailRequestSchema'),
  status: 200,
  response: auth('verifyEmailResponseSchema'),
});

/** `POST /auth/complete-registration`: creates the account and signs in. */
export const completeRegistration = defineEndpoint({
  operationId: 'completeRegistration',
  method: 'POST',
  path: '/auth/complete-registration',
  auth: 'public',
  authServer: true,
  cookies: true,
  body: auth('completeRegistrationRequestSchema'),
  status: 200,
  response: auth('sessionResponseSchema'),
});

/** `POST /auth/resend-code`: e-mails a new code. */
export const resendCode = defineEndpoint({
  operationId: 'resendCode',
  method: 'POST',
  path: '/auth/resend-code',
  auth: 'public',
  authServer: true,
  body: auth('resendCodeRequestSchema'),
  status: 202,
  response: auth('resendCodeResponseSchema'),
});

/** `POST /auth/login`: signs in with e-mail and password. */
export const login = defineEndpoint({
  operationId: 'login',
  method: 'POST',
  path: '/auth/login',
  auth: 'public',
  authServer: true,
  cookies: true,
  body: auth('loginRequestSchema'),
  status: 200,
  response: auth('sessionResponseSchema'),
});

/** `POST /auth/refresh`: a new access token from the refresh cookie. */
export const refreshSession = defineEndpoint({
  operationId: 'refreshSession',
  method: 'POST',
  path: '/auth/refresh',
  auth: 'public',
  authServer: true,
  cookies: true,
  status: 200,
  response: auth('sessionResponseSchema'),
});

/** `POST /auth/logout`: ends the session and clears the refresh cookie. */
export const logout = defineEndpoint({
  operationId: 'logout',
  method: 'POST',
  path: '/auth/logout',
  auth: 'public',
  authServer: true,
  cookies: true,
  status: 204,
});

/** `POST /auth/forgot-password`: e-mails a reset link when the address is registered. */
export const forgotPassword = defineEndpoint({
  operationId: 'forgotPassword',
  method: 'POST',
  path: '/auth/forgot-password',
  auth: 'public',
  authServer: true,
  body: auth('forgotPasswordRequestSchema'),
  status: 202,
  response: auth('acceptedResponseSchema'),
});

/** `POST /auth/reset-password`: sets a new password with the e-mailed token. */
export const resetPassword = defineEndpoint({
  operationId: 'resetPassword',
  method: 'POST',
  path: '/auth/reset-password',
  auth: 'public',
  authServer: true,
  body: auth('resetPasswordRequestSchema'),
  status: 204,
});
