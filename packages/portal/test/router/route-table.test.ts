import { en, es } from '@facturo/sdk/i18n';
import { decideNavigation } from '@facturo/sdk/portal';
import { describe, expect, test } from 'vitest';
import { flattenRoutes } from '../../src/router/build-routes';
import { routeMetaOf } from '../../src/router/guard-loader';
import { isNamedHandle, LAYOUT_NAMES } from '../../src/router/route-handle';
import { appRoutes } from '../../src/routes/index';

const routes = flattenRoutes(appRoutes);
const lookup = (catalogue: object, key: string) =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);

/**
 * The landing-only site (`justLandingPage: true`) as the product defines it, by path: the landing page
 * and the status pages always; sign-in, the purchase and the customer area while the deployment offers
 * accounts (`allowAuth`).
 */
const LANDING_SITE = {
  always: [
    '/landing-page',
    '/not-authorized',
    '/pages/misc/not-authorized',
    '/under-maintenance',
    '/coming-soon',
    '/pages/misc/not-found/:error',
    '/*',
  ],
  withAuth: [
    '/login',
    '/register',
    '/verify-email',
    '/personal-info',
    '/forgot-password',
    '/reset-password',
    '/checkout-cart',
    '/checkout',
    '/payments',
    '/pages/landing-settings',
    '/pages/landing-settings/dashboard',
    '/pages/landing-settings/account',
    '/pages/landing-settings/subscriptions',
    '/pages/landing-settings/billing',
    '/pages/landing-settings/billing-info',
  ],
};

/** Public pages need no flag: the guard lets anybody open them before it looks at the landing site. */
const PUBLIC_PAGES = [
  '/front-pages/pricing',
  '/front-pages/help-center',
  '/front-pages/help-center/article/:title',
  '/legal/terminos',
  '/legal/privacidad',
];

const sorted = (paths: readonly string[]) => [...paths].sort();

describe('the landing-only site', () => {
  test.each(['always', 'withAuth'] as const)(
    "exactly the product's routes carry landing: '%s'",
    (landing) => {
      const flagged = routes
        .filter((route) => route.handle.landing === landing)
        .map((route) => route.fullPath);
      expect(sorted(flagged)).toEqual(sorted(LANDING_SITE[landing]));
    },
  );

  test.each([
    [true, [...LANDING_SITE.always, ...LANDING_SITE.withAuth, ...PUBLIC_PAGES]],
    [false, [...LANDING_SITE.always, ...PUBLIC_PAGES]],
  ])('with allowAuth %s the guard opens exactly these routes', (allowAuth, expected) => {
    // A logged-out visitor: a route outside the site goes to the landing page, one inside opens or
    // asks for a login.
    const state = { userData: null, accessToken: null, can: () => true, justLandingPage: true, allowAuth };
    const opened = routes.filter(({ handle, fullPath }) => {
      const decision = decideNavigation(
        { name: handle.name, path: fullPath, fullPath, query: {}, meta: routeMetaOf(handle, allowAuth) },
        state,
      );
      return decision.allow || decision.redirect.path !== '/landing-page';
    });
    expect(sorted(opened.map((route) => route.fullPath))).toEqual(sorted(expected));
  });
});

describe('the route table', () => {
  test.each(routes.map((route) => [route.handle.name, route.fullPath, route] as const))(
    '%s (%s) has a title in es and en',
    (_name, _path, route) => {
      expect(typeof lookup(es, route.handle.titleKey)).toBe('string');
      expect(typeof lookup(en, route.handle.titleKey)).toBe('string');
    },
  );

  test('names are unique, apart from spellings of the same page', () => {
    const pathsByName = new Map<string, string[]>();
    for (const route of routes)
      pathsByName.set(route.handle.name, [...(pathsByName.get(route.handle.name) ?? []), route.fullPath]);
    const repeated = [...pathsByName].filter(([, paths]) => paths.length > 1).map(([name]) => name);
    expect(repeated.sort()).toEqual(['not-authorized', 'not-found']);
  });

  test('every top-level route names a known layout, and every leaf is a navigation target', () => {
    for (const route of appRoutes) expect(LAYOUT_NAMES).toContain(route.handle?.layout ?? 'default');
    const leaves = (list: typeof appRoutes): typeof appRoutes =>
      list.flatMap((route) => (route.children ? leaves(route.children) : [route]));
    for (const leaf of leaves(appRoutes)) expect(isNamedHandle(leaf.handle), String(leaf.path)).toBe(true);
  });

  test('every page module loads and provides its component', async () => {
    const lazy = routes.filter((route) => typeof route.lazy === 'function');
    for (const route of lazy) {
      const module = await (route.lazy as () => Promise<{ Component?: unknown }>)();
      expect(typeof module.Component, route.handle.name).toBe('function');
    }
  }, 60_000);
});
