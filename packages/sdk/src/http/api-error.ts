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
    /** Text for the user, from the error catalogue in the current locale. */
    message: string,
    /** Messages per field (dotted camelCase paths), as the API reported them. */
    readonly fieldErrors: FieldErrors = {},
    /** Seconds to wait before retrying, from `Retry-After` or the body. */
    readonly retryAfterSeconds?: number,
    /**
     * The server's own `message` (at most 500 characters), for logs and developers. Never shown to
     * users: it may be in another language, and the catalogue already says it for them in `message`.
     */
    readonly detail?: string,
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
 * The message always comes from the catalogue in the current locale: the text of the code when the
 * catalogue knows it, otherwise the text of the status (`conflict`, `try_again_later`…). The server's
 * own message is kept apart in `detail`, so no raw server text ever reaches the user.
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

  const message = exists(`errors.${code}`)
    ? t(`errors.${code}`, values)
    : t(`errors.${codeForStatus(status)}`, values);
  const detail =
    typeof body?.message === 'string' && body.message && body.message.length <= MAX_SERVER_MESSAGE
      ? body.message
      : undefined;

  return new ApiError(status, code, message, parseFieldErrors(body?.fieldErrors), retryAfterSeconds, detail);
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
