// The request whose database work may be dropped: kept here, below the HTTP layer, so the
// database plugin and pool (`request-abort.ts`) can read it without importing HTTP code.
import { AsyncLocalStorage } from 'node:async_hooks';

/** What the request under way shares with the code it runs (database plugin, pool, engine turns). */
interface RequestScope {
  /**
   * Fires on the request's deadline or when its client leaves; `undefined` for a write, whose work
   * is never cut.
   */
  readonly signal: AbortSignal | undefined;
  /** When the request arrived (`performance.now()`): the embedded database serves older ones first. */
  readonly arrivedAt: number;
  /** Set once the answer is decided: work after it (deferred e-mails, a streamed body) is not cut. */
  answered: boolean;
  /** Set at the request's first write: from then on it runs to the end, never half-done. */
  wrote: boolean;
}

const scopes = new AsyncLocalStorage<RequestScope>();

/**
 * Runs `work` as a request: with a `signal` (a GET or HEAD) its abandoned database work stops;
 * without one (a write) it runs to the end.
 */
export function runInRequestScope<T>(
  signal: AbortSignal | undefined,
  work: (scope: RequestScope) => Promise<T>,
): Promise<T> {
  const scope: RequestScope = { signal, arrivedAt: performance.now(), answered: false, wrote: false };
  return scopes.run(scope, () => work(scope));
}

/** The request under way (any method), or `undefined` outside one (jobs, seeds, tests' direct calls). */
export function currentRequestScope(): Readonly<RequestScope> | undefined {
  return scopes.getStore();
}

/**
 * The signal of the request under way while its work may still be dropped, or `undefined`: outside
 * a request (jobs, seeds, repositories called by tests), after the answer (deferred work, a streamed
 * body) and after the request's first write.
 */
export function currentRequestSignal(): AbortSignal | undefined {
  const scope = scopes.getStore();
  return scope && !scope.answered && !scope.wrote ? scope.signal : undefined;
}

/** Records that the request under way changed data, so nothing cuts it any more. */
export function markRequestWrote(): void {
  const scope = scopes.getStore();
  if (scope) scope.wrote = true;
}

/**
 * The request under way was abandoned (its deadline passed or its client left): thrown between
 * steps of its database work, answered by the HTTP layer as 503 `request_timeout`.
 */
export class RequestAbandonedError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'RequestAbandonedError';
  }
}

/**
 * Throws {@link RequestAbandonedError} when the request under way was abandoned, so a long piece of
 * work stops between steps instead of finishing for nobody. Does nothing when no signal applies.
 */
export function throwIfRequestAbandoned(signal = currentRequestSignal()): void {
  if (signal?.aborted) throw new RequestAbandonedError(String(signal.reason));
}
