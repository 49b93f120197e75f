import { en, es, LANDING_ALWAYS_ALLOWED, LANDING_AUTH_ALLOWED } from '@facturo/sdk';
import { describe, expect, test } from 'vitest';
import { flattenRoutes } from '../../src/router/build-routes';
import { isNamedHandle, LAYOUT_NAMES } from '../../src/router/route-handle';
import { appRoutes } from '../../src/routes/index';

const routes = flattenRoutes(appRoutes);
const lookup = (catalogue: object, key: string) =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);

describe('the route table', () => {
  test('every route the guard lists for landing-only deployments exists', () => {
    const names = new Set(routes.map((route) => route.handle.name));
    for (const name of [...LANDING_ALWAYS_ALLOWED, ...LANDING_AUTH_ALLOWED])
      expect(names, name).toContain(name);
  });

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
    // The customer area's bare path must carry a name the landing-only allow-list knows.
    expect(repeated.sort()).toEqual(['landing-settings-account', 'not-authorized', 'not-found']);
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
