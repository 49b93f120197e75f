import { decamelizeKeys } from '@facturo/sdk/http';

/** What a fake endpoint answers: a status and a camelCase body (sent in snake_case, as the API does). */
export interface FakeReply {
  status?: number;
  body?: unknown;
}

/** A fake endpoint: `GET /organizations` → reply. The request body arrives parsed (snake_case). */
export type FakeHandler = (request: { body: unknown; url: URL }) => FakeReply | Promise<FakeReply>;

/** Requests the fake API received, for assertions. */
export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

/**
 * An in-memory API for component tests: routes are `'METHOD /path'` (after `/api/v1`), anything else
 * answers 404 `not_found` like the real API.
 */
export function createFakeApi(routes: Record<string, FakeHandler>) {
  const calls: FakeCall[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const text = await request.text();
    const body = text ? JSON.parse(text) : undefined;
    calls.push({ method: request.method, path, body, headers: request.headers });
    const handler = routes[`${request.method} ${path}`];
    const reply = handler
      ? await handler({ body, url })
      : { status: 404, body: { code: 'not_found', message: 'Not found' } };
    const status = reply.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(decamelizeKeys(reply.body ?? {})), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}
