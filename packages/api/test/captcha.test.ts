import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, test } from 'vitest';
import { call } from './support/api-client';
import { expectProblem, PASSWORD, uniqueEmail } from './support/factories';
import { setupTestApp } from './support/test-app';

const t = setupTestApp();

const registerBody = (extra: Record<string, unknown> = {}) => ({
  email: uniqueEmail(),
  password: PASSWORD,
  first_name: 'Luis',
  first_surname: 'Mejía',
  accepted_terms: true,
  ...extra,
});

/** A fake of Google's siteverify endpoint that records what it was sent. */
function fakeSiteverify(answer: Record<string, unknown> | 'network-error') {
  const seen: URLSearchParams[] = [];
  const fetch = (async (_url: string | URL | Request, init?: RequestInit) => {
    seen.push(new URLSearchParams(String(init?.body)));
    if (answer === 'network-error') throw new TypeError('fetch failed');
    return new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { fetch, seen };
}

const recaptcha = { provider: 'recaptcha-v3' as const, secret: 'server-secret', minScore: 0.5 };

describe('captcha provider recaptcha-v3', () => {
  test('a good token passes, and the secret, token and IP are sent to siteverify', async () => {
    const google = fakeSiteverify({ success: true, score: 0.9, action: 'register' });
    const { app } = t.variant({ config: { captcha: recaptcha }, fetch: google.fetch });
    const response = await call(app, 'POST', '/auth/register', {
      ip: '10.1.2.3',
      body: registerBody({ captcha_token: 'tok' }),
    });
    expect(response.status).toBe(201);
    expect(Object.fromEntries(google.seen[0] ?? [])).toEqual({
      secret: 'server-secret',
      response: 'tok',
      remoteip: '10.1.2.3',
    });
  });

  test.each([
    ['a low score', { success: true, score: 0.2, action: 'register' }],
    ['another action', { success: true, score: 0.9, action: 'login' }],
    ['an unsuccessful check', { success: false }],
    ['a network error', 'network-error' as const],
  ])('400 captcha_failed with %s', async (_label, answer) => {
    const { app } = t.variant({ config: { captcha: recaptcha }, fetch: fakeSiteverify(answer).fetch });
    expectProblem(
      await call(app, 'POST', '/auth/register', { body: registerBody({ captcha_token: 'tok' }) }),
      400,
      'captcha_failed',
    );
  });

  test.each([
    ['/auth/register', registerBody()],
    ['/auth/login', { email: uniqueEmail(), password: PASSWORD }],
    ['/auth/forgot-password', { email: uniqueEmail() }],
  ])('%s: 400 captcha_required without a token', async (path, body) => {
    const { app } = t.variant({
      config: { captcha: recaptcha },
      fetch: fakeSiteverify({ success: true, score: 1 }).fetch,
    });
    expectProblem(await call(app, 'POST', path, { body }), 400, 'captcha_required');
  });
});

describe('captcha provider altcha (self-hosted, offline)', () => {
  const altcha = { provider: 'altcha' as const, hmacKey: 'altcha-test-key', cost: 1 };

  async function solvedToken(app: typeof t.app): Promise<string> {
    const response = await call(app, 'GET', '/captcha/challenge');
    expect(response.status).toBe(200);
    const challenge = response.body as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('The challenge could not be solved.');
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  test('GET /captcha/challenge hands out a signed challenge', async () => {
    const { app } = t.variant({ config: { captcha: altcha } });
    const response = await call(app, 'GET', '/captcha/challenge');
    expect(response.body.parameters).toEqual(
      expect.objectContaining({ algorithm: 'PBKDF2/SHA-256', cost: 1 }),
    );
    expect(typeof response.body.signature).toBe('string');
  });

  test('a solved challenge passes once; replaying it fails', async () => {
    const { app } = t.variant({ config: { captcha: altcha } });
    const token = await solvedToken(app);
    expect(
      (await call(app, 'POST', '/auth/register', { body: registerBody({ captcha_token: token }) })).status,
    ).toBe(201);
    expectProblem(
      await call(app, 'POST', '/auth/register', { body: registerBody({ captcha_token: token }) }),
      400,
      'captcha_failed',
    );
  });

  test.each([
    ['garbage', 'not-base64-json'],
    ['an unsolved challenge', 'solution'],
    ['a challenge signed with another key', 'foreign'],
  ])('400 captcha_failed for %s', async (_label, kind) => {
    const { app } = t.variant({ config: { captcha: altcha } });
    let token = 'not-base64-json';
    if (kind === 'solution') {
      const challenge = (await call(app, 'GET', '/captcha/challenge')).body;
      token = Buffer.from(JSON.stringify({ challenge, solution: { counter: 1, derivedKey: 'ab' } })).toString(
        'base64',
      );
    } else if (kind === 'foreign') {
      token = await solvedToken(
        t.variant({ config: { captcha: { ...altcha, hmacKey: 'another-key' } } }).app,
      );
    }
    expectProblem(
      await call(app, 'POST', '/auth/register', { body: registerBody({ captcha_token: token }) }),
      400,
      'captcha_failed',
    );
  });

  test('the challenge route is a 404 with any other provider', async () => {
    expectProblem(await call(t.app, 'GET', '/captcha/challenge'), 404, 'not_found');
  });
});
