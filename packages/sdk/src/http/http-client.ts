import ky, { type KyInstance } from 'ky';
import { documentCookieJar } from '../core/environment/cookie-jar';
import type { Session } from '../session/session';
import { type ApiError, type ErrorBody, isApiError, toApiError } from './api-error';
import { camelizeKeys, decamelizeKeys } from './case-keys/case-keys';
import type { CamelizeKeys } from './case-keys/case-keys.types';
import type { HttpClient, HttpClientOptions, Method, QueryValue, RequestOptions } from './http-client.types';

/** Name of the cookie the API sets with the anti-CSRF token. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** Header that must echo {@link XSRF_COOKIE}. */
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** The refresh endpoint's answer (camelized). */
interface RefreshResponse {
  accessToken?: string;
  userData?: Record<string, unknown>;
  userAbilityRules?: unknown[];
}

/**
 * How a refresh ended: renewed, refused (401/403: the session was cleared), or failed for a reason
 * that says nothing about the session (`error`: unreachable server, 5xx…), which keeps it.
 */
type RefreshOutcome = { ok: true } | { ok: false; error?: ApiError };

function searchParamsOf(
  query: Record<string, QueryValue> | undefined,
  logger: Pick<Console, 'error'>,
): URLSearchParams | undefined {
  if (!query) return undefined;
  let converted: Record<string, QueryValue> = query;
  try {
    converted = decamelizeKeys(query) as Record<string, QueryValue>;
  } catch (error) {
    logger.error('Error transformando la solicitud:', error);
  }
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(converted)) {
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
  let refreshing: Promise<RefreshOutcome> | null = null;

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
        ...(requestOptions.query ? { searchParams: searchParamsOf(requestOptions.query, logger) } : {}),
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

  const callRefresh = async (activeSession: Session): Promise<RefreshOutcome> => {
    let response: Response;
    try {
      response = await send('POST', '/auth/refresh', undefined, {
        auth: true,
        withCredentials: true,
        skipRefresh: true,
      });
    } catch (error) {
      // An unreachable server says nothing about the refresh token: keep the session.
      return isApiError(error) ? { ok: false, error } : { ok: false };
    }
    // Only the API refusing the refresh token ends the session.
    if (response.status === 401 || response.status === 403) {
      if (activeSession.userData) {
        activeSession.clear();
        options.onSessionExpired?.();
      }
      return { ok: false };
    }
    if (!response.ok) return { ok: false, error: await failure(response) };
    const data = (await readJson(response)) as RefreshResponse | undefined;
    if (!data?.accessToken) return { ok: false };
    activeSession.setAccessToken(data.accessToken);
    if (data.userData || data.userAbilityRules) {
      activeSession.update({
        ...(data.userData ? { userData: data.userData } : {}),
        ...(data.userAbilityRules ? { userAbilityRules: data.userAbilityRules as [] } : {}),
      });
    }
    return { ok: true };
  };

  // Single flight: every caller while a refresh runs shares it.
  const refreshOnce = (): Promise<RefreshOutcome> => {
    if (!session) return Promise.resolve({ ok: false });
    refreshing ??= callRefresh(session)
      .catch((): RefreshOutcome => ({ ok: false }))
      .finally(() => {
        refreshing = null;
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
      const outcome = await refreshOnce();
      if (!outcome.ok && outcome.error) throw outcome.error;
    }
    // The token this request carries (headersFor reads the same value synchronously in send).
    const sentToken = session?.accessToken ?? null;
    let response = await send(method, path, body, requestOptions);
    if (response.status === 401 && session?.userData && !requestOptions.skipRefresh) {
      const current = session.accessToken;
      if (current && current !== sentToken) {
        // A refresh finished while this request was in flight: retry with its token, no new refresh.
        response = await send(method, path, body, requestOptions);
      } else {
        const outcome = await refreshOnce();
        if (outcome.ok) response = await send(method, path, body, requestOptions);
        else if (outcome.error) throw outcome.error;
      }
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
    refresh: async () => (await refreshOnce()).ok,
  };
}
