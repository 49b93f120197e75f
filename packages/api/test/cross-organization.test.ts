import { beforeAll, describe, expect, test } from 'vitest';
import { appRoutes } from '../src/app/create-app';
import { call } from './support/api-client';
import {
  callRoute,
  createTenant,
  fillPath,
  paramNames,
  routeKey,
  type Tenant,
  validBodies,
} from './support/cross-org';
import { setupTestApp } from './support/test-app';

const t = setupTestApp();

let a: Tenant;
let b: Tenant;

beforeAll(async () => {
  a = await createTenant(t, { number: '900123456', digit: '8' });
  b = await createTenant(t, { number: '901234567', digit: '7' });
});

const scoped = () => appRoutes({ config: t.deps.config }).filter((route) => paramNames(route).length > 0);

describe('cross-organization access', () => {
  test('every route with ids has fixtures (test/**/*.cross-org.ts)', () => {
    for (const route of scoped()) {
      if (route.body)
        expect(validBodies(), `add a valid body for ${routeKey(route)}`).toHaveProperty([routeKey(route)]);
      expect(() => fillPath(route, a.ids)).not.toThrow();
    }
    expect(scoped().length).toBeGreaterThanOrEqual(8);
  });

  test('another organization’s owner gets 404 on every route with every id swapped, and changes nothing', async () => {
    const snapshot = async () => [
      (await call(t.app, 'GET', `/organizations/${a.ids.organizationId}`, { token: a.owner.accessToken }))
        .body,
      (
        await call(t.app, 'GET', `/organizations/${a.ids.organizationId}/members`, {
          token: a.owner.accessToken,
        })
      ).body,
      (
        await call(t.app, 'GET', `/organizations/${a.ids.organizationId}/invitations`, {
          token: a.owner.accessToken,
        })
      ).body,
    ];
    const before = await snapshot();
    for (const route of scoped()) {
      // All of A's ids; then B's organization with each of A's other ids in turn.
      const others = paramNames(route).filter((name) => name !== 'organizationId');
      const variants = [a.ids, ...others.map((name) => ({ ...b.ids, [name]: a.ids[name] as string }))];
      for (const ids of variants) {
        const response = await callRoute(t, route, ids, b.owner.accessToken);
        expect(response.status, `${routeKey(route)} with ${JSON.stringify(ids)}: ${response.text}`).toBe(404);
        expect(response.body.code).toBe('not_found');
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  test('it works both ways: A’s owner reaches nothing of B, and lists only A', async () => {
    const list = await call(t.app, 'GET', '/organizations', { token: a.owner.accessToken });
    expect(list.body.items.map((item: { id: string }) => item.id)).toEqual([a.ids.organizationId]);
    for (const route of scoped()) {
      const response = await callRoute(t, route, b.ids, a.owner.accessToken);
      expect(response.status, routeKey(route)).toBe(404);
    }
  });
});
