/// <reference types="vite/client" />
import type { RouteDefinition } from '../../src/kernel/route-definition';
import { call } from './api-client';
import { createOrganization, type SignedUpUser, signUp } from './factories';
import type { TestApp } from './test-app';

/**
 * What a module contributes to the suites that walk every route (cross-organization access, fuzz):
 * its resources, so `{…Id}` path parameters get real ids, and valid bodies, so a request gets past
 * validation and the permission check is what answers. Export one as `crossOrgFixture` from a file
 * named `test/**\/*.cross-org.ts`; it is picked up automatically.
 */
export interface CrossOrgFixture {
  /** Creates one resource of each kind in the organization; returns their ids by path-parameter name. */
  createResources?(t: TestApp, owner: SignedUpUser, organizationId: string): Promise<Record<string, string>>;
  /** Valid bodies keyed `method path`, e.g. `'post /organizations/{organizationId}/invitations'`. */
  validBodies?: Record<string, unknown>;
}

const fixtures = Object.values(
  import.meta.glob<CrossOrgFixture>('../**/*.cross-org.ts', { eager: true, import: 'crossOrgFixture' }),
);

/** One organization with its owner and one resource of every kind, by path-parameter name. */
export interface Tenant {
  owner: SignedUpUser;
  ids: Record<string, string>;
}

/** Creates a tenant: a user, their organization (with the given NIT) and every module's resources. */
export async function createTenant(t: TestApp, nit: { number: string; digit: string }): Promise<Tenant> {
  const owner = await signUp(t);
  const organization = await createOrganization(t, owner, {
    taxpayer: {
      taxpayer_type: '1',
      document_type: '31',
      document_number: nit.number,
      verification_digit: nit.digit,
      iva_responsible: true,
      electronic_biller: true,
      company_name: `Empresa ${nit.number} S.A.S.`,
    },
  });
  const ids: Record<string, string> = { organizationId: organization.id };
  for (const fixture of fixtures)
    Object.assign(ids, await fixture.createResources?.(t, owner, organization.id));
  return { owner, ids };
}

/** Every module's valid bodies, by `method path`. */
export const validBodies = (): Record<string, unknown> =>
  Object.assign({}, ...fixtures.map((fixture) => fixture.validBodies ?? {}));

/** `method path` of a route, the key of {@link validBodies}. */
export const routeKey = (route: RouteDefinition) => `${route.method} ${route.path}`;

/** The path-parameter names of a route. */
export const paramNames = (route: RouteDefinition) =>
  [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);

/** The route's path with its parameters replaced by `ids`; throws naming a missing fixture. */
export function fillPath(route: RouteDefinition, ids: Record<string, string>): string {
  return route.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const id = ids[name];
    if (!id) {
      throw new Error(
        `No id for {${name}} in ${routeKey(route)}: create one in a test/**/*.cross-org.ts fixture.`,
      );
    }
    return id;
  });
}

/** Sends a route's request as `token`, with its valid body when it takes one. */
export function callRoute(t: TestApp, route: RouteDefinition, ids: Record<string, string>, token: string) {
  return call(t.app, route.method.toUpperCase(), fillPath(route, ids), {
    token,
    ...(route.body ? { body: validBodies()[routeKey(route)] } : {}),
  });
}
