import * as contracts from '@facturo/sdk/endpoints';
import { implementEndpoint } from '../../kernel/implement-endpoint';
import { RATE_LIMITS, refundRateLimit } from '../../security/rate-limiter';
import { guard } from './auth-guard';
import { verifyEmail } from './email-verification.service';
import { checkCredentials, requestPasswordReset, resetPassword } from './password.service';
import { logout, refreshSession } from './refresh.service';
import { completeRegistration, register, resendCode } from './registration.service';
import { startSession } from './session.service';

const TAG = 'Accounts';

// Server-only text: the neutral answer of forgot-password, in the request's language.
const RESET_REQUESTED = {
  es: 'Si el correo está registrado, te enviaremos un enlace para restablecer tu contraseña.',
  en: 'If the email exists, you will receive a reset link.',
} as const;

const SESSION_DESCRIPTION =
  'Sets an httpOnly, SameSite=Strict refresh cookie (7 days, path `/api/v1/auth`) and a readable `XSRF-TOKEN` cookie that refresh and logout expect back in the `X-XSRF-TOKEN` header.';

/** `POST /auth/register`. */
export const registerRoute = implementEndpoint(contracts.register, {
  tag: TAG,
  summary: 'Start a sign-up',
  description:
    'Stores the pending account and queues an e-mail with a 6-digit code, valid 10 minutes; the e-mail usually arrives within seconds, and while the mail server is down it is retried (for a day) instead of failing the request. While an earlier sign-up of the address is still alive, only the same password may restart it (409 `registration_pending`). Rate-limited per IP and per e-mail; a captcha token is required when a provider is configured.',
  responses: { 201: { description: 'Code queued for sending.' } },
  errors: {
    400: ['captcha_required', 'captcha_failed'],
    409: ['email_taken', 'registration_pending'],
    429: ['rate_limited'],
  },
  handler: async ({ deps, body, clientIp, locale, c }) => {
    await guard(
      deps,
      RATE_LIMITS.register,
      { ip: clientIp, email: body.email },
      { token: body.captchaToken, action: 'register' },
    );
    const origin = { ip: clientIp, userAgent: c.req.header('user-agent') ?? null };
    return { status: 201, body: await register(deps, body, locale, origin) };
  },
});

/** `POST /auth/verify-email`. */
export const verifyEmailRoute = implementEndpoint(contracts.verifyEmail, {
  tag: TAG,
  summary: 'Confirm the e-mail with its code',
  description:
    'Returns a registration token (30 minutes) for `complete-registration`. Five wrong codes lock the code until a new one is sent.',
  responses: { 200: { description: 'E-mail confirmed.' } },
  errors: {
    409: ['code_used'],
    410: ['code_expired'],
    422: ['wrong_code'],
    423: ['code_locked'],
    429: ['rate_limited'],
  },
  handler: async ({ deps, body, clientIp }) => {
    await guard(deps, RATE_LIMITS.verifyEmail, { ip: clientIp });
    return { status: 200, body: await verifyEmail(deps, body.email, body.code) };
  },
});

/** `POST /auth/complete-registration`. */
export const completeRegistrationRoute = implementEndpoint(contracts.completeRegistration, {
  tag: TAG,
  summary: 'Finish sign-up with the personal and taxpayer data',
  description: `Creates the account and starts the session. ${SESSION_DESCRIPTION}`,
  responses: { 200: { description: 'Signed up and logged in.' } },
  errors: { 400: ['registration_token_invalid'], 409: ['email_taken', 'username_taken'] },
  handler: async (ctx) => {
    const user = await completeRegistration(ctx.deps, ctx.body);
    return { status: 200, body: await startSession(ctx, user) };
  },
});

/** `POST /auth/resend-code`. */
export const resendCodeRoute = implementEndpoint(contracts.resendCode, {
  tag: TAG,
  summary: 'Send a new e-mail code',
  description:
    'At most one code every 60 seconds (earlier: 429 with the seconds left). Answers the same for unknown addresses. The e-mail is queued, like the first one.',
  responses: { 202: { description: 'A new code is on its way (if a sign-up is pending).' } },
  errors: { 429: ['rate_limited'] },
  handler: async ({ deps, body, clientIp }) => {
    await guard(deps, RATE_LIMITS.resendCode, { ip: clientIp, email: body.email });
    return { status: 202, body: await resendCode(deps, body.email) };
  },
});

/** `POST /auth/login`. */
export const loginRoute = implementEndpoint(contracts.login, {
  tag: TAG,
  summary: 'Log in',
  description: `Wrong e-mail or password both answer 401 \`invalid_credentials\`. Rate-limited per IP, and per account on failed attempts only. ${SESSION_DESCRIPTION}`,
  responses: { 200: { description: 'Logged in.' } },
  errors: {
    400: ['captcha_required', 'captcha_failed'],
    401: ['invalid_credentials'],
    429: ['rate_limited'],
  },
  handler: async (ctx) => {
    const { deps, body, clientIp } = ctx;
    await guard(
      deps,
      RATE_LIMITS.login,
      { ip: clientIp, email: body.email },
      { token: body.captchaToken, action: 'login' },
    );
    const user = await checkCredentials(deps, body.email, body.password);
    // The guard counted this attempt against the account before the password was known; only
    // failures spend that budget, so a success gives its hit back.
    await refundRateLimit(deps, RATE_LIMITS.login.perAccount, body.email);
    return { status: 200, body: await startSession(ctx, user) };
  },
});

/** `POST /auth/refresh`. */
export const refreshRoute = implementEndpoint(contracts.refreshSession, {
  tag: TAG,
  summary: 'Get a new access token',
  description:
    'Needs the refresh cookie and `X-XSRF-TOKEN` equal to the `XSRF-TOKEN` cookie. The refresh token rotates on every call. A token already exchanged less than 20 seconds ago (another tab of the same browser refreshing at the same moment) gets a new access token but no new refresh cookie; later, presenting a used token revokes the whole session.',
  responses: {
    200: {
      description: 'A new access token (and, unless the token was just exchanged, a new refresh cookie).',
    },
  },
  errors: { 401: ['session_expired'], 403: ['csrf_failed'] },
  handler: async (ctx) => ({ status: 200, body: await refreshSession(ctx) }),
});

/** `POST /auth/logout`. */
export const logoutRoute = implementEndpoint(contracts.logout, {
  tag: TAG,
  summary: 'Log out',
  description:
    'Revokes the session of the refresh cookie (access tokens of that session stop working at once) and clears the cookies.',
  responses: { 204: { description: 'Logged out.' } },
  errors: { 403: ['csrf_failed'] },
  handler: async (ctx) => {
    await logout(ctx);
    return { status: 204 };
  },
});

/** `POST /auth/forgot-password`. */
export const forgotPasswordRoute = implementEndpoint(contracts.forgotPassword, {
  tag: TAG,
  summary: 'Ask for a password-reset link',
  description:
    'Always the same neutral 202, whether or not the address has an account: the link is prepared and its e-mail queued after the answer.',
  responses: { 202: { description: 'Neutral acknowledgement.' } },
  errors: { 400: ['captcha_required', 'captcha_failed'], 429: ['rate_limited'] },
  handler: async ({ deps, body, clientIp, locale }) => {
    await guard(
      deps,
      RATE_LIMITS.forgotPassword,
      { ip: clientIp, email: body.email },
      { token: body.captchaToken, action: 'forgot_password' },
    );
    requestPasswordReset(deps, body.email);
    return { status: 202, body: { message: RESET_REQUESTED[locale] } };
  },
});

/** `POST /auth/reset-password`. */
export const resetPasswordRoute = implementEndpoint(contracts.resetPassword, {
  tag: TAG,
  summary: 'Choose a new password with a reset link',
  description:
    'The token is single-use and valid 1 hour. Every open session of the account ends, and a notice e-mail is queued with the change. Rate-limited per IP.',
  responses: { 204: { description: 'Password changed.' } },
  errors: { 400: ['reset_token_invalid'], 429: ['rate_limited'] },
  handler: async ({ deps, body, clientIp }) => {
    await guard(deps, RATE_LIMITS.resetPassword, { ip: clientIp });
    await resetPassword(deps, body.token, body.password);
    return { status: 204 };
  },
});

/** Every accounts route. */
export const authRoutes = [
  registerRoute,
  verifyEmailRoute,
  completeRegistrationRoute,
  resendCodeRoute,
  loginRoute,
  refreshRoute,
  logoutRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
];
