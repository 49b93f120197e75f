import type { Translate } from '../i18n/i18n';
import type { FieldErrors } from '../validation/translate-issues';

/** Why a request failed, in a shape every UI can show: never a stack trace or an HTML page. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status; `0` when the server could not be reached. */
    readonly status: number,
    /** Stable code shared with the API (`invalid_credentials`, `rate_limited`, …). */
    readonly code: string,
    /** Text for the user, in the current locale. */
    message: string,
    /** Messages per field (dotted camelCase paths), as the API reported them. */
    readonly fieldErrors: FieldErrors = {},
    /** Seconds to wait before retrying, from `Retry-After` or the body. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** `true` when `error` is an {@link ApiError}, optionally with the given code. */
export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

const STATUS_CODES: Record<number, string> = {
  400: 'validation_failed',
  401: 'session_expired',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  422: 'validation_failed',
  429: 'rate_limited',
};

/** The catalogue code used when the server sent none (or no JSON at all). */
export function codeForStatus(status: number): string {
  if (status === 0) return 'network_error';
  if (status >= 500) return 'try_again_later';
  return STATUS_CODES[status] ?? 'unexpected_error';
}

/** The body the API sends with every error. */
export interface ErrorBody {
  code?: unknown;
  message?: unknown;
  fieldErrors?: unknown;
  retryAfterSeconds?: unknown;
}

const MAX_SERVER_MESSAGE = 500;

/**
 * Builds the {@link ApiError} for a failed response.
 * The message comes from the catalogue when it knows the code; otherwise from the server's own
 * (already translated, plain-text) message; otherwise from the catalogue's text for the status.
 */
export function toApiError(
  status: number,
  body: ErrorBody | undefined,
  t: Translate,
  exists: (key: string) => boolean,
  retryAfterHeader?: string | null,
): ApiError {
  const serverCode =
    typeof body?.code === 'string' && /^[a-z0-9_]{1,64}$/.test(body.code) ? body.code : undefined;
  const code = serverCode ?? codeForStatus(status);
  const retryAfter = Number(body?.retryAfterSeconds ?? retryAfterHeader);
  const retryAfterSeconds = Number.isFinite(retryAfter) && retryAfter > 0 ? Math.ceil(retryAfter) : undefined;
  const values = { seconds: retryAfterSeconds ?? 60 };

  let message: string;
  if (exists(`errors.${code}`)) message = t(`errors.${code}`, values);
  else if (typeof body?.message === 'string' && body.message && body.message.length <= MAX_SERVER_MESSAGE)
    message = body.message;
  else message = t(`errors.${codeForStatus(status)}`, values);

  return new ApiError(status, code, message, parseFieldErrors(body?.fieldErrors), retryAfterSeconds);
}

function parseFieldErrors(value: unknown): FieldErrors {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(value)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter(
      (message): message is string => typeof message === 'string',
    );
    if (list.length) errors[field] = list;
  }
  return errors;
}
