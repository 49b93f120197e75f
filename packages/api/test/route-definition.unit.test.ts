import {
  defineEndpoint,
  getInvoice,
  listPlans,
  recordUsage,
  type Schema,
  type SchemaRef,
} from '@facturo/sdk/endpoints';
import type { ServiceId } from '@facturo/sdk/schemas';
import { Hono } from 'hono';
import { describe, expect, expectTypeOf, test } from 'vitest';
import * as z from 'zod/mini';
import { mountRoutes } from '../src/app/mount-routes';
import { defineConfig } from '../src/config/app-config';
import type { AppEnv } from '../src/http/app-env';
import { apiKeyAuth, type BillingPrincipal, billingAuth } from '../src/identity/integrator-auth';
import { userAuth } from '../src/identity/user-authenticator';
import type { AppDeps } from '../src/kernel/app-deps';
import { hiddenAssetRoute } from '../src/kernel/hidden-asset-route';
import { implementEndpoint } from '../src/kernel/implement-endpoint';
import { honoPath, type RouteDefinition } from '../src/kernel/route-definition';
import { snakeCaseSchema, wireJsonSchema } from '../src/openapi/wire-json-schema';

const docs = { tag: 'Probe', summary: 'A probe' } as const;

/** A schema reference that counts its loads and fails the first `failures` of them. */
function countingRef<S extends Schema>(schema: S, failures = 0): SchemaRef<S> & { loads: number } {
  const ref = {
    name: 'probe.schema#probe',
    loads: 0,
    load: async () => {
      ref.loads += 1;
      if (ref.loads <= failures) throw new Error('the schema module did not load');
      return schema;
    },
  };
  return ref;
}

const mount = (routes: RouteDefinition[]) =>
  mountRoutes(new Hono<AppEnv>(), routes, {
    config: defineConfig({ jwtSecret: 'unit-test-secret-long-enough-for-hs256' }),
  } as AppDeps);

describe('implementEndpoint', () => {
  test('method, path, schema references and the contract come from the contract, not the route', () => {
    const route = implementEndpoint(getInvoice, {
      ...docs,
      auth: billingAuth,
      responses: { 200: { description: 'The invoice.' } },
      handler: ({ params, query, body, principal }) => {
        // Typed from the contract's schemas (parsed output) and from the authenticator.
        expectTypeOf(params).toEqualTypeOf<{ invoiceId: string }>();
        expectTypeOf(query).toBeUndefined();
        expectTypeOf(body).toBeUndefined();
        expectTypeOf(principal).toEqualTypeOf<BillingPrincipal>();
        return { status: 200, body: { id: params.invoiceId } };
      },
    });
    expect(route).toMatchObject({ contract: getInvoice, method: 'get', path: '/invoices/{invoiceId}' });
    expect(route.params).toBe(getInvoice.params);
    expect(route.query).toBeUndefined();
    expect(route.auth).toBe(billingAuth);
  });

  test('a public contract needs no authenticator', () => {
    const route = implementEndpoint(listPlans, {
      ...docs,
      responses: { 200: { description: 'Plans.' }, 304: { description: 'Not modified.' } },
      handler: ({ query, principal }) => {
        expectTypeOf(query.service).toEqualTypeOf<ServiceId | undefined>();
        expectTypeOf(principal).toBeNull();
        return { status: 200, body: { items: [] } };
      },
    });
    expect(route.auth).toBeNull();
    expect(Object.keys(route.responses)).toEqual(['200', '304']);
  });

  test('another kind of authenticator, none where one is needed, or no success description does not compile', () => {
    const handler = () => ({ status: 204 as const });
    const responses = { 201: { description: 'Counted.' } };
    const only200 = { 200: responses[201] };
    // @ts-expect-error recordUsage is 'apiKey': a user's bearer token cannot serve it
    implementEndpoint(recordUsage, { ...docs, auth: userAuth, responses, handler });
    // @ts-expect-error listPlans is 'public': it takes no authenticator
    implementEndpoint(listPlans, { ...docs, auth: userAuth, responses: only200, handler });
    // @ts-expect-error getInvoice is 'userOrWidgetSession': leaving the authenticator out is refused
    implementEndpoint(getInvoice, { ...docs, responses: only200, handler });
    // @ts-expect-error the contract's success status (201) must be described
    implementEndpoint(recordUsage, { ...docs, auth: apiKeyAuth, responses: only200, handler });
    expect(implementEndpoint(recordUsage, { ...docs, auth: apiKeyAuth, responses, handler }).auth).toBe(
      apiKeyAuth,
    );
  });

  test('schemas are loaded on first use, once per route, and a failed load is tried again', async () => {
    const params = countingRef(z.object({ thingId: z.string() }), 1);
    const contract = defineEndpoint({
      operationId: 'getThing',
      method: 'GET',
      path: '/things/{thingId}',
      auth: 'public',
      params,
      status: 204,
    });
    const route = implementEndpoint(contract, {
      ...docs,
      responses: { 204: { description: 'Nothing.' } },
      handler: () => ({ status: 204 }),
    });
    mount([route]);
    expect(params.loads).toBe(0);
    await expect(route.schemas()).rejects.toThrow('did not load');
    const [first, second] = await Promise.all([route.schemas(), route.schemas()]);
    expect(first.params).toBeInstanceOf(z.core.$ZodType);
    expect(second).toBe(first);
    expect(params.loads).toBe(2);
  });
});

describe('mounting checks each route against its contract', () => {
  const usage = implementEndpoint(recordUsage, {
    ...docs,
    auth: apiKeyAuth,
    responses: { 201: { description: 'Counted.' } },
    handler: () => ({ status: 201, body: {} }),
  });

  test('a route that serves its contract as written mounts', () => {
    expect(() => mount([usage])).not.toThrow();
  });

  test.each([
    [
      'another authenticator',
      { ...usage, auth: userAuth },
      "its contract recordUsage is 'apiKey', but it has an authenticator of kind 'user'",
    ],
    [
      'no authenticator',
      { ...usage, auth: null },
      "its contract recordUsage is 'apiKey', but it has no authenticator",
    ],
    ['another path', { ...usage, path: '/usage/v2' as const }, 'its contract recordUsage is POST /usage'],
    ['hidden', { ...usage, hidden: true }, 'must be documented, not hidden'],
    [
      'no contract',
      { ...usage, contract: undefined },
      'only hidden asset routes may go without an sdk contract',
    ],
  ])('%s: refused before the app answers', (_label, route, message) => {
    expect(() => mount([route])).toThrow(message);
  });

  test('a hidden asset route mounts without a contract', () => {
    const asset = hiddenAssetRoute({
      path: '/probe/asset.js',
      summary: 'A script',
      serve: () => new Response(''),
    });
    expect(asset).toMatchObject({ hidden: true, method: 'get', auth: null });
    expect(asset.contract).toBeUndefined();
    expect(() => mount([asset])).not.toThrow();
  });
});

describe('route helpers', () => {
  test('OpenAPI paths become Hono paths', () => {
    expect(honoPath('/organizations/{organizationId}/members/{memberId}')).toBe(
      '/organizations/:organizationId/members/:memberId',
    );
  });

  test('wire JSON Schemas are snake_case all the way down', () => {
    const schema = z.object({
      billingInfo: z.object({
        firstName: z.string(),
        taxIds: z.array(z.object({ documentType: z.string() })),
      }),
      maybeValue: z.optional(z.nullable(z.object({ innerKey: z.number() }))),
    });
    const json = wireJsonSchema(schema, 'input') as { properties: Record<string, { required?: string[] }> };
    expect(Object.keys(json.properties)).toEqual(['billing_info', 'maybe_value']);
    expect(json.properties.billing_info?.required).toEqual(['first_name', 'tax_ids']);
    expect(JSON.stringify(json)).not.toMatch(
      /"(billingInfo|firstName|taxIds|documentType|maybeValue|innerKey)"/,
    );
    expect(snakeCaseSchema('text')).toBe('text');
  });
});
