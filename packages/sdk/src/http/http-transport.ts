import type { RuntimeConfig } from '../config/config-schema';
import { type CookieJar, documentCookieJar } from '../core/environment/cookie-jar';
import { refreshSession } from '../endpoints/auth.endpoints';
import { endpointPath } from '../endpoints/endpoint';
import type { I18n } from '../i18n/i18n';
import type { Session } from '../session/session';
import { type ApiError, type ErrorBody, isApiError, toApiError } from './api-error';
import { camelizeKeys, decamelizeKeys } from './case-keys/case-keys';
import type { Transport, TransportCall } from './transport.types';

/** Name of the cookie the API sets with the anti-CSRF token. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** Header that must echo {@link XSRF_COOKIE}. */
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** Options of {@link createHttpTransport}. */
export interface HttpTransportOptions {
  config: Pick<RuntimeConfig, 'apiBaseUrl' | 'authUrl'>;
  /** Supplies the bearer token and receives refreshed tokens; omit for anonymous callers. */
  session?: Session;
  /**
   * Locale for `Accept-Language` and error messages; needs at least the `errors` namespace.
   * Required so a bundle never carries a second, hidden copy of the catalogues.
   */
  i18n: Pick<I18n, 't' | 'exists' | 'locale'>;
  /** Where the XSRF cookie is read; `document.cookie` by default. */
  cookies?: CookieJar;
  fetch?: typeof globalThis.fetch;
  /** Receives developer diagnostics (a body that could not be converted); `console` by default. */
  logger?: Pick<Console, 'error'>;
  /**
   * Called when `/auth/refresh` answers 401 or 403 and the session has been cleared. A network error
   * or a 5xx keeps the session: the request fails with that error and a later one may refresh.
   */
  onSessionExpired?: () => void;
  /** Waits between retries of safe requests; `setTimeout` by default (tests pass a fake). */
  sleep?: (milliseconds: number) => Promise<void>;
}

/** Query values; `undefined` and `null` are left out, arrays repeat the key. */
export type QueryValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly (string | number | boolean)[];

/** The refresh endpoint's answer (camelized). */
interface RefreshAnswer {
  accessToken?: string;
  userData?: Record<string, unknown>;
  userAbilityRules?: unknown[];
}

/**
 * How a refresh ended: renewed, refused (401/403: the session was cleared), or failed for a reason
 * that says nothing about the session (`error`: unreachable server, 5xx…), which keeps it.
 */
type RefreshOutcome = { ok: true } | { ok: false; error?: ApiError };

// Safe requests are retried when the failure is likely to pass: the network dropped, or a gateway
// or an overloaded server said so. Never a POST: a lost answer to a purchase is the idempotency
// key's business, not the transport's.
const RETRY_DELAYS_MS = [300, 1000] as const;
const RETRYABLE_STATUSES = new Set([502, 503, 504]);
const MAX_RETRY_AFTER_MS = 5000;

const defaultSleep = (milliseconds: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

function searchOf(query: object | undefined, logger: Pick<Console, 'error'>): string {
  if (!query) return '';
  let converted = query as Record<string, QueryValue>;
  try {
    converted = decamelizeKeys(query) as Record<string, QueryValue>;
  } catch (error) {
    logger.error('Facturo: could not convert the query parameters to snake_case:', error);
  }
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(converted)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * The transport to a Facturo API over `fetch`: snake_case on the wire and camelCase here, bearer
 * and XSRF headers, a token refresh shared by every caller on 401, retries of safe requests, no
 * timeout (the specification leaves slow answers to the user), and an `ApiError` in the reader's
 * language for every failure.
 *
 * `fetch` alone rather than ky: every ky feature this needs (hooks, JSON, retries) is a few lines
 * here, and ky 2 weighs 8.9 kB gzip in every widget's first download (docs/sdk.md, "Why fetch").
 * @example
 * const client = createApiClient(createHttpTransport({ config, session, i18n }));
 * const { items } = await client.call(listPlans, { query: { service: 'electronic_invoicing' } });
 */
export function createHttpTransport(options: HttpTransportOptions): Transport {
  const { config, session, i18n } = options;
  const logger = options.logger ?? console;
  const sleep = options.sleep ?? defaultSleep;
  const cookies = () => options.cookies ?? documentCookieJar();
  const fetchImpl = (...args: Parameters<typeof fetch>) => (options.fetch ?? globalThis.fetch)(...args);
  let refreshing: Promise<RefreshOutcome> | null = null;

  const headersFor = (call: TransportCall, hasJsonBody: boolean): Headers => {
    const headers = new Headers(call.headers);
    headers.set('Accept', 'application/json');
    headers.set('Accept-Language', i18n.locale);
    if (hasJsonBody) headers.set('Content-Type', 'application/json');
    const xsrf = cookies()?.get(XSRF_COOKIE);
    if (xsrf) headers.set(XSRF_HEADER, xsrf);
    const token = session?.accessToken;
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  };

  const encodeBody = (body: unknown): string | undefined => {
    if (body === undefined) return undefined;
    let payload = body;
    try {
      payload = decamelizeKeys(body);
    } catch (error) {
      logger.error('Facturo: could not convert the request body to snake_case:', error);
    }
    return JSON.stringify(payload);
  };

  const fetchOnce = async (call: TransportCall): Promise<Response> => {
    const { endpoint } = call;
    const base = endpoint.authServer ? config.authUrl : config.apiBaseUrl;
    const url = `${base}${endpointPath(endpoint, call.params)}${searchOf(call.query, logger)}`;
    const body = encodeBody(call.body);
    try {
      return await fetchImpl(url, {
        method: endpoint.method,
        headers: headersFor(call, body !== undefined),
        ...(body !== undefined ? { body } : {}),
        ...(call.signal ? { signal: call.signal } : {}),
        credentials: endpoint.cookies ? 'include' : 'same-origin',
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw toApiError(0, undefined, i18n.t, (key) => i18n.exists(key));
    }
  };

  const send = async (call: TransportCall): Promise<Response> => {
    const safe = call.endpoint.method === 'GET';
    for (let attempt = 0; ; attempt += 1) {
      const delay = RETRY_DELAYS_MS[attempt];
      let response: Response;
      try {
        response = await fetchOnce(call);
      } catch (error) {
        if (!safe || delay === undefined || !isApiError(error) || call.signal?.aborted) throw error;
        await sleep(delay);
        continue;
      }
      if (!safe || delay === undefined || !RETRYABLE_STATUSES.has(response.status)) return response;
      const retryAfter = Number(response.headers.get('Retry-After')) * 1000;
      await response.body?.cancel().catch(() => undefined);
      await sleep(
        Number.isFinite(retryAfter) && retryAfter > 0 ? Math.min(retryAfter, MAX_RETRY_AFTER_MS) : delay,
      );
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
      logger.error('Facturo: could not convert the answer to camelCase:', error);
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
      response = await send({ endpoint: refreshSession });
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
    const data = (await readJson(response)) as RefreshAnswer | undefined;
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

  const execute = async (call: TransportCall): Promise<Response> => {
    // A call that brings its own bearer (a widget's scoped token) is not the session's to renew.
    const mayRefresh = !call.endpoint.authServer && !new Headers(call.headers).has('Authorization');
    // A token we know is dead is refreshed before the request instead of after a wasted 401.
    if (session && mayRefresh && session.userData && !session.accessToken && session.canRefresh) {
      const outcome = await refreshOnce();
      if (!outcome.ok && outcome.error) throw outcome.error;
    }
    // The token this request carries (headersFor reads the same value synchronously).
    const sentToken = session?.accessToken ?? null;
    let response = await send(call);
    if (response.status === 401 && session?.userData && mayRefresh) {
      const current = session.accessToken;
      if (current && current !== sentToken) {
        // A refresh finished while this request was in flight: retry with its token, no new refresh.
        response = await send(call);
      } else {
        const outcome = await refreshOnce();
        if (outcome.ok) response = await send(call);
        else if (outcome.error) throw outcome.error;
      }
    }
    if (response.status < 200 || response.status > 299) throw await failure(response);
    return response;
  };

  return {
    async send(call) {
      const response = await execute(call);
      const produces = call.endpoint.produces;
      // A page is read as text; every other produced type is a file to save (CSV, PDF, XML, zip).
      if (produces === 'text/html' || produces === 'text/plain') return response.text();
      if (produces) return response.blob();
      return readJson(response);
    },
    refresh: async () => (await refreshOnce()).ok,
  };
}
