import { describe, expect, test } from 'vitest';
import { decideNavigation } from '../../src/portal/route-guard/route-guard';
import type {
  GuardDecision,
  GuardState,
  NavigationTarget,
  RouteMeta,
} from '../../src/portal/route-guard/route-guard.types';

const target = (
  name: string | undefined,
  path: string,
  meta: RouteMeta = {},
  query: Record<string, string> = {},
) =>
  ({
    name,
    path,
    fullPath: Object.keys(query).length ? `${path}?${new URLSearchParams(query)}` : path,
    query,
    meta,
  }) satisfies NavigationTarget;

const state = (overrides: Partial<GuardState> = {}): GuardState => ({
  userData: null,
  accessToken: null,
  can: () => true,
  justLandingPage: false,
  allowAuth: true,
  ...overrides,
});

const loggedIn = { userData: { id: 'u1', email: 'ana@example.co' }, accessToken: 'token' };
const allow: GuardDecision = { allow: true };
const to = (path: string, query?: Record<string, string>): GuardDecision => ({
  allow: false,
  redirect: query ? { path, query } : { path },
});

interface Case {
  rule: string;
  target: NavigationTarget;
  state: GuardState;
  expected: GuardDecision;
}

const cases: Case[] = [
  {
    rule: '1: root redirects to the landing page keeping the query',
    target: target(undefined, '/', {}, { utm_source: 'partner', plan: 'pro' }),
    state: state(),
    expected: to('/landing-page', { utm_source: 'partner', plan: 'pro' }),
  },
  {
    rule: '1: root redirects even when logged in and public',
    target: target('root', '/', { public: true }),
    state: state({ ...loggedIn, justLandingPage: true }),
    expected: to('/landing-page', {}),
  },
  {
    rule: '2: a public route is allowed logged out in the full app',
    target: target('not-found', '/pages/misc/not-found/404', { public: true }),
    state: state(),
    expected: allow,
  },
  {
    rule: '2: a public route is allowed in landing-only mode even without a landing flag',
    target: target('front-pages-pricing', '/front-pages/pricing', { public: true }),
    state: state({ justLandingPage: true, allowAuth: false }),
    expected: allow,
  },
  {
    rule: '3: user data without a token is logged out',
    target: target('organizations', '/organizations'),
    state: state({ userData: { id: 'u1' }, accessToken: null }),
    expected: to('/login', { to: '/organizations' }),
  },
  {
    rule: '3: a token without user data is logged out',
    target: target('organizations', '/organizations'),
    state: state({ userData: null, accessToken: 'token' }),
    expected: to('/login', { to: '/organizations' }),
  },
  {
    rule: '3: empty user data and an empty token are logged out',
    target: target('organizations', '/organizations'),
    state: state({ userData: {}, accessToken: '' }),
    expected: to('/login', { to: '/organizations' }),
  },
  {
    rule: '4: landing-only mode sends routes without a landing flag to the landing page',
    target: target('organizations', '/organizations'),
    state: state({ ...loggedIn, justLandingPage: true }),
    expected: to('/landing-page'),
  },
  {
    rule: '4: landing-only mode without auth sends login to the landing page',
    target: target('login', '/login', { unauthenticatedOnly: true, landing: 'withAuth' }),
    state: state({ justLandingPage: true, allowAuth: false }),
    expected: to('/landing-page'),
  },
  {
    rule: '4: landing-only mode sends unnamed routes to the landing page',
    target: target(undefined, '/somewhere'),
    state: state({ justLandingPage: true }),
    expected: to('/landing-page'),
  },
  {
    rule: '4: a name opens nothing: the landing page’s name without the flag goes to the landing page',
    target: target('landing-page', '/landing-page'),
    state: state({ ...loggedIn, justLandingPage: true }),
    expected: to('/landing-page'),
  },
  {
    rule: '4: an unnamed route with the flag is in the landing site',
    target: target(undefined, '/somewhere', { landing: 'always' }),
    state: state({ ...loggedIn, justLandingPage: true, allowAuth: false }),
    expected: allow,
  },
  {
    rule: '5: logged-out-only route, logged in, landing-only mode → landing page',
    target: target('login', '/login', { unauthenticatedOnly: true, landing: 'withAuth' }),
    state: state({ ...loggedIn, justLandingPage: true }),
    expected: to('/landing-page'),
  },
  {
    rule: '5: logged-out-only route, logged in, full app → /',
    target: target('register', '/register', { unauthenticatedOnly: true }),
    state: state({ ...loggedIn }),
    expected: to('/'),
  },
  {
    rule: '5: logged-out-only route, logged out, landing-only mode → allowed',
    target: target('register', '/register', { unauthenticatedOnly: true, landing: 'withAuth' }),
    state: state({ justLandingPage: true, allowAuth: true }),
    expected: allow,
  },
  {
    rule: '5: logged-out-only route, logged out → allowed',
    target: target('forgot-password', '/forgot-password', { unauthenticatedOnly: true }),
    state: state(),
    expected: allow,
  },
  {
    rule: '6: a private route logged out → login with the full path to come back to',
    target: target('organization-tab', '/organization/acme/members', {}, { tab: 'members' }),
    state: state(),
    expected: to('/login', { to: '/organization/acme/members?tab=members' }),
  },
  {
    rule: '6: a route in the landing site, logged out, still needs a login',
    target: target('landing-settings-billing', '/pages/landing-settings/billing', { landing: 'withAuth' }),
    state: state({ justLandingPage: true }),
    expected: to('/login', { to: '/pages/landing-settings/billing' }),
  },
  {
    rule: '7: landing-only mode, logged in → allowed without checking abilities',
    target: target('landing-settings-account', '/pages/landing-settings/account', {
      action: 'manage',
      subject: 'Admin',
      landing: 'withAuth',
    }),
    state: state({ ...loggedIn, justLandingPage: true, can: () => false }),
    expected: allow,
  },
  {
    rule: '8: missing permission → not authorized',
    target: target('patients', '/patients', { action: 'read', subject: 'Patient' }),
    state: state({ ...loggedIn, can: (action, subject) => !(action === 'read' && subject === 'Patient') }),
    expected: to('/not-authorized'),
  },
  {
    rule: '8: only the action set → no permission check',
    target: target('patients', '/patients', { action: 'read' }),
    state: state({ ...loggedIn, can: () => false }),
    expected: allow,
  },
  {
    rule: '9: permission granted → allowed',
    target: target('patients', '/patients', { action: 'read', subject: 'Patient' }),
    state: state({ ...loggedIn, can: (action, subject) => action === 'read' && subject === 'Patient' }),
    expected: allow,
  },
  {
    rule: '9: no requirements, logged in → allowed',
    target: target('organizations', '/organizations'),
    state: state(loggedIn),
    expected: allow,
  },
];

describe('decideNavigation rules', () => {
  test.each(cases)('rule $rule', ({ target: navigation, state: guardState, expected }) => {
    expect(decideNavigation(navigation, guardState)).toEqual(expected);
  });
});

// The portal's landing-only site, as its routes flag it (the names only label the cases: the guard reads
// the flag; the portal's route-table test checks which routes carry it). Each is checked in every
// combination of login, `allowAuth` and deployment.
const flagged = (landing: NonNullable<RouteMeta['landing']>, names: readonly string[]) =>
  names.map((name) => ({ name, meta: { landing } satisfies RouteMeta }));
const alwaysInLandingSite = flagged('always', [
  'landing-page',
  'not-authorized',
  'under-maintenance',
  'coming-soon',
  'not-found',
]);
const inLandingSiteWithAuth = flagged('withAuth', [
  'login',
  'forgot-password',
  'reset-password',
  'register',
  'verify-email',
  'personal-info',
  'landing-settings-account',
  'landing-settings-subscriptions',
  'landing-settings-billing',
  'landing-settings-billing-info',
  'payments',
  'checkout',
  'checkout-cart',
]);

describe('the landing flag', () => {
  test.each(alwaysInLandingSite)(
    '$name is reachable (logged in) with and without allowAuth',
    ({ name, meta }) => {
      for (const allowAuth of [true, false]) {
        expect(
          decideNavigation(
            target(name, `/${name}`, meta),
            state({ ...loggedIn, justLandingPage: true, allowAuth }),
          ),
        ).toEqual(allow);
      }
    },
  );

  test.each(inLandingSiteWithAuth)(
    '$name is reachable (logged in) only when allowAuth is on',
    ({ name, meta }) => {
      expect(
        decideNavigation(
          target(name, `/${name}`, meta),
          state({ ...loggedIn, justLandingPage: true, allowAuth: true }),
        ),
      ).toEqual(allow);
      expect(
        decideNavigation(
          target(name, `/${name}`, meta),
          state({ ...loggedIn, justLandingPage: true, allowAuth: false }),
        ),
      ).toEqual(to('/landing-page'));
    },
  );

  test.each(alwaysInLandingSite)(
    '$name (logged out) asks for a login with and without allowAuth',
    ({ name, meta }) => {
      for (const allowAuth of [true, false]) {
        expect(
          decideNavigation(target(name, `/${name}`, meta), state({ justLandingPage: true, allowAuth })),
        ).toEqual(to('/login', { to: `/${name}` }));
      }
    },
  );

  test.each(inLandingSiteWithAuth)(
    '$name (logged out) asks for a login when allowAuth is on, else goes to the landing page',
    ({ name, meta }) => {
      expect(
        decideNavigation(target(name, `/${name}`, meta), state({ justLandingPage: true, allowAuth: true })),
      ).toEqual(to('/login', { to: `/${name}` }));
      expect(
        decideNavigation(target(name, `/${name}`, meta), state({ justLandingPage: true, allowAuth: false })),
      ).toEqual(to('/landing-page'));
    },
  );

  test.each([...alwaysInLandingSite, ...inLandingSiteWithAuth])(
    '$name in the full app follows the login rules',
    ({ name, meta }) => {
      expect(decideNavigation(target(name, `/${name}`, meta), state({ justLandingPage: false }))).toEqual(
        to('/login', { to: `/${name}` }),
      );
      expect(
        decideNavigation(target(name, `/${name}`, meta), state({ ...loggedIn, justLandingPage: false })),
      ).toEqual(allow);
    },
  );

  test('the flag does not skip a permission check in the full app', () => {
    const guarded = target('payments', '/payments', {
      landing: 'always',
      action: 'read',
      subject: 'Payment',
    });
    expect(decideNavigation(guarded, state({ ...loggedIn, can: () => false }))).toEqual(
      to('/not-authorized'),
    );
  });
});
