import { describe, expect, test } from 'vitest';
import { createMemoryStorage } from '../../src/core/environment/key-value-storage';
import { reloadUser } from '../../src/session/reload-user';
import { createSession } from '../../src/session/session';
import {
  ACCESS_TOKEN_LIFETIME_SECONDS,
  REFRESH_TOKEN_LIFETIME_SECONDS,
  SESSION_STORAGE_KEYS,
} from '../../src/session/session-constants';
import { fakeJwt } from '../support/jwt';

const start = Date.UTC(2026, 10, 22, 12, 0, 0);
const seconds = (ms: number) => Math.floor(ms / 1000);
const user = { id: 'usr_1', email: 'ana@clinica.co', firstName: 'Ana' };
const rules = [{ action: 'read', subject: 'Invoice' }];

function clock(initial = start) {
  let now = initial;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('session', () => {
  test('uses exactly the keys userData, accessToken and userAbilityRules', async () => {
    const storage = createMemoryStorage();
    const session = createSession({ storage });
    session.start({ userData: user, accessToken: 'opaque-token', userAbilityRules: rules });
    await session.flush();
    expect(SESSION_STORAGE_KEYS).toEqual({
      userData: 'userData',
      accessToken: 'accessToken',
      userAbilityRules: 'userAbilityRules',
    });
    expect(JSON.parse(storage.getItem('userData') ?? 'null')).toEqual(user);
    expect(JSON.parse(storage.getItem('accessToken') ?? 'null')).toBe('opaque-token');
    expect(JSON.parse(storage.getItem('userAbilityRules') ?? 'null')).toEqual(rules);
  });

  test.each([
    { name: 'nothing', credentials: null, loggedIn: false },
    { name: 'user and token', credentials: { userData: user, accessToken: 't' }, loggedIn: true },
  ])('isLoggedIn with $name is $loggedIn', ({ credentials, loggedIn }) => {
    const session = createSession({ storage: createMemoryStorage() });
    if (credentials) session.start(credentials);
    expect(session.isLoggedIn).toBe(loggedIn);
  });

  test('is logged out when only one of user data and token exists in storage', async () => {
    const onlyUser = createSession({ storage: createMemoryStorage({ userData: JSON.stringify(user) }) });
    const onlyToken = createSession({ storage: createMemoryStorage({ accessToken: JSON.stringify('t') }) });
    await Promise.all([onlyUser.ready, onlyToken.ready]);
    expect(onlyUser.isLoggedIn).toBe(false);
    expect(onlyToken.isLoggedIn).toBe(false);
  });

  test('restores a stored session', async () => {
    const storage = createMemoryStorage();
    const first = createSession({ storage });
    first.start({ userData: user, accessToken: 'opaque', userAbilityRules: rules });
    await first.flush();
    const second = createSession({ storage });
    await second.ready;
    expect(second.getSnapshot()).toEqual({
      userData: user,
      accessToken: 'opaque',
      userAbilityRules: rules,
      isLoggedIn: true,
    });
  });

  test('an expired access token counts as absent, and the refresh window is 7 days', () => {
    const time = clock();
    const session = createSession({ storage: createMemoryStorage(), now: time.now });
    const token = fakeJwt({ iat: seconds(start), exp: seconds(start) + ACCESS_TOKEN_LIFETIME_SECONDS });
    session.start({ userData: user, accessToken: token });
    const before = session.getSnapshot();
    expect(before.isLoggedIn).toBe(true);
    expect(session.getSnapshot()).toBe(before);

    time.advance(ACCESS_TOKEN_LIFETIME_SECONDS * 1000);
    expect(session.accessToken).toBeNull();
    expect(session.isLoggedIn).toBe(false);
    expect(session.getSnapshot()).not.toBe(before);
    expect(session.canRefresh).toBe(true);

    time.advance((REFRESH_TOKEN_LIFETIME_SECONDS - ACCESS_TOKEN_LIFETIME_SECONDS) * 1000);
    expect(session.canRefresh).toBe(false);
  });

  test('a token claiming more than 24 hours is trusted for 24 hours only', () => {
    const time = clock();
    const session = createSession({ storage: createMemoryStorage(), now: time.now });
    session.start({
      userData: user,
      accessToken: fakeJwt({ iat: seconds(start), exp: seconds(start) + 30 * 86_400 }),
    });
    time.advance(ACCESS_TOKEN_LIFETIME_SECONDS * 1000 + 1);
    expect(session.accessToken).toBeNull();
  });

  test('subscribers hear start, token changes and clear; unsubscribe stops it', () => {
    const session = createSession({ storage: createMemoryStorage() });
    let calls = 0;
    const unsubscribe = session.subscribe(() => calls++);
    session.start({ userData: user, accessToken: 'a' });
    session.setAccessToken('b');
    session.clear();
    session.clear();
    expect(calls).toBe(3);
    unsubscribe();
    session.start({ userData: user, accessToken: 'c' });
    expect(calls).toBe(3);
    expect(session.listenerCount).toBe(0);
  });

  test('clear removes every stored key', async () => {
    const storage = createMemoryStorage();
    const session = createSession({ storage });
    session.start({ userData: user, accessToken: 't', userAbilityRules: rules });
    session.clear();
    await session.flush();
    for (const key of Object.values(SESSION_STORAGE_KEYS)) expect(storage.getItem(key)).toBeNull();
  });

  test('with an encryption key, stored values are AES-GCM ciphertext and still restore', async () => {
    const storage = createMemoryStorage();
    const encryptionKey = 'una-clave-de-prueba-larga';
    const session = createSession({ storage, encryptionKey });
    session.start({ userData: user, accessToken: 'secret-token', userAbilityRules: rules });
    await session.flush();
    const stored = storage.getItem('accessToken') ?? '';
    expect(stored.startsWith('enc:v1:')).toBe(true);
    expect(stored).not.toContain('secret-token');
    expect(storage.getItem('userData')).not.toContain('ana@clinica.co');

    const restored = createSession({ storage, encryptionKey });
    await restored.ready;
    expect(restored.accessToken).toBe('secret-token');

    const wrongKey = createSession({ storage, encryptionKey: 'otra-clave-diferente-larga' });
    await wrongKey.ready;
    expect(wrongKey.isLoggedIn).toBe(false);
  });
});

describe('reloadUser', () => {
  test('puts the user and rules of GET /me in the session, keeping the token, and stores them', async () => {
    const storage = createMemoryStorage();
    const session = createSession({ storage });
    session.start({ userData: user, accessToken: 'opaque-token', userAbilityRules: [] });
    const owner = [{ action: 'manage', subject: 'Organization', conditions: { id: 'org_1' } }];
    const paths: string[] = [];
    const client = {
      call: async (endpoint: { path: string }) => {
        paths.push(endpoint.path);
        return {
          userData: { ...user, organizations: [{ organizationId: 'org_1' }] },
          userAbilityRules: owner,
        };
      },
    } as unknown as Parameters<typeof reloadUser>[0];
    await reloadUser(client, session);
    await session.flush();
    expect(paths).toEqual(['/me']);
    expect(session.userAbilityRules).toEqual(owner);
    expect(session.accessToken).toBe('opaque-token');
    expect(JSON.parse(storage.getItem('userAbilityRules') ?? 'null')).toEqual(owner);
  });

  test('a failing GET /me leaves the session as it was', async () => {
    const session = createSession({ storage: createMemoryStorage() });
    session.start({ userData: user, accessToken: 'opaque-token', userAbilityRules: rules });
    const client = { call: () => Promise.reject(new Error('offline')) } as unknown as Parameters<
      typeof reloadUser
    >[0];
    await expect(reloadUser(client, session)).rejects.toThrow('offline');
    expect(session.userAbilityRules).toEqual(rules);
  });
});
