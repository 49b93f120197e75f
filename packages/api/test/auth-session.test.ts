import { describe, expect, test } from 'vitest';
import { REFRESH_REUSE_GRACE_SECONDS } from '../src/modules/accounts/refresh.service';
import { Browser, call } from './support/api-client';
import { expectProblem, signUp, uniqueEmail } from './support/factories';
import { createTestClock, setupTestApp } from './support/test-app';

const t = setupTestApp();

async function login(browser: Browser, email: string, password: string) {
  return browser.call('POST', '/auth/login', { body: { email, password } });
}

describe('POST /auth/login', () => {
  test('answers the session body and sets the refresh and XSRF cookies', async () => {
    const user = await signUp(t);
    const browser = new Browser(t.app);
    const response = await login(browser, user.email, user.password);
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual([
      'access_token',
      'expires_in',
      'user_ability_rules',
      'user_data',
    ]);
    expect(response.body.user_data.id).toBe(user.userId);
    const cookies = response.headers.getSetCookie();
    const refresh = cookies.find((line) => line.startsWith('facturo_refresh='));
    const xsrf = cookies.find((line) => line.startsWith('XSRF-TOKEN='));
    expect(refresh).toMatch(/HttpOnly/);
    expect(refresh).toMatch(/SameSite=Strict/);
    expect(refresh).toMatch(/Path=\/api\/v1\/auth/);
    expect(refresh).toMatch(/Max-Age=604800/);
    expect(xsrf).not.toMatch(/HttpOnly/);
    expect(xsrf).toMatch(/SameSite=Strict/);
  });

  test('cookies are Secure in production', async () => {
    const user = await signUp(t);
    const { app } = t.variant({ config: { environment: 'production', devRoutes: false } });
    const response = await call(app, 'POST', '/auth/login', {
      body: { email: user.email, password: user.password },
    });
    expect(response.headers.getSetCookie().every((line) => /; Secure/.test(line))).toBe(true);
  });

  test.each([
    ['a wrong password', true],
    ['an unknown e-mail', false],
  ])('401 invalid_credentials for %s, with the same message', async (_label, knownEmail) => {
    const user = await signUp(t);
    const response = await call(t.app, 'POST', '/auth/login', {
      body: {
        email: knownEmail ? user.email : uniqueEmail(),
        password: knownEmail ? 'Otra.Clave123' : user.password,
      },
    });
    expectProblem(response, 401, 'invalid_credentials');
    expect(response.body.message).toBe('El correo o la contraseña no son correctos.');
    expect(response.setCookies).toEqual({});
  });
});

describe('POST /auth/refresh', () => {
  test('rotates the refresh token and returns a working access token', async () => {
    const user = await signUp(t);
    const before = user.browser.cookies.get('facturo_refresh');
    const refreshed = await user.browser.call('POST', '/auth/refresh');
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.user_data.id).toBe(user.userId);
    expect(user.browser.cookies.get('facturo_refresh')).not.toBe(before);
    const me = await call(t.app, 'GET', '/me', { token: refreshed.body.access_token });
    expect(me.status).toBe(200);
  });

  test('two tabs refreshing with the same token at once both succeed; only one gets a refresh token', async () => {
    const user = await signUp(t);
    const otherTab = new Browser(t.app);
    for (const [name, value] of user.browser.cookies) otherTab.cookies.set(name, value);
    const [first, second] = await Promise.all([
      user.browser.call('POST', '/auth/refresh'),
      otherTab.call('POST', '/auth/refresh'),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    for (const response of [first, second]) {
      expect((await call(t.app, 'GET', '/me', { token: response.body.access_token })).status).toBe(200);
    }
    const rotated = [first, second].filter((response) => 'facturo_refresh' in response.setCookies);
    expect(rotated).toHaveLength(1);
    // Real tabs share one cookie jar: the winner's new refresh token carries both on.
    const jar = first === rotated[0] ? user.browser : otherTab;
    expect((await jar.call('POST', '/auth/refresh')).status).toBe(200);
  });

  test('a replay within the grace window gets an access token but no refresh token to keep', async () => {
    const user = await signUp(t);
    const thief = new Browser(t.app);
    for (const [name, value] of user.browser.cookies) thief.cookies.set(name, value);
    expect((await user.browser.call('POST', '/auth/refresh')).status).toBe(200);
    t.clock.advance(REFRESH_REUSE_GRACE_SECONDS - 5);
    const replay = await thief.call('POST', '/auth/refresh');
    expect(replay.status).toBe(200);
    expect(replay.setCookies).toEqual({});
    expect((await call(t.app, 'GET', '/me', { token: replay.body.access_token })).status).toBe(200);
    // The replayed token is all the thief holds: once the window has passed it is theft, and the
    // session ends for everyone.
    t.clock.advance(10);
    expectProblem(await thief.call('POST', '/auth/refresh'), 401, 'session_expired');
    expectProblem(await user.browser.call('POST', '/auth/refresh'), 401, 'session_expired');
    expectProblem(
      await call(t.app, 'GET', '/me', { token: replay.body.access_token }),
      401,
      'session_expired',
    );
  });

  test('reusing an exchanged refresh token after the grace window revokes the whole session', async () => {
    const user = await signUp(t);
    const stolen = new Browser(t.app);
    for (const [name, value] of user.browser.cookies) stolen.cookies.set(name, value);
    const rotated = await user.browser.call('POST', '/auth/refresh');
    expect(rotated.status).toBe(200);
    t.clock.advance(REFRESH_REUSE_GRACE_SECONDS + 1);
    expectProblem(await stolen.call('POST', '/auth/refresh'), 401, 'session_expired');
    // The legitimate holder is logged out too, and so are the session's access tokens.
    expectProblem(await user.browser.call('POST', '/auth/refresh'), 401, 'session_expired');
    expectProblem(
      await call(t.app, 'GET', '/me', { token: rotated.body.access_token }),
      401,
      'session_expired',
    );
    expect(t.logs.some((line) => line.includes('refresh token reuse detected'))).toBe(true);
  });

  test('another session of the same user survives a reuse in one session', async () => {
    const user = await signUp(t);
    const other = new Browser(t.app);
    expect((await login(other, user.email, user.password)).status).toBe(200);
    const copy = new Map(user.browser.cookies);
    await user.browser.call('POST', '/auth/refresh');
    t.clock.advance(REFRESH_REUSE_GRACE_SECONDS + 1);
    const thief = new Browser(t.app);
    for (const [name, value] of copy) thief.cookies.set(name, value);
    await thief.call('POST', '/auth/refresh');
    expect((await other.call('POST', '/auth/refresh')).status).toBe(200);
  });

  test.each([
    ['without the X-XSRF-TOKEN header', { xsrf: false }],
    ['with a header that does not match', { headers: { 'X-XSRF-TOKEN': 'forged' }, xsrf: false }],
  ])('403 csrf_failed %s', async (_label, options) => {
    const user = await signUp(t);
    expectProblem(await user.browser.call('POST', '/auth/refresh', options), 403, 'csrf_failed');
  });

  test('a planted XSRF cookie that matches the header but not the session is refused', async () => {
    const user = await signUp(t);
    user.browser.cookies.set('XSRF-TOKEN', 'planted-by-a-sibling-subdomain');
    expectProblem(await user.browser.call('POST', '/auth/refresh'), 403, 'csrf_failed');
  });

  test('401 session_expired without a refresh cookie, or with an unknown one', async () => {
    expectProblem(await new Browser(t.app).call('POST', '/auth/refresh'), 401, 'session_expired');
    const browser = new Browser(t.app);
    browser.cookies.set('facturo_refresh', 'unknown-token');
    browser.cookies.set('XSRF-TOKEN', 'x');
    expectProblem(await browser.call('POST', '/auth/refresh'), 401, 'session_expired');
  });

  test('a refresh token dies 7 days after it was issued', async () => {
    const clock = createTestClock();
    const { app } = t.variant({ clock });
    const user = await signUp(t);
    const browser = new Browser(app);
    expect((await login(browser, user.email, user.password)).status).toBe(200);
    clock.advance(7 * 86_400 - 60);
    expect((await browser.call('POST', '/auth/refresh')).status).toBe(200);
    clock.advance(7 * 86_400 + 1);
    expectProblem(await browser.call('POST', '/auth/refresh'), 401, 'session_expired');
  });
});

describe('access tokens', () => {
  test('expire after 24 hours', async () => {
    const clock = createTestClock();
    const { app } = t.variant({ clock });
    const user = await signUp(t);
    const session = await call(app, 'POST', '/auth/login', {
      body: { email: user.email, password: user.password },
    });
    clock.advance(86_400 - 5);
    expect((await call(app, 'GET', '/me', { token: session.body.access_token })).status).toBe(200);
    clock.advance(10);
    expectProblem(
      await call(app, 'GET', '/me', { token: session.body.access_token }),
      401,
      'session_expired',
    );
  });

  test.each([
    ['no Authorization header', undefined, 'authentication_required'],
    ['a malformed header', 'Token abc', 'authentication_required'],
    [
      'a token signed with another key',
      'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4Iiwic2lkIjoieSJ9.c2lnbmF0dXJl',
      'session_expired',
    ],
  ])('401 with %s', async (_label, header, code) => {
    const response = await call(t.app, 'GET', '/me', { headers: header ? { Authorization: header } : {} });
    expectProblem(response, 401, code);
    expect(response.headers.get('WWW-Authenticate')).toBe('Bearer');
  });
});

describe('POST /auth/logout', () => {
  test('revokes the session: refresh and its access tokens stop working, cookies are cleared', async () => {
    const user = await signUp(t);
    const response = await user.browser.call('POST', '/auth/logout');
    expect(response.status).toBe(204);
    expect(user.browser.cookies.size).toBe(0);
    expectProblem(await call(t.app, 'GET', '/me', { token: user.accessToken }), 401, 'session_expired');
  });

  test('is idempotent without cookies', async () => {
    expect((await new Browser(t.app).call('POST', '/auth/logout')).status).toBe(204);
  });

  test('403 csrf_failed when the XSRF header is missing', async () => {
    const user = await signUp(t);
    expectProblem(await user.browser.call('POST', '/auth/logout', { xsrf: false }), 403, 'csrf_failed');
    expect((await call(t.app, 'GET', '/me', { token: user.accessToken })).status).toBe(200);
  });
});
