import { randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { call, randomIp } from './support/api-client';
import { createTeam, expectProblem, PASSWORD, signUp, uniqueEmail } from './support/factories';
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
const verify: Endpoint = { path: '/auth/verify-email', body: (email) => ({ email, code: '123456' }) };
const reset: Endpoint = {
  path: '/auth/reset-password',
  body: () => ({ token: randomBytes(32).toString('base64url'), password: PASSWORD }),
};

/**
 * A clock at the start of a fixed rate-limit window (they are aligned to the hour, and to its
 * quarters), so a test's hits never straddle two windows.
 */
const windowStartClock = () => createTestClock(new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000));

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
    ['verify-email', verify, 30],
    ['reset-password', reset, 10],
  ])('%s: %i requests per IP, then 429', async (_name, endpoint, limit) => {
    const { app } = t.variant({ clock: windowStartClock() });
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
    ['login', login, 10, false],
    ['forgot-password', forgot, 5, false],
    ['resend-code', resend, 10, false],
    // An address with an account answers 409 every time, so no resend wait gets in the way.
    ['register', register, 5, true],
  ])('%s: %i requests per account from any IPs, then 429', async (_name, endpoint, limit, existing) => {
    const { app } = t.variant({ clock: windowStartClock() });
    const email = existing ? (await signUp(t)).email : uniqueEmail();
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

  test('only failed logins count per account: successes leave the budget alone', async () => {
    const { app } = t.variant({ clock: windowStartClock() });
    const user = await signUp(t);
    const right = { email: user.email, password: user.password };
    await hammer(app, login, 9, { email: user.email });
    for (let i = 0; i < 5; i++)
      expect((await call(app, 'POST', '/auth/login', { body: right })).status).toBe(200);
    expectProblem(
      await call(app, 'POST', '/auth/login', { body: login.body(user.email) }),
      401,
      'invalid_credentials',
    );
    expectProblem(await call(app, 'POST', '/auth/login', { body: right }), 429, 'rate_limited');
  });

  test('invitations: 30 per inviting user and hour, then 429', async () => {
    const { app } = t.variant({ clock: windowStartClock() });
    const { owner, id } = await createTeam(t);
    const invite = () =>
      call(app, 'POST', `/organizations/${id}/invitations`, {
        token: owner.accessToken,
        body: { email: uniqueEmail('invitee'), role: 'viewer' },
      });
    for (let i = 0; i < 30; i++) {
      const response = await invite();
      expect(response.status, response.text).toBe(201);
    }
    const blocked = await invite();
    expectProblem(blocked, 429, 'rate_limited');
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0);
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
