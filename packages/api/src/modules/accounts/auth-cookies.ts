import { createHmac } from 'node:crypto';
import { XSRF_COOKIE, XSRF_HEADER } from '@facturo/sdk/http';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppConfig } from '../../config/app-config';
import { ApiProblem } from '../../http/api-problem';
import type { AppEnv } from '../../http/app-env';
import { safeEqual } from '../../security/secret-token';

/** The httpOnly cookie that carries the refresh token; sent only to the auth endpoints. */
export const REFRESH_COOKIE = 'facturo_refresh';
const REFRESH_COOKIE_PATH = '/api/v1/auth';

/**
 * The anti-CSRF token of a session: an HMAC of its id, so a cookie planted by a sibling subdomain
 * cannot match a session it does not know (signed double-submit).
 */
export function xsrfTokenFor(sessionId: string, secret: string): string {
  return createHmac('sha256', secret).update(`xsrf:${sessionId}`).digest('base64url');
}

/**
 * Sets the refresh cookie (httpOnly, SameSite=Strict, 7 days) and the readable `XSRF-TOKEN` cookie
 * the client echoes in `X-XSRF-TOKEN`. Both are `Secure` in production.
 */
export function setSessionCookies(
  c: Context<AppEnv>,
  config: AppConfig,
  refreshToken: string,
  sessionId: string,
): void {
  const common = {
    secure: config.environment === 'production',
    sameSite: 'Strict',
    maxAge: config.refreshTokenTtlSeconds,
  } as const;
  setCookie(c, REFRESH_COOKIE, refreshToken, { ...common, httpOnly: true, path: REFRESH_COOKIE_PATH });
  setCookie(c, XSRF_COOKIE, xsrfTokenFor(sessionId, config.jwtSecret), {
    ...common,
    httpOnly: false,
    path: '/',
  });
}

/** Removes both session cookies. */
export function clearSessionCookies(c: Context<AppEnv>, config: AppConfig): void {
  const secure = config.environment === 'production';
  deleteCookie(c, REFRESH_COOKIE, { path: REFRESH_COOKIE_PATH, secure, sameSite: 'Strict', httpOnly: true });
  deleteCookie(c, XSRF_COOKIE, { path: '/', secure, sameSite: 'Strict' });
}

/** The refresh token from its cookie, if any. */
export function readRefreshCookie(c: Context<AppEnv>): string | undefined {
  const value = getCookie(c, REFRESH_COOKIE);
  return value && value.length <= 200 ? value : undefined;
}

/**
 * Checks the double submit: the `X-XSRF-TOKEN` header must equal the `XSRF-TOKEN` cookie and,
 * once the session is known, the session's own token. Throws 403 `csrf_failed` otherwise.
 */
export function checkXsrf(c: Context<AppEnv>, expected?: string): void {
  const header = c.req.header(XSRF_HEADER) ?? '';
  const cookie = getCookie(c, XSRF_COOKIE) ?? '';
  const ok =
    header !== '' && safeEqual(header, cookie) && (expected === undefined || safeEqual(header, expected));
  if (!ok) throw new ApiProblem(403, 'csrf_failed');
}
