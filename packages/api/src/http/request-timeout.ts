import { RequestAbandonedError } from '../db/request-scope';
import { ApiProblem } from './api-problem';

/** 503 `request_timeout`: the request passed its deadline (or its client left) and was dropped. */
export const requestTimedOut = (detail = 'request deadline passed') =>
  new ApiProblem(503, 'request_timeout', { detail });

/** `true` for the error the database layer throws when it drops an abandoned request's work. */
export function isRequestAbandoned(error: unknown): error is RequestAbandonedError {
  return error instanceof RequestAbandonedError;
}
