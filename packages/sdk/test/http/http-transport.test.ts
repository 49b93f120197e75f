import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { parseConfig } from '../../src/config/parse-config';
import { createMemoryCookieJar } from '../../src/core/environment/cookie-jar';
import { createMemoryStorage } from '../../src/core/environment/key-value-storage';
import { login } from '../../src/endpoints/auth.endpoints';
import { defineEndpoint, type EndpointSpec } from '../../src/endpoints/endpoint';
import { createApiClient } from '../../src/http/api-client';
import { ApiError } from '../../src/http/api-error';
import { createHttpTransport, type HttpTransportOptions } from '../../src/http/http-transport';
import { createI18n } from '../../src/i18n/create-i18n';
import { createSession } from '../../src/session/session';
import { fakeJwt } from '../support/jwt';
import { type SeenRequest, sendJson, startTestServer } from '../support/test-server';

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const user = { id: 'usr_1', email: 'ana@clinica.co' };
const now = () => Math.floor(Date.now() / 1000);
const liveToken = (name: string) => fakeJwt({ sub: name, iat: now(), exp: now() + 3600 });

function clientFor(baseUrl: string, extra: Partial<HttpTransportOptions> = {}) {
  const session = createSession({ storage: createMemoryStorage() });
  const i18n = createI18n({ locale: 'es', document: null });
  const sleep = vi.fn(async (_milliseconds: number) => {});
  const transport = createHttpTransport({
    config: parseConfig({ apiBaseUrl: baseUrl }),
    session,
    i18n,
    sleep,
    ...extra,
  });
  return { client: createApiClient(transport), session, i18n, sleep };
}

// Endpoints of the shapes under test, without answer schemas: these tests are about the transport.
const endpoint = (method: EndpointSpec['method'], path: `/${string}`, extra: Partial<EndpointSpec> = {}) =>
  defineEndpoint({ operationId: 'testCall', method, path, auth: 'public', status: 200, ...extra });
const get = (path: `/${string}`) => endpoint('GET', path);
const post = (path: `/${string}`) => endpoint('POST', path);

describe('case conversion on the wire', () => {
  test('sends snake_case bodies and query parameters, returns camelCase', async () => {
    server = await startTestServer((_request, response) =>
      sendJson(response, 200, { items: [{ invoice_id: 'inv_1', due_date: '2026-12-01' }], page_size: 20 }),
    );
    const { client } = clientFor(server.baseUrl);
    const result = await client.call(post('/invoices/search'), {
      body: { billingInfo: { firstSurname: 'Gómez' } },
      query: { pageSize: 20, dateFrom: '2026-01-01', status: ['paid', 'unpaid'], search: undefined },
    });
    expect(result).toEqual({ items: [{ invoiceId: 'inv_1', dueDate: '2026-12-01' }], pageSize: 20 });
    const seen = server.seen[0] as SeenRequest;
    expect(seen.url).toBe(
      '/api/v1/invoices/search?page_size=20&date_from=2026-01-01&status=paid&status=unpaid',
    );
    expect(JSON.parse(seen.body)).toEqual({ billing_info: { first_surname: 'Gómez' } });
    expect(seen.headers['content-type']).toBe('application/json');
    expect(seen.headers['accept-language']).toBe('es');
  });

  test('a failed answer conversion is logged for developers and the original passes through', async () => {
    // Nesting this deep overflows any recursive walk; JSON.parse itself copes with it.
    const depth = 200_000;
    server = await startTestServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(`${'['.repeat(depth)}${']'.repeat(depth)}`);
    });
    const logger = { error: vi.fn() };
    const { client } = clientFor(server.baseUrl, { logger });
    const result = await client.call(get('/deep'));
    expect(Array.isArray(result)).toBe(true);
    expect(logger.error).toHaveBeenCalledWith(
      'Facturo: could not convert the answer to camelCase:',
      expect.any(RangeError),
    );
  });

  test('a failed body conversion is logged for developers and the original is sent', async () => {
    server = await startTestServer((_request, response) => sendJson(response, 200, {}));
    const logger = { error: vi.fn() };
    const { client } = clientFor(server.baseUrl, { logger });
    let reads = 0;
    const body = {
      // Throws on the first read (the conversion), answers on the second (serialisation).
      get fullName() {
        reads++;
        if (reads === 1) throw new Error('getter failed');
        return 'Ana';
      },
    };
    await client.call(post('/contact'), { body });
    expect(logger.error).toHaveBeenCalledWith(
      'Facturo: could not convert the request body to snake_case:',
      expect.any(Error),
    );
    expect(JSON.parse(server.seen[0]?.body ?? '')).toEqual({ fullName: 'Ana' });
  });

  test('a failed query conversion is logged for developers and the original parameters are sent', async () => {
    server = await startTestServer((_request, response) => sendJson(response, 200, {}));
    const logger = { error: vi.fn() };
    const { client } = clientFor(server.baseUrl, { logger });
    let reads = 0;
    const query = {
      // Throws on the first read (the conversion), answers on the second (building the URL).
      get pageSize() {
        reads++;
        if (reads === 1) throw new Error('getter failed');
        return 20;
      },
    };
    await client.call(get('/invoices'), { query });
    expect(logger.error).toHaveBeenCalledWith(
      'Facturo: could not convert the query parameters to snake_case:',
      expect.any(Error),
    );
    expect(server.seen[0]?.url).toBe('/api/v1/invoices?pageSize=20');
  });
});

describe('headers', () => {
  test('sends the XSRF cookie back as X-XSRF-TOKEN and the bearer token when logged in', async () => {
    server = await startTestServer((_request, response) => sendJson(response, 200, { ok: true }));
    const cookies = createMemoryCookieJar({ 'XSRF-TOKEN': 'xsrf-123' });
    const { client, session } = clientFor(server.baseUrl, { cookies });
    await client.call(get('/me'));
    const token = liveToken('a');
    session.start({ userData: user, accessToken: token });
    await client.call(get('/me'));
    expect(server.seen[0]?.headers['x-xsrf-token']).toBe('xsrf-123');
    expect(server.seen[0]?.headers.authorization).toBeUndefined();
    expect(server.seen[1]?.headers.authorization).toBe(`Bearer ${token}`);
  });

  test('no XSRF header without the cookie', async () => {
    server = await startTestServer((_request, response) => sendJson(response, 200, {}));
    const { client } = clientFor(server.baseUrl, { cookies: createMemoryCookieJar() });
    await client.call(get('/plans'));
    expect(server.seen[0]?.headers['x-xsrf-token']).toBeUndefined();
  });
});

describe('refresh on 401', () => {
  test('ten concurrent 401s cause exactly one refresh, then each request is retried once', async () => {
    const fresh = liveToken('fresh');
    let refreshes = 0;
    server = await startTestServer(async (request, response) => {
      if (request.url === '/api/v1/auth/refresh') {
        refreshes++;
        await new Promise((resolve) => setTimeout(resolve, 30));
        return sendJson(response, 200, { access_token: fresh, expires_in: 86_400 });
      }
      if (request.headers.authorization === `Bearer ${fresh}`) return sendJson(response, 200, { ok: true });
      return sendJson(response, 401, { code: 'token_expired', message: 'expired' });
    });
    const cookies = createMemoryCookieJar({ 'XSRF-TOKEN': 'x1' });
    const { client, session } = clientFor(server.baseUrl, { cookies });
    session.start({ userData: user, accessToken: liveToken('stale') });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, index) => client.call(get(`/invoices/${index}`))),
    );
    expect(results).toEqual(Array.from({ length: 10 }, () => ({ ok: true })));
    expect(refreshes).toBe(1);
    expect(session.accessToken).toBe(fresh);
    const refreshRequest = server.seen.find((request) => request.url === '/api/v1/auth/refresh');
    expect(refreshRequest?.headers['x-xsrf-token']).toBe('x1');
    expect(server.seen.filter((request) => request.url.startsWith('/api/v1/invoices/')).length).toBe(20);
  });

  test.each([401, 403])(
    'a refresh refused with %i clears the session and surfaces a translated error',
    async (status) => {
      server = await startTestServer((request, response) =>
        request.url === '/api/v1/auth/refresh'
          ? sendJson(response, status, { code: 'refresh_invalid' })
          : sendJson(response, 401, { code: 'token_expired' }),
      );
      const onSessionExpired = vi.fn();
      const { client, session } = clientFor(server.baseUrl, { onSessionExpired });
      session.start({ userData: user, accessToken: liveToken('stale') });
      const error = await client.call(get('/me')).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        status: 401,
        code: 'token_expired',
        message: 'Tu sesión expiró. Vuelve a iniciar sesión.',
      });
      expect(session.isLoggedIn).toBe(false);
      expect(onSessionExpired).toHaveBeenCalledTimes(1);
    },
  );

  test.each([
    {
      name: 'a 503',
      answer: (response: ServerResponse) => sendJson(response, 503, { code: 'try_again_later' }),
      error: { status: 503, code: 'try_again_later' },
    },
    {
      name: 'a 500 with an HTML page',
      answer: (response: ServerResponse) => {
        response.writeHead(500, { 'Content-Type': 'text/html' });
        response.end('<html>Bad gateway</html>');
      },
      error: { status: 500, code: 'try_again_later' },
    },
    {
      name: 'a dropped connection',
      answer: (response: ServerResponse) => response.socket?.destroy(),
      error: { status: 0, code: 'network_error' },
    },
  ])(
    'a refresh that fails with $name keeps the session and rejects with that error',
    async ({ answer, error: expected }) => {
      server = await startTestServer((request, response) =>
        request.url === '/api/v1/auth/refresh'
          ? answer(response)
          : sendJson(response, 401, { code: 'authentication_required' }),
      );
      const onSessionExpired = vi.fn();
      const { client, session } = clientFor(server.baseUrl, { onSessionExpired });
      const token = liveToken('current');
      session.start({ userData: user, accessToken: token });
      const error = await client.call(get('/me')).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject(expected);
      expect(session.isLoggedIn).toBe(true);
      expect(session.accessToken).toBe(token);
      expect(onSessionExpired).not.toHaveBeenCalled();
    },
  );

  test('401s that arrive after the refresh finished retry with the new token instead of refreshing again', async () => {
    const stale = liveToken('stale');
    const fresh = liveToken('fresh');
    let refreshes = 0;
    let releaseSlow: () => void = () => {};
    const slowReleased = new Promise<void>((resolve) => {
      releaseSlow = resolve;
    });
    let slowSeen: () => void = () => {};
    const bothSlowSeen = new Promise<void>((resolve) => {
      slowSeen = resolve;
    });
    server = await startTestServer(async (request, response) => {
      if (request.url === '/api/v1/auth/refresh') {
        refreshes++;
        return sendJson(response, 200, { access_token: fresh });
      }
      if (request.url.startsWith('/api/v1/slow/') && request.headers.authorization === `Bearer ${stale}`) {
        if (server?.seen.filter((seen) => seen.url.startsWith('/api/v1/slow/')).length === 2) slowSeen();
        // Held until the refresh is over, so these 401s come back after it.
        await slowReleased;
      }
      if (request.headers.authorization === `Bearer ${fresh}`) return sendJson(response, 200, { ok: true });
      return sendJson(response, 401, { code: 'authentication_required' });
    });
    const { client, session } = clientFor(server.baseUrl);
    session.start({ userData: user, accessToken: stale });
    const slow = [client.call(get('/slow/1')), client.call(get('/slow/2'))];
    await bothSlowSeen;
    expect(await client.call(get('/fast'))).toEqual({ ok: true });
    expect(refreshes).toBe(1);
    releaseSlow();
    expect(await Promise.all(slow)).toEqual([{ ok: true }, { ok: true }]);
    expect(refreshes).toBe(1);
    const slowAuth = server.seen
      .filter((seen) => seen.url.startsWith('/api/v1/slow/'))
      .map((seen) => seen.headers.authorization);
    expect(slowAuth.sort()).toEqual([
      `Bearer ${fresh}`,
      `Bearer ${fresh}`,
      `Bearer ${stale}`,
      `Bearer ${stale}`,
    ]);
  });

  test('login failures are not refreshed', async () => {
    server = await startTestServer((_request, response) =>
      sendJson(response, 401, { code: 'invalid_credentials', message: 'Invalid credentials' }),
    );
    const { client } = clientFor(server.baseUrl);
    const error = await client
      .call(login, { body: { email: 'a@b.co', password: 'x' } })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      status: 401,
      code: 'invalid_credentials',
      message: 'El correo o la contraseña no son correctos.',
    });
    expect(server.seen).toHaveLength(1);
  });

  test('an access token known to be expired is refreshed before the request', async () => {
    const fresh = liveToken('fresh');
    server = await startTestServer((request, response) =>
      request.url === '/api/v1/auth/refresh'
        ? sendJson(response, 200, { access_token: fresh })
        : sendJson(response, 200, { auth: request.headers.authorization }),
    );
    const { client, session } = clientFor(server.baseUrl);
    session.start({ userData: user, accessToken: fakeJwt({ iat: now() - 7200, exp: now() - 10 }) });
    expect(await client.call(get('/me'))).toEqual({ auth: `Bearer ${fresh}` });
    expect(server.seen.map((request) => request.url)).toEqual(['/api/v1/auth/refresh', '/api/v1/me']);
  });

  test("a 401 to a call with its own bearer (a widget's scoped token) leaves the session alone", async () => {
    server = await startTestServer((_request, response) =>
      sendJson(response, 401, { code: 'authentication_required', message: 'Expired' }),
    );
    const { client, session } = clientFor(server.baseUrl);
    const mine = liveToken('user');
    session.start({ userData: user, accessToken: mine });
    const error = await client
      .call(get('/invoices'), undefined, { headers: { Authorization: 'Bearer widget-token' } })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 401 });
    expect(server.seen.map((request) => [request.url, request.headers.authorization])).toEqual([
      ['/api/v1/invoices', 'Bearer widget-token'],
    ]);
    expect(session.accessToken).toBe(mine);
  });
});

describe('error mapping', () => {
  test.each([
    {
      status: 409,
      body: { code: 'email_taken', message: 'Email taken' },
      code: 'email_taken',
      es: 'Ya hay una cuenta registrada con este correo.',
    },
    {
      status: 500,
      body: '<html><body>Stack trace at foo.js:1</body></html>',
      code: 'try_again_later',
      es: 'Algo salió mal. Por favor, inténtalo de nuevo más tarde.',
    },
    { status: 404, body: { code: 'not_found' }, code: 'not_found', es: 'No encontramos lo que buscabas.' },
    {
      status: 429,
      body: { code: 'rate_limited' },
      code: 'rate_limited',
      es: 'Hiciste demasiados intentos. Espera 42 segundos y vuelve a intentarlo.',
    },
    {
      // A code the catalogue does not know keeps its code but reads as its status, never the raw text.
      status: 409,
      body: { code: 'schedule_unacknowledged', message: 'Confirm you understand the change.' },
      code: 'schedule_unacknowledged',
      es: 'Esta acción no se puede completar con los datos actuales. Recarga la página e inténtalo de nuevo.',
    },
    { status: 418, body: null, code: 'unexpected_error', es: 'Lo sentimos, ocurrió un error.' },
  ])('$status $code', async ({ status, body, code, es }) => {
    server = await startTestServer((_request, response) => {
      if (typeof body === 'string') {
        response.writeHead(status, { 'Content-Type': 'text/html' });
        response.end(body);
      } else sendJson(response, status, body, { 'Retry-After': '42' });
    });
    const { client } = clientFor(server.baseUrl);
    const error = (await client.call(get('/x')).catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(status);
    expect(error.code).toBe(code);
    expect(error.message).toBe(es);
    expect(error.message).not.toMatch(/<html|stack/i);
  });

  test("the server's own message is kept in detail, never in message", async () => {
    server = await startTestServer((_request, response) =>
      sendJson(response, 409, { code: 'email_taken', message: 'Email already registered (users_email_key)' }),
    );
    const { client } = clientFor(server.baseUrl);
    const error = (await client.call(get('/x')).catch((caught: unknown) => caught)) as ApiError;
    expect(error.message).toBe('Ya hay una cuenta registrada con este correo.');
    expect(error.detail).toBe('Email already registered (users_email_key)');
  });

  test('field errors arrive with camelCase paths', async () => {
    server = await startTestServer((_request, response) =>
      sendJson(response, 422, {
        code: 'validation_failed',
        message: 'Revisa los campos',
        field_errors: {
          'billing_info.email': ['Ingresa un correo electrónico válido.'],
          'items.0.plan_id': ['Obligatorio'],
        },
      }),
    );
    const { client } = clientFor(server.baseUrl);
    const error = (await client
      .call(post('/checkout'), { body: {} })
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error.fieldErrors).toEqual({
      'billingInfo.email': ['Ingresa un correo electrónico válido.'],
      'items.0.planId': ['Obligatorio'],
    });
    expect(error.message).toBe('Revisa los campos marcados.');
  });

  test('an unreachable server is a network error in the current locale', async () => {
    const { client, i18n } = clientFor('http://127.0.0.1:9/api/v1');
    i18n.setLocale('en');
    const error = (await client.call(get('/plans')).catch((caught: unknown) => caught)) as ApiError;
    expect(error).toMatchObject({ status: 0, code: 'network_error' });
    expect(error.message).toBe('We could not reach the server. Check your connection and try again.');
  });

  test('2xx are success, including 204 without a body', async () => {
    server = await startTestServer((request, response) => {
      if (request.method === 'DELETE') {
        response.writeHead(204);
        response.end();
      } else sendJson(response, 201, { id: 'org_1' });
    });
    const { client } = clientFor(server.baseUrl);
    expect(await client.call(post('/organizations'), { body: { name: 'Clínica' } })).toEqual({ id: 'org_1' });
    expect(
      await client.call(endpoint('DELETE', '/organizations/org_1/membership', { status: 204 })),
    ).toBeUndefined();
  });
});

describe('non-JSON answers', () => {
  test('a CSV export resolves with a Blob, a page with its text', async () => {
    server = await startTestServer((request, response) => {
      response.writeHead(200, { 'Content-Type': request.url.endsWith('.csv') ? 'text/csv' : 'text/html' });
      response.end(request.url.endsWith('.csv') ? 'number,total\nFCT1,1000\n' : '<p>Tarjeta</p>');
    });
    const { client } = clientFor(server.baseUrl);
    const file = { operationId: 'testCall', method: 'GET', auth: 'public', status: 200 } as const;
    const csv = await client.call(
      defineEndpoint({ ...file, path: '/invoices/export.csv', produces: 'text/csv' }),
    );
    expect(csv).toBeInstanceOf(Blob);
    expect(await csv.text()).toBe('number,total\nFCT1,1000\n');
    const page = await client.call(
      defineEndpoint({ ...file, path: '/sandbox/card-form', produces: 'text/html' }),
    );
    expect(page).toBe('<p>Tarjeta</p>');
  });
});

describe('retries', () => {
  test('a GET answered 503 is retried after the waits, honouring Retry-After', async () => {
    let calls = 0;
    server = await startTestServer((_request, response) => {
      calls++;
      if (calls === 1) return sendJson(response, 503, { code: 'try_again_later' }, { 'Retry-After': '2' });
      if (calls === 2) return sendJson(response, 502, {});
      return sendJson(response, 200, { ok: true });
    });
    const { client, sleep } = clientFor(server.baseUrl);
    expect(await client.call(get('/plans'))).toEqual({ ok: true });
    expect(calls).toBe(3);
    expect(sleep.mock.calls.map(([milliseconds]) => milliseconds)).toEqual([2000, 1000]);
  });

  test('a GET that keeps failing gives up after two retries with the last error', async () => {
    server = await startTestServer((_request, response) => sendJson(response, 504, {}));
    const { client } = clientFor(server.baseUrl);
    const error = await client.call(get('/plans')).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 504, code: 'try_again_later' });
    expect(server.seen).toHaveLength(3);
  });

  test('a dropped connection on a GET is retried', async () => {
    let calls = 0;
    server = await startTestServer((_request, response) => {
      calls++;
      if (calls === 1) {
        response.socket?.destroy();
        return;
      }
      return sendJson(response, 200, { ok: true });
    });
    const { client } = clientFor(server.baseUrl);
    expect(await client.call(get('/plans'))).toEqual({ ok: true });
  });

  test.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('a %s is never retried', async (method) => {
    server = await startTestServer((_request, response) => sendJson(response, 503, {}));
    const { client, sleep } = clientFor(server.baseUrl);
    const error = await client.call(endpoint(method, '/checkout')).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 503 });
    expect(server.seen).toHaveLength(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  test('an aborted GET is not retried', async () => {
    server = await startTestServer((_request, response) => {
      response.socket?.destroy();
    });
    const { client, sleep } = clientFor(server.baseUrl);
    const controller = new AbortController();
    sleep.mockImplementation(async () => controller.abort());
    const error = await client
      .call(get('/plans'), undefined, { signal: controller.signal })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});
