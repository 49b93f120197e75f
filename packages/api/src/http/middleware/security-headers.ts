import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';

/** Headers for a JSON API that is never framed, sniffed or cached by shared caches. */
const DEFAULTS: Record<string, string> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Permitted-Cross-Domain-Policies': 'none',
  'Origin-Agent-Cluster': '?1',
  'Cache-Control': 'no-store',
};

/**
 * Sets security headers on every response, without overriding what a route chose itself (an HTML
 * page with its own CSP, a card form meant for an iframe, a cacheable catalogue).
 * HSTS is added in production, where the API is served over HTTPS.
 */
export function securityHeaders(production: boolean): MiddlewareHandler<AppEnv> {
  const headers = production
    ? { ...DEFAULTS, 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' }
    : DEFAULTS;
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headers)) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  };
}
