import ky, { type KyInstance } from 'ky';
import { camelizeKeys, decamelizeKeys } from '../case-keys/case-keys';
import type { CamelizeKeys } from '../case-keys/case-keys.types';
import type { RuntimeConfig } from '../config/config-schema';
import { type CookieJar, documentCookieJar } from '../environment/cookie-jar';
import type { I18n } from '../i18n/i18n';
import type { Session } from '../session/session';
import { type ApiError, type ErrorBody, toApiError } from './api-error';

/** Name of the cookie the API sets with the anti-CSRF token. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** Header that must echo {@link XSRF_COOKIE}. */
export const XSRF_HEADER = 'X-XSRF-TOKEN';

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
  /** Called when a refresh fails and the session has been cleared. */
  onSessionExpired?: () => void;
}

/** The refresh endpoint's answer (camelized). */
interface RefreshResponse {
  accessToken?: string;
  userData?: Record<string, unknown>;
  userAbilityRules?: unknown[];
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

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

function searchParamsOf(query: Record<string, QueryValue> | undefined): URLSearchParams | undefined {
  if (!query) return undefined;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(decamelizeKeys(query) as Record<string, QueryValue>)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  return params;
}

/**
 * Creates the client.
 * @example
 * const client = createHttpClient({ config, session, i18n });
 * const plans = await client.get<PlanList>('/plans', { query: { service: 'electronic_invoicing' } });
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { config, session } = options;
  const { i18n } = options;
  const logger = options.logger ?? console;
  const cookies = () => options.cookies ?? documentCookieJar();
  const kyInstance: KyInstance = ky.create({
    timeout: false,
    retry: 0,
    throwHttpErrors: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  let refreshing: Promise<boolean> | null = null;

  const headersFor = (requestOptions: RequestOptions, hasJsonBody: boolean): Headers => {
    const headers = new Headers(requestOptions.headers);
    headers.set('Accept', 'application/json');
    headers.set('Accept-Language', i18n.locale);
    if (hasJsonBody) headers.set('Content-Type', 'application/json');
    const xsrf = cookies()?.get(XSRF_COOKIE);
    if (xsrf) headers.set(XSRF_HEADER, xsrf);
    const token = session?.accessToken;
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  };

  const encodeBody = (body: unknown): { body?: BodyInit; json: boolean } => {
    if (body === undefined) return { json: false };
    if (body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams)
      return { body, json: false };
    let payload = body;
    try {
      payload = decamelizeKeys(body);
    } catch (error) {
      logger.error('Error transformando la solicitud:', error);
    }
    return { body: JSON.stringify(payload), json: true };
  };

  const send = async (method: Method, path: string, body: unknown, requestOptions: RequestOptions) => {
    const base = requestOptions.auth ? config.authUrl : config.apiBaseUrl;
    const url = `${base}/${path.replace(/^\/+/, '')}`;
    const encoded = encodeBody(body);
    try {
      return await kyInstance(url, {
        method,
        headers: headersFor(requestOptions, encoded.json),
        ...(encoded.body !== undefined ? { body: encoded.body } : {}),
        ...(requestOptions.query ? { searchParams: searchParamsOf(requestOptions.query) } : {}),
        ...(requestOptions.signal ? { signal: requestOptions.signal } : {}),
        credentials: requestOptions.withCredentials ? 'include' : 'same-origin',
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw toApiError(0, undefined, i18n.t, (key) => i18n.exists(key));
    }
  };

  const readJson = async (response: Response): Promise<unknown> => {
    if (response.status === 204) return undefined;
    const type = response.headers.get('Content-Type') ?? '';
    if (!type.includes('json')) return undefined;
    const text = await response.text();
    if (!text) return undefined;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return undefined;
    }
    try {
      return camelizeKeys(parsed);
    } catch (error) {
      logger.error('Error transformando la respuesta:', error);
      return parsed;
    }
  };

  const failure = async (response: Response): Promise<ApiError> => {
    const body = (await readJson(response).catch(() => undefined)) as ErrorBody | undefined;
    return toApiError(
      response.status,
      body,
      i18n.t,
      (key) => i18n.exists(key),
      response.headers.get('Retry-After'),
    );
  };

  const refresh = (): Promise<boolean> => {
    if (!session) return Promise.resolve(false);
    refreshing ??= (async () => {
      try {
        const response = await send('POST', '/auth/refresh', undefined, {
          auth: true,
          withCredentials: true,
          skipRefresh: true,
        });
        if (!response.ok) return false;
        const data = (await readJson(response)) as RefreshResponse | undefined;
        if (!data?.accessToken) return false;
        session.setAccessToken(data.accessToken);
        if (data.userData || data.userAbilityRules) {
          session.update({
            ...(data.userData ? { userData: data.userData } : {}),
            ...(data.userAbilityRules ? { userAbilityRules: data.userAbilityRules as [] } : {}),
          });
        }
        return true;
      } catch {
        return false;
      } finally {
        refreshing = null;
      }
    })().then((ok) => {
      if (!ok && session.userData) {
        session.clear();
        options.onSessionExpired?.();
      }
      return ok;
    });
    return refreshing;
  };

  const execute = async (
    method: Method,
    path: string,
    body: unknown,
    requestOptions: RequestOptions = {},
  ) => {
    // A token we know is dead is refreshed before the request instead of after a wasted 401.
    if (
      session &&
      !requestOptions.skipRefresh &&
      session.userData &&
      !session.accessToken &&
      session.canRefresh
    ) {
      await refresh();
    }
    let response = await send(method, path, body, requestOptions);
    if (response.status === 401 && session?.userData && !requestOptions.skipRefresh) {
      if (await refresh()) response = await send(method, path, body, requestOptions);
    }
    if (response.status < 200 || response.status > 299) throw await failure(response);
    return response;
  };

  const request = async <T>(method: Method, path: string, body?: unknown, requestOptions?: RequestOptions) =>
    (await readJson(await execute(method, path, body, requestOptions))) as CamelizeKeys<T>;

  return {
    request,
    get: (path, requestOptions) => request('GET', path, undefined, requestOptions),
    post: (path, body, requestOptions) => request('POST', path, body, requestOptions),
    put: (path, body, requestOptions) => request('PUT', path, body, requestOptions),
    patch: (path, body, requestOptions) => request('PATCH', path, body, requestOptions),
    delete: (path, requestOptions) => request('DELETE', path, undefined, requestOptions),
    download: async (path, requestOptions) => (await execute('GET', path, undefined, requestOptions)).blob(),
    refresh,
  };
}
