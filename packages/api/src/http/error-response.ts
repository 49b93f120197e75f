import { decamelize } from '@facturo/sdk/http';
import type { FieldErrors } from '@facturo/sdk/validation';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ApiProblem, isApiProblem } from './api-problem';
import type { AppEnv } from './app-env';
import { i18nFor, negotiateLocale } from './request-locale';
import { isRequestAbandoned, requestTimedOut } from './request-timeout';

/** `billingInfo.email` → `billing_info.email`: field paths go out in the wire's snake_case. */
export const snakePath = (path: string): string =>
  path === '_' ? path : path.split('.').map(decamelize).join('.');

function snakeFieldErrors(fieldErrors: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [path, messages] of Object.entries(fieldErrors)) out[snakePath(path)] = messages;
  return out;
}

/** The error body every failure has: `{ code, message, field_errors[, retry_after_seconds] }`. */
export function problemResponse(c: Context<AppEnv>, problem: ApiProblem): Response {
  const locale = c.get('locale') ?? negotiateLocale(c.req.header('Accept-Language'));
  const { t } = i18nFor(locale);
  const body: Record<string, unknown> = {
    code: problem.code,
    message: t(`errors.${problem.code}`, problem.values),
    field_errors: snakeFieldErrors(problem.fieldErrors),
  };
  const headers: Record<string, string> = { ...problem.headers, 'Content-Language': locale };
  if (problem.retryAfterSeconds !== undefined) {
    body.retry_after_seconds = problem.retryAfterSeconds;
    headers['Retry-After'] = String(problem.retryAfterSeconds);
  }
  return c.json(body, problem.status, headers);
}

// PostgreSQL error classes a bad request can still reach despite validation (a race on a unique
// key, an out-of-range number); they are the caller's problem, not a server failure.
const PG_CLIENT_ERRORS: Record<string, () => ApiProblem> = {
  '23505': () => new ApiProblem(409, 'conflict', { detail: 'unique violation' }),
  '23503': () => new ApiProblem(409, 'conflict', { detail: 'foreign key violation' }),
  '40001': () => new ApiProblem(409, 'conflict', { detail: 'serialization failure' }),
  '40P01': () => new ApiProblem(409, 'conflict', { detail: 'deadlock' }),
  '22P02': () => new ApiProblem(400, 'validation_failed', { detail: 'invalid text representation' }),
  '22001': () => new ApiProblem(400, 'validation_failed', { detail: 'string too long' }),
  '22003': () => new ApiProblem(400, 'validation_failed', { detail: 'numeric out of range' }),
  '22007': () => new ApiProblem(400, 'validation_failed', { detail: 'invalid datetime' }),
  '22008': () => new ApiProblem(400, 'validation_failed', { detail: 'datetime out of range' }),
  '22021': () => new ApiProblem(400, 'validation_failed', { detail: 'invalid byte sequence' }),
  '22P05': () => new ApiProblem(400, 'validation_failed', { detail: 'untranslatable character' }),
};

/**
 * 413 for a body above the limit. The rest of that body is still on the connection: reading it would
 * cost what the limit protects against, and leaving it would make it the start of the next request
 * on a kept-alive connection (which the server would then reset). So the connection closes.
 */
export function payloadTooLarge(): ApiProblem {
  return new ApiProblem(413, 'payload_too_large', { headers: { Connection: 'close' } });
}

/**
 * Maps anything thrown during a request to an {@link ApiProblem}: our own problems as they are,
 * Hono's HTTP exceptions by status, known PostgreSQL client errors, and everything else to a 500
 * `unexpected_error` (whose details go to the log, never to the client).
 */
export function toProblem(error: unknown): { problem: ApiProblem; unexpected: boolean } {
  if (isApiProblem(error)) return { problem: error, unexpected: false };
  if (isRequestAbandoned(error)) return { problem: requestTimedOut(error.message), unexpected: false };
  if (error instanceof HTTPException) {
    const status = error.status;
    if (status === 413) return { problem: payloadTooLarge(), unexpected: false };
    if (status === 401) return { problem: new ApiProblem(401, 'authentication_required'), unexpected: false };
    if (status < 500) return { problem: new ApiProblem(400, 'validation_failed'), unexpected: false };
  }
  const pgCode = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  const mapped = typeof pgCode === 'string' ? PG_CLIENT_ERRORS[pgCode] : undefined;
  if (mapped) return { problem: mapped(), unexpected: false };
  return { problem: new ApiProblem(500, 'unexpected_error'), unexpected: true };
}
