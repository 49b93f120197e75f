import { describe, expect, test } from 'vitest';
import { call, randomIp } from './support/api-client';
import { expectProblem, PASSWORD, signUp, uniqueEmail } from './support/factories';
import { createTestClock, setupTestApp } from './support/test-app';

const t = setupTestApp();

type Endpoint = { path: string; body: (email: string) => Record<string, unknown> };

const login: Endpoint = { path: '/auth/login', body: (email) => ({ email, password: 'Incorrecta.123' }) };
const register: Endpoint = {
  path: '/auth/register',
  body: (email) => ({
    email,
    password: PASSWORD,
    first_name: 'Ana',
    first_surname: 'Díaz',
    accepted_terms: true,
  }),
};
const resend: Endpoint = { path: '/auth/resend-code', body: (email) => ({ email }) };
const forgot: Endpoint = { path: '/auth/forgot-password', body: (email) => ({ email }) };

/** Sends `count` requests and returns the statuses. */
async function hammer(
  app: typeof t.app,
  endpoint: Endpoint,
  count: number,
  who: { ip?: string; email?: string },
) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const response = await call(app, 'POST', endpoint.path, {
      ip: who.ip ?? randomIp(),
      body: endpoint.body(who.email ?? uniqueEmail()),
    });
    statuses.push(response.status);
  }
  return statuses;
}

describe('rate limits (429 rate_limited with Retry-After)', () => {
  test.each([
    ['login', login, 30],
    ['register', register, 10],
    ['resend-code', resend, 20],
    ['forgot-password', forgot, 10],
  ])('%s: %i requests per IP, then 429', async (_name, endpoint, limit) => {
    const { app } = t.variant({ clock: createTestClock() });
    const ip = randomIp();
    const statuses = await hammer(app, endpoint, limit, { ip });
    expect(statuses.every((status) => status !== 429)).toBe(true);
    const blocked = await call(app, 'POST', endpoint.path, { ip, body: endpoint.body(uniqueEmail()) });
    expectProblem(blocked, 429, 'rate_limited');
    const retryAfter = Number(blocked.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(blocked.body.retry_after_seconds).toBe(retryAfter);
    expect(blocked.body.message).toBe(
      `Hiciste demasiados intentos. Espera ${retryAfter} segundos y vuelve a intentarlo.`,
    );
    // Another IP is not affected.
    expect((await call(app, 'POST', endpoint.path, { body: endpoint.body(uniqueEmail()) })).status).not.toBe(
      429,
    );
  });

  test.each([
    ['login', login, 10],
    ['forgot-password', forgot, 5],
  ])('%s: %i requests per account from any IPs, then 429', async (_name, endpoint, limit) => {
    const { app } = t.variant({ clock: createTestClock() });
    const email = uniqueEmail();
    const statuses = await hammer(app, endpoint, limit, { email });
    expect(statuses.every((status) => status !== 429)).toBe(true);
    expectProblem(
      await call(app, 'POST', endpoint.path, { body: endpoint.body(email) }),
      429,
      'rate_limited',
    );
  });

  test('a blocked account cannot log in even with the right password, until the window passes', async () => {
    const clock = createTestClock();
    const { app } = t.variant({ clock });
    const user = await signUp(t);
    await hammer(app, login, 10, { email: user.email });
    const right = { email: user.email, password: user.password };
    expectProblem(await call(app, 'POST', '/auth/login', { body: right }), 429, 'rate_limited');
    clock.advance(15 * 60);
    expect((await call(app, 'POST', '/auth/login', { body: right })).status).toBe(200);
  });

  test('the count is shared by every instance using the same database', async () => {
    const clock = createTestClock();
    const first = t.variant({ clock }).app;
    const second = t.variant({ clock }).app;
    const ip = randomIp();
    await hammer(first, login, 15, { ip });
    await hammer(second, login, 15, { ip });
    expectProblem(
      await call(first, 'POST', '/auth/login', { ip, body: login.body(uniqueEmail()) }),
      429,
      'rate_limited',
    );
  });

  test('limits stay off the other routes', async () => {
    const ip = randomIp();
    for (let i = 0; i < 40; i++) expect((await call(t.app, 'GET', '/health', { ip })).status).toBe(200);
  });
});
