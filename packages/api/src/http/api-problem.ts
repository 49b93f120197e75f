import type { Catalogue, TranslationValues } from '@facturo/sdk/i18n';
import type { FieldErrors } from '@facturo/sdk/validation';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** A stable error code the sdk catalogue translates (`errors.<code>`). */
export type ErrorCode = keyof Catalogue['errors'] & string;

/** Options of {@link ApiProblem}. */
export interface ApiProblemOptions {
  /** Messages per field, keyed by dotted camelCase path (sent as snake_case). Already translated. */
  fieldErrors?: FieldErrors;
  /** Values interpolated into the catalogue message (`{{seconds}}`). */
  values?: TranslationValues;
  /** Seconds until a retry may succeed; sent as `Retry-After` and `retry_after_seconds`. */
  retryAfterSeconds?: number;
  /** Extra response headers. */
  headers?: Record<string, string>;
  /** What went wrong, for the log only (never sent to the client). */
  detail?: string;
}

/**
 * An expected failure with an HTTP status and a catalogue code. Throw it anywhere in a request;
 * the error handler answers `{ code, message, field_errors }` in the request's language.
 */
export class ApiProblem extends Error {
  override readonly name = 'ApiProblem';
  readonly fieldErrors: FieldErrors;
  readonly values: TranslationValues;
  readonly retryAfterSeconds: number | undefined;
  readonly headers: Record<string, string>;

  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    options: ApiProblemOptions = {},
  ) {
    super(options.detail ?? code);
    this.fieldErrors = options.fieldErrors ?? {};
    this.values = options.values ?? {};
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.headers = options.headers ?? {};
  }
}

/** `true` when `error` is an {@link ApiProblem}. */
export function isApiProblem(error: unknown): error is ApiProblem {
  return error instanceof ApiProblem;
}

/** 404 `not_found`: also the answer for another organization's data, so its existence never leaks. */
export const notFound = (detail?: string) => new ApiProblem(404, 'not_found', detail ? { detail } : {});

/** 403 `forbidden`: the caller belongs to the organization but their role does not allow this. */
export const forbidden = (detail?: string) => new ApiProblem(403, 'forbidden', detail ? { detail } : {});

/** 409 with a specific code. */
export const conflict = (code: ErrorCode, detail?: string) =>
  new ApiProblem(409, code, detail ? { detail } : {});

/** 429 `rate_limited` with the seconds to wait. */
export const rateLimited = (retryAfterSeconds: number) =>
  new ApiProblem(429, 'rate_limited', {
    retryAfterSeconds,
    values: { seconds: retryAfterSeconds },
  });
