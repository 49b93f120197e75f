import { randomInt } from 'node:crypto';
import type { Hono } from 'hono';
import type { AppEnv } from '../../src/http/app-env';

// biome-ignore lint/suspicious/noExplicitAny: response bodies are arbitrary JSON, checked by assertions.
export type Json = any;

/** What a test sees of a response. */
export interface ApiResponse {
  status: number;
  /** Parsed JSON (snake_case, as on the wire), or the text when the body is not JSON. */
  body: Json;
  text: string;
  headers: Headers;
  /** Cookies set by the response, by name (`''` when cleared). */
  setCookies: Record<string, string>;
}

/** Options of one request. */
export interface CallOptions {
  /** Sent as JSON. */
  body?: unknown;
  /** Sent verbatim (malformed payloads). */
  rawBody?: string;
  /** `Authorization: Bearer …`. */
  token?: string;
  headers?: Record<string, string>;
  /** `X-Forwarded-For` (tests trust it); a random address when left out. */
  ip?: string;
}

/** A random private IP, so unrelated tests never share a per-IP rate limit. */
export const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

function parseSetCookies(headers: Headers): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const line of headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const index = pair.indexOf('=');
    cookies[pair.slice(0, index).trim()] = decodeURIComponent(pair.slice(index + 1).trim());
  }
  return cookies;
}

/** Sends one request to the app in-process (`app.request`); `path` is relative to `/api/v1`. */
export async function call(
  app: Hono<AppEnv>,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<ApiResponse> {
  const headers = new Headers(options.headers);
  if (!headers.has('X-Forwarded-For')) headers.set('X-Forwarded-For', options.ip ?? randomIp());
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  const url = path.startsWith('http') ? path : `http://localhost/api/v1${path}`;
  const response = await app.request(url, { method, headers, ...(body !== undefined ? { body } : {}) });
  const text = await response.text();
  let parsed: Json = text;
  if ((response.headers.get('Content-Type') ?? '').includes('json') && text) parsed = JSON.parse(text);
  return {
    status: response.status,
    body: parsed,
    text,
    headers: response.headers,
    setCookies: parseSetCookies(response.headers),
  };
}

/**
 * A browser with a cookie jar: keeps the refresh and XSRF cookies the API sets and sends them
 * back, and echoes `XSRF-TOKEN` in `X-XSRF-TOKEN` like the sdk client.
 */
export class Browser {
  readonly cookies = new Map<string, string>();
  readonly ip = randomIp();

  constructor(private readonly app: Hono<AppEnv>) {}

  async call(
    method: string,
    path: string,
    options: CallOptions & { xsrf?: boolean } = {},
  ): Promise<ApiResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size)
      headers.Cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (options.xsrf !== false && xsrf) headers['X-XSRF-TOKEN'] = xsrf;
    const response = await call(this.app, method, path, { ip: this.ip, ...options, headers });
    for (const [name, value] of Object.entries(response.setCookies)) {
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
    return response;
  }
}
