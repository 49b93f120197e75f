import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { AppEnv } from '../app-env';
import { negotiateLocale } from '../request-locale';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Gives every request an id (a caller's `X-Request-Id` when it looks sane), its language, and one
 * access-log line: id, method, path (never the query string, which may carry tokens), status,
 * duration and user (and whether the client left first). Bodies and headers are never logged.
 */
export function requestContext(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const incomingId = c.req.header('X-Request-Id');
    const requestId = incomingId && REQUEST_ID.test(incomingId) ? incomingId : randomUUID();
    c.set('requestId', requestId);
    c.set('locale', negotiateLocale(c.req.header('Accept-Language')));
    await next();
    // Set on the answer itself: `c.header` after the handler would rebuild the response around a
    // stream body and take it off @hono/node-server's direct write.
    c.res.headers.set('X-Request-Id', requestId);
    const status = c.res.status;
    const line = {
      requestId,
      method: c.req.method,
      path: c.req.path,
      status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      ...(c.get('userId') ? { userId: c.get('userId') } : {}),
    };
    // A client that left (a timeout on its side, a closed tab) is not a server failure: under
    // overload hundreds of them would bury the real errors.
    if (c.req.raw.signal.aborted) logger.info({ ...line, clientLeft: true }, 'client left before the answer');
    else if (status >= 500) logger.error(line, 'request failed');
    else logger.info(line, 'request');
  };
}
