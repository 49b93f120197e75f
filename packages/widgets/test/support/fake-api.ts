import { vi } from 'vitest';

/** A request as the fake API received it (body parsed from JSON, keys as sent: snake_case). */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown> | undefined;
  headers: Headers;
}

/** What a route handler answers. */
export interface FakeResponse {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Handler = (request: FakeRequest) => FakeResponse | Promise<FakeResponse>;

/**
 * How long to wait for a GET answered 502, 503 or 504 to show as a failure: the transport tries it
 * twice more first (after 0.3 s and 1 s), as it does with a gateway that hiccups.
 */
export const AFTER_RETRIES = { timeout: 5_000 } as const;

/** The API base every fake API answers on. */
export const FAKE_API_BASE = 'https://api.test.facturo.co/api/v1';

/**
 * Replaces `fetch` with an in-memory API: routes are `'POST /auth/login'`-style keys. Unknown routes
 * answer 404 in the API's error shape. Returns the requests seen, for assertions.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const requests: FakeRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const seen: FakeRequest = {
      method: request.method,
      path: url.pathname.replace('/api/v1', ''),
      query: url.searchParams,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined,
      headers: request.headers,
    };
    requests.push(seen);
    const handler = routes[`${seen.method} ${seen.path}`];
    const answer = handler
      ? await handler(seen)
      : { status: 404, body: { code: 'not_found', message: 'Not found', field_errors: {} } };
    const status = answer.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(answer.body ?? {}), {
      status,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { requests, fetch };
}
