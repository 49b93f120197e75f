import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';

/** Options of {@link cors}. */
export interface CorsOptions {
  /** Exact origins (`https://partner.example`) allowed with credentials. */
  allowedOrigins: readonly string[];
  /** `true` for paths any origin may read without credentials (public catalogue). */
  isPublicPath(method: string, path: string): boolean;
}

const ALLOW_HEADERS =
  'Accept, Accept-Language, Authorization, Content-Type, Idempotency-Key, X-Request-Id, X-XSRF-TOKEN';
const EXPOSE_HEADERS = 'Content-Language, ETag, Retry-After, X-Request-Id';
const ALLOW_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';

/**
 * CORS with an allow-list: listed origins get credentials (cookies for refresh and logout); public
 * paths answer `*` without credentials; every other origin gets no CORS headers, so browsers block
 * it. Preflights are answered here with 204.
 */
export function cors(options: CorsOptions): MiddlewareHandler<AppEnv> {
  const allowed = new Set(options.allowedOrigins);
  return async (c, next) => {
    const origin = c.req.header('Origin');
    const preflight = c.req.method === 'OPTIONS' && Boolean(c.req.header('Access-Control-Request-Method'));
    const method = preflight ? (c.req.header('Access-Control-Request-Method') ?? 'GET') : c.req.method;
    const headers: Record<string, string> = {};
    if (origin && allowed.has(origin)) {
      headers['Access-Control-Allow-Origin'] = origin;
      headers['Access-Control-Allow-Credentials'] = 'true';
    } else if (origin && options.isPublicPath(method, c.req.path)) {
      headers['Access-Control-Allow-Origin'] = '*';
    }
    if (preflight) {
      if (headers['Access-Control-Allow-Origin']) {
        headers['Access-Control-Allow-Methods'] = ALLOW_METHODS;
        headers['Access-Control-Allow-Headers'] = ALLOW_HEADERS;
        headers['Access-Control-Max-Age'] = '600';
      }
      return c.body(null, 204, { ...headers, Vary: 'Origin' });
    }
    await next();
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
    if (headers['Access-Control-Allow-Origin'])
      c.res.headers.set('Access-Control-Expose-Headers', EXPOSE_HEADERS);
    c.res.headers.append('Vary', 'Origin');
    return undefined;
  };
}
