import { describe, expect, test } from 'vitest';
import { createMemoryStorage } from '../../src/core/environment/key-value-storage';
import { decideNavigation } from '../../src/portal/route-guard/route-guard';
import { hasLogin } from '../../src/session/login-state';
import { createSession } from '../../src/session/session';

const user = { id: 'usr_1' };

const cases = [
  { name: 'user and token', userData: user, accessToken: 'token', loggedIn: true },
  { name: 'an empty user object', userData: {}, accessToken: 'token', loggedIn: false },
  { name: 'no user', userData: null, accessToken: 'token', loggedIn: false },
  { name: 'an empty token', userData: user, accessToken: '', loggedIn: false },
  { name: 'no token', userData: user, accessToken: null, loggedIn: false },
  { name: 'nothing', userData: undefined, accessToken: undefined, loggedIn: false },
];

describe('hasLogin', () => {
  test.each(cases)('$name → $loggedIn', ({ userData, accessToken, loggedIn }) => {
    expect(hasLogin(userData, accessToken)).toBe(loggedIn);
  });

  // The session and the route guard must never disagree about who is logged in.
  test.each(cases.filter((entry) => typeof entry.accessToken === 'string'))(
    'Session.isLoggedIn and decideNavigation agree with $name',
    ({ userData, accessToken, loggedIn }) => {
      const session = createSession({ storage: createMemoryStorage() });
      session.start({ userData: userData as Record<string, unknown>, accessToken: accessToken as string });
      expect(session.isLoggedIn).toBe(loggedIn);
      const snapshot = session.getSnapshot();
      const decision = decideNavigation(
        { name: 'organizations', path: '/organizations', fullPath: '/organizations', query: {}, meta: {} },
        {
          userData: snapshot.userData,
          accessToken: snapshot.accessToken,
          can: () => true,
          justLandingPage: false,
          allowAuth: true,
        },
      );
      expect(decision.allow).toBe(loggedIn);
    },
  );
});
