import type { RuntimeConfig } from '../config/config-schema';
import type { CookieJar } from '../core/environment/cookie-jar';
import type { I18n } from '../i18n/i18n';
import type { Session } from '../session/session';
import type { CamelizeKeys } from './case-keys/case-keys.types';

/** Query values; `undefined` and `null` are left out, arrays repeat the key. */
export type QueryValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly (string | number | boolean)[];

/** Per-request options. */
export interface RequestOptions {
  /** Query parameters in camelCase; sent in snake_case. */
  query?: Record<string, QueryValue>;
  /** Extra headers (e.g. `Idempotency-Key`). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Sends cookies cross-origin (login, refresh, logout: the refresh cookie lives on the API's domain).
   * Other requests authenticate with the bearer token only.
   */
  withCredentials?: boolean;
  /** Skips the refresh-and-retry on 401 (the login and refresh calls themselves). */
  skipRefresh?: boolean;
  /** Sends the request to `authUrl` instead of `apiBaseUrl`. */
  auth?: boolean;
}

/** Options of {@link createHttpClient}. */
export interface HttpClientOptions {
  config: Pick<RuntimeConfig, 'apiBaseUrl' | 'authUrl'>;
  /** Supplies the bearer token and receives refreshed tokens; omit for anonymous clients. */
  session?: Session;
  /**
   * Locale for `Accept-Language` and error messages; needs at least the `errors` namespace.
   * Required so a bundle never carries a second, hidden copy of the catalogues.
   */
  i18n: Pick<I18n, 't' | 'exists' | 'locale'>;
  /** Where the XSRF cookie is read; `document.cookie` by default. */
  cookies?: CookieJar;
  fetch?: typeof globalThis.fetch;
  /** Receives transformation errors; `console` by default. */
  logger?: Pick<Console, 'error'>;
  /**
   * Called when `/auth/refresh` answers 401 or 403 and the session has been cleared. A network error
   * or a 5xx keeps the session: the request fails with that error and a later one may refresh.
   */
  onSessionExpired?: () => void;
}

/** The HTTP methods the client sends. */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The HTTP client every widget and the portal use: JSON in camelCase on our side, snake_case on the
 * wire, bearer and XSRF headers, one shared refresh on 401, and {@link ApiError} for every failure.
 */
export interface HttpClient {
  request<T>(
    method: Method,
    path: string,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<CamelizeKeys<T>>;
  get<T>(path: string, options?: RequestOptions): Promise<CamelizeKeys<T>>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<CamelizeKeys<T>>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<CamelizeKeys<T>>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<CamelizeKeys<T>>;
  delete<T>(path: string, options?: RequestOptions): Promise<CamelizeKeys<T>>;
  /** Downloads a response as a Blob (CSV exports), with the same headers and error mapping. */
  download(path: string, options?: RequestOptions): Promise<Blob>;
  /** Refreshes the access token; concurrent callers share one request. Resolves `true` on success. */
  refresh(): Promise<boolean>;
}
