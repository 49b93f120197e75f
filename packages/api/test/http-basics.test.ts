import { describe, expect, test } from 'vitest';
import { call } from './support/api-client';
import { expectProblem, lastCodeFor, PASSWORD, signUp, uniqueEmail, validProfile } from './support/factories';
import { sendPendingMail } from './support/mail';
import { setupTestApp } from './support/test-app';

const t = setupTestApp();

describe('CORS', () => {
  test('an allow-listed origin gets credentials', async () => {
    const response = await call(t.app, 'GET', '/health', { headers: { Origin: 'https://partner.example' } });
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('https://partner.example');
    expect(response.headers.get('Access-Control-Allow-Credentials')).toBe('true');
    expect(response.headers.get('Access-Control-Expose-Headers')).toContain('Retry-After');
  });

  test('any other origin gets no CORS headers at all', async () => {
    const response = await call(t.app, 'GET', '/health', { headers: { Origin: 'https://evil.example' } });
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(response.headers.get('Access-Control-Allow-Credentials')).toBeNull();
  });

  test('preflights are answered for listed origins only', async () => {
    const preflight = (origin: string) =>
      call(t.app, 'OPTIONS', '/auth/refresh', {
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'x-xsrf-token',
        },
      });
    const allowed = await preflight('https://partner.example');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('Access-Control-Allow-Headers')).toContain('X-XSRF-TOKEN');
    expect(allowed.headers.get('Access-Control-Allow-Methods')).toContain('POST');
    const refused = await preflight('https://evil.example');
    expect(refused.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  test('public routes are readable from any origin, without credentials', async () => {
    const response = await call(t.app, 'GET', '/openapi.json', {
      headers: { Origin: 'https://anyone.example' },
    });
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(response.headers.get('Access-Control-Allow-Credentials')).toBeNull();
  });
});

describe('security headers and limits', () => {
  test.each(['/health', '/nowhere'])('%s carries the security headers', async (path) => {
    const response = await call(t.app, 'GET', path);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
    expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(response.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  test('HSTS is sent in production', async () => {
    const { app } = t.variant({ config: { environment: 'production', devRoutes: false } });
    expect((await call(app, 'GET', '/health')).headers.get('Strict-Transport-Security')).toContain(
      'max-age=31536000',
    );
  });

  test('413 payload_too_large above the body cap', async () => {
    const response = await call(t.app, 'POST', '/auth/login', {
      rawBody: JSON.stringify({ email: 'a'.repeat(200_000) }),
    });
    expectProblem(response, 413, 'payload_too_large');
  });

  test('400 invalid_json and 415 unsupported_media_type', async () => {
    expectProblem(await call(t.app, 'POST', '/auth/login', { rawBody: '{"email":' }), 400, 'invalid_json');
    expectProblem(
      await call(t.app, 'POST', '/auth/login', {
        rawBody: 'email=a',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      }),
      415,
      'unsupported_media_type',
    );
  });
});

describe('language and request ids', () => {
  test.each([
    [undefined, 'es', 'El correo o la contraseña no son correctos.'],
    ['en', 'en', 'The email or password is incorrect.'],
    ['fr-FR, en;q=0.5', 'en', 'The email or password is incorrect.'],
    ['de', 'es', 'El correo o la contraseña no son correctos.'],
  ])('Accept-Language %s answers in %s', async (header, locale, message) => {
    const response = await call(t.app, 'POST', '/auth/login', {
      body: { email: uniqueEmail(), password: 'x' },
      headers: header ? { 'Accept-Language': header } : {},
    });
    expect(response.headers.get('Content-Language')).toBe(locale);
    expect(response.body.message).toBe(message);
  });

  test('echoes a sane X-Request-Id and makes one up otherwise', async () => {
    const given = await call(t.app, 'GET', '/health', { headers: { 'X-Request-Id': 'abc-12345678' } });
    expect(given.headers.get('X-Request-Id')).toBe('abc-12345678');
    const made = await call(t.app, 'GET', '/health', { headers: { 'X-Request-Id': 'bad id with spaces' } });
    expect(made.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('logs', () => {
  test('one JSON line per request with id, method, path, status and duration', async () => {
    await call(t.app, 'GET', '/health', { headers: { 'X-Request-Id': 'log-check-0001' } });
    const line = t.logs.map((text) => JSON.parse(text)).find((entry) => entry.requestId === 'log-check-0001');
    expect(line).toEqual(
      expect.objectContaining({
        method: 'GET',
        path: '/api/v1/health',
        status: 200,
        durationMs: expect.any(Number),
        level: 'info',
      }),
    );
  });

  test('passwords, tokens, codes and cookies never reach the logs', async () => {
    const email = uniqueEmail();
    await call(t.app, 'POST', '/auth/register', {
      body: { email, password: PASSWORD, first_name: 'Eva', first_surname: 'Rojas', accepted_terms: true },
    });
    const code = await lastCodeFor(t, email);
    const verified = await call(t.app, 'POST', '/auth/verify-email', { body: { email, code } });
    const completed = await call(t.app, 'POST', '/auth/complete-registration', {
      body: { registration_token: verified.body.registration_token, ...validProfile() },
    });
    const user = await signUp(t);
    await user.browser.call('POST', '/auth/refresh');
    await call(t.app, 'GET', '/me?token=secret-in-query', { token: completed.body.access_token });
    const all = t.logs.join('\n');
    const secrets = [
      PASSWORD,
      code,
      verified.body.registration_token,
      completed.body.access_token,
      user.accessToken,
      ...user.browser.cookies.values(),
      'secret-in-query',
    ];
    for (const secret of secrets) expect(all).not.toContain(secret);
  });

  test('a failing mail server does not fail the request: the e-mail is queued and retried; the reason is logged, never sent', async () => {
    await sendPendingMail(t.deps);
    const { app, deps } = t.variant({
      mailer: { kind: 'broken', send: () => Promise.reject(new Error('SMTP down')) },
    });
    const body = {
      email: uniqueEmail(),
      password: PASSWORD,
      first_name: 'Eva',
      first_surname: 'Rojas',
      accepted_terms: true,
    };
    const response = await call(app, 'POST', '/auth/register', { body });
    expect(response.status, response.text).toBe(201);
    expect(await sendPendingMail(deps)).toEqual(['retried']);
    expect(
      t.logs.some((line) => line.includes('SMTP down') && line.includes('e-mail could not be sent')),
    ).toBe(true);
    // The retry, a minute later with the mail server back, delivers the code.
    t.clock.advance(61);
    expect(await lastCodeFor(t, body.email)).toMatch(/^\d{6}$/);
  });

  test('an unexpected error is a 500 unexpected_error, logged with its stack, never sent', async () => {
    const broken = {
      hash: () => Promise.reject(new Error('argon2 exploded')),
      verify: async () => false,
      verifyDummy: async () => undefined,
    };
    const { app } = t.variant({ passwords: broken });
    const response = await call(app, 'POST', '/auth/register', {
      body: {
        email: uniqueEmail(),
        password: PASSWORD,
        first_name: 'Eva',
        first_surname: 'Rojas',
        accepted_terms: true,
      },
    });
    expectProblem(response, 500, 'unexpected_error');
    expect(response.text).not.toContain('argon2 exploded');
    const logged = t.logs.find((line) => line.includes('argon2 exploded'));
    expect(logged).toContain('unhandled error');
    expect(logged).toContain('"stack"');
  });
});
