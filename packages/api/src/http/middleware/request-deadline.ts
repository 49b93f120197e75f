import type { MiddlewareHandler } from 'hono';
import { runInRequestScope } from '../../db/request-scope';
import type { AppEnv } from '../app-env';
import { problemResponse } from '../error-response';
import { requestTimedOut } from '../request-timeout';

// Reads answer nothing else than data: past the deadline nobody misses them. A write past it may
// still succeed, so it is not answered as failed, nor cut (its handler can read the signal).
const SAFE_METHODS = new Set(['GET', 'HEAD']);

/**
 * Gives every read a deadline (`REQUEST_TIMEOUT_MS`) and every request an AbortSignal
 * (`c.get('signal')`, the handlers' `signal`) that fires when the client leaves before the answer
 * (`@hono/node-server` aborts the request's own signal then) and, for a read, on its deadline. A GET
 * or HEAD past its deadline answers 503 `request_timeout` at once, and its database work stops at
 * its next read or its wait for a pooled connection (`db/request-abort.ts`), so an overloaded API
 * drops the work nobody waits for instead of finishing it minutes later.
 */
export function requestDeadline(timeoutMs: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const clientSignal = c.req.raw.signal;
    // A write is neither answered early nor cut: it only needs to know when its client left (its
    // scope still orders its turns on the embedded database).
    if (!SAFE_METHODS.has(c.req.method)) {
      c.set('signal', clientSignal);
      return runInRequestScope(undefined, () => next());
    }
    // One controller fired by either cause: `AbortSignal.any` costs far more per request on Node 20.
    const abandoned = new AbortController();
    const clientLeft = () => abandoned.abort(clientSignal.reason);
    if (clientSignal.aborted) clientLeft();
    else clientSignal.addEventListener('abort', clientLeft, { once: true });
    c.set('signal', abandoned.signal);
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => {
        abandoned.abort('request deadline passed');
        resolve('timeout');
      }, timeoutMs);
    });
    try {
      return await runInRequestScope(abandoned.signal, async (scope) => {
        const handled = next().then(() => 'handled' as const);
        const outcome = await Promise.race([handled, timedOut]);
        scope.answered = true;
        if (outcome === 'handled') return undefined;
        // The handler stops at its next query; whatever it answers then, nobody reads.
        handled.catch(() => undefined);
        return problemResponse(c, requestTimedOut());
      });
    } finally {
      clearTimeout(timer);
      clientSignal.removeEventListener('abort', clientLeft);
    }
  };
}
