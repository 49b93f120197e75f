import { waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { CLINIC, NEWCOMER_RULES, OWNER_RULES, USER } from '../support/fixtures';
import { renderPortal } from '../support/render-portal';

const api = {
  'GET /organizations': () => ({ body: { items: [CLINIC] } }),
  'GET /me': () => ({ body: { userData: USER, userAbilityRules: OWNER_RULES } }),
};

type Visitor = 'logged out' | 'owner' | 'newcomer';

const cases: { visitor: Visitor; landingOnly: boolean; path: string; expected: string }[] = [
  // Rule 1: the root goes to the landing page, keeping the query.
  {
    visitor: 'logged out',
    landingOnly: true,
    path: '/?utm_source=correo',
    expected: '/landing-page?utm_source=correo',
  },
  // Logged out: protected pages ask for a login and come back afterwards.
  {
    visitor: 'logged out',
    landingOnly: false,
    path: '/organizations',
    expected: '/login?to=%2Forganizations',
  },
  {
    visitor: 'logged out',
    landingOnly: true,
    path: '/pages/landing-settings/billing',
    expected: '/login?to=%2Fpages%2Flanding-settings%2Fbilling',
  },
  // Landing-only deployments: the full app's pages do not exist.
  { visitor: 'owner', landingOnly: true, path: '/organizations', expected: '/landing-page' },
  { visitor: 'logged out', landingOnly: true, path: '/front-pages/checkout', expected: '/landing-page' },
  // Logged in: away from the login.
  { visitor: 'owner', landingOnly: false, path: '/login', expected: '/landing-page' },
  { visitor: 'owner', landingOnly: true, path: '/register', expected: '/landing-page' },
  // Permissions: a user without API keys anywhere is not authorized.
  { visitor: 'newcomer', landingOnly: false, path: '/organizations/info', expected: '/not-authorized' },
  // Bare tabbed paths open their first tab.
  {
    visitor: 'owner',
    landingOnly: false,
    path: '/pages/account-settings',
    expected: '/pages/account-settings/account',
  },
  {
    visitor: 'owner',
    landingOnly: true,
    path: '/pages/landing-settings',
    expected: '/pages/landing-settings/dashboard',
  },
  // `/organizations?tab=members` is another spelling of `/organizations/members`, which opens the tab.
  {
    visitor: 'owner',
    landingOnly: false,
    path: '/organizations?tab=members',
    expected: '/organization/salud-del-aburra/members',
  },
];

describe('every navigation goes through the sdk guard', () => {
  test.each(cases)(
    '$visitor, landing-only $landingOnly: $path → $expected',
    async ({ visitor, landingOnly, path, expected }) => {
      const { router } = await renderPortal({
        path,
        config: { justLandingPage: landingOnly },
        api,
        ...(visitor === 'logged out'
          ? {}
          : { user: USER, rules: visitor === 'owner' ? OWNER_RULES : NEWCOMER_RULES }),
      });
      await waitFor(() =>
        expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(expected),
      );
    },
  );

  test('an unknown URL shows the translated not-found page', async () => {
    const view = await renderPortal({ path: '/esto-no-existe' });
    expect(await view.findByRole('heading', { level: 1, name: 'No encontramos esta página' })).toBeTruthy();
  });

  test('logging out on a protected page leaves it at once', async () => {
    const { router, services, findByRole } = await renderPortal({
      path: '/organizations',
      user: USER,
      rules: OWNER_RULES,
      api,
    });
    expect(await findByRole('heading', { level: 1, name: 'Mis organizaciones' })).toBeTruthy();
    services.session.clear();
    // The login page is a lazy route: on a loaded machine its first transform alone can take seconds.
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 30_000 });
  }, 40_000);
});
