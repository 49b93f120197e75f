import type { AnyEndpoint } from '@facturo/sdk/endpoints';
import * as endpoints from '@facturo/sdk/endpoints';
import { describe, expect, test } from 'vitest';
import { contractMismatch } from '../src/app/contract-mismatch';
import { appRoutes } from '../src/app/create-app';
import { type AppConfig, defineConfig } from '../src/config/app-config';
import { honoPath, type RouteDefinition, routeLabel } from '../src/kernel/route-definition';

// The API implements the sdk's contracts, all of them and nothing else: a client built on
// `@facturo/sdk/endpoints` can call every route, and every route is documented from its contract.

const isContract = (value: unknown): value is AnyEndpoint =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AnyEndpoint).operationId === 'string' &&
  typeof (value as AnyEndpoint).path === 'string';

const contracts = Object.values<unknown>(endpoints).filter(isContract);

const mounted = (environment: AppConfig['environment']) =>
  appRoutes({ config: defineConfig({ environment, jwtSecret: 'unit-test-secret-long-enough-for-hs256' }) });

/** The routes of each contract, by operation id. */
function implementations(routes: readonly RouteDefinition[]): Map<string, string[]> {
  const found = new Map<string, string[]>(contracts.map((contract) => [contract.operationId, []]));
  for (const route of routes) {
    if (route.contract) found.get(route.contract.operationId)?.push(routeLabel(route));
  }
  return found;
}

describe('contracts and routes', () => {
  test('the sdk exports every contract (119)', () => {
    expect(contracts).toHaveLength(119);
  });

  test('every contract the sdk exports is implemented by exactly one mounted route', () => {
    const routes = mounted('development');
    const byContract = implementations(routes);
    const wrong = [...byContract].filter(([, labels]) => labels.length !== 1);
    expect(wrong, 'operation id → the routes implementing it').toEqual([]);
    for (const route of routes) {
      if (route.contract) expect(contracts, routeLabel(route)).toContain(route.contract);
    }
  });

  test('every mounted route that is not hidden implements its contract as written', () => {
    for (const route of mounted('development')) {
      expect(contractMismatch(route), routeLabel(route)).toBeUndefined();
      if (!route.hidden) expect(route.contract, routeLabel(route)).toBeDefined();
    }
  });

  test('only the sandbox card form’s two static files go without a contract, and they are hidden', () => {
    const withoutContract = mounted('development').filter((route) => !route.contract);
    expect(withoutContract.map(routeLabel)).toEqual([
      'GET /sandbox/card-form.js',
      'GET /sandbox/card-form.css',
    ]);
    expect(withoutContract.every((route) => route.hidden)).toBe(true);
  });

  test('in production only the development contracts (/dev/*) are left unmounted', () => {
    const missing = [...implementations(mounted('production'))]
      .filter(([, labels]) => labels.length === 0)
      .map(([operationId]) => contracts.find((contract) => contract.operationId === operationId)?.path);
    expect(missing).toEqual(['/dev/mailbox']);
  });

  test('no route is shadowed by one mounted before it (/invoices/export.csv before /invoices/{invoiceId})', () => {
    const routes = mounted('development');
    const pattern = (route: RouteDefinition) =>
      new RegExp(`^${honoPath(route.path).replace(/:\w+/g, '[^/]+')}$`);
    const sample = (route: RouteDefinition) => route.path.replace(/\{\w+\}/g, 'sample');
    for (const [index, later] of routes.entries()) {
      const shadowing = routes
        .slice(0, index)
        .filter((earlier) => earlier.method === later.method && pattern(earlier).test(sample(later)));
      expect(shadowing.map(routeLabel), `mounted before ${routeLabel(later)}`).toEqual([]);
    }
    const paths = routes.map(routeLabel);
    expect(paths.indexOf('GET /invoices/export.csv')).toBeLessThan(
      paths.indexOf('GET /invoices/{invoiceId}'),
    );
  });
});
