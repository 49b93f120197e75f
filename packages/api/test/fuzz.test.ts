import fc from 'fast-check';
import { beforeAll, describe, expect, test } from 'vitest';
import { appRoutes } from '../src/app/create-app';
import type { RouteDefinition } from '../src/kernel/route-definition';
import { wireJsonSchema } from '../src/openapi/wire-json-schema';
import { type ApiResponse, call, type Json } from './support/api-client';
import { createTenant } from './support/cross-org';
import type { SignedUpUser } from './support/factories';
import { setupTestApp } from './support/test-app';

const t = setupTestApp();

let user: SignedUpUser;
let ids: Record<string, string>;

beforeAll(async () => {
  const tenant = await createTenant(t, { number: '800197268', digit: '4' });
  user = tenant.owner;
  ids = tenant.ids;
});

const routes = () => appRoutes({ config: t.deps.config });
const pathOf = (route: RouteDefinition) =>
  route.path.replace(/\{(\w+)\}/g, (_m, name: string) => ids[name] ?? name);

/** The rule for every answer: never a 5xx, and every failure in the error shape. */
function expectSafe(response: ApiResponse, label: string) {
  expect(response.status, `${label} → ${response.status} ${response.text.slice(0, 300)}`).toBeLessThan(500);
  if (response.status >= 400) {
    expect(response.body, label).toEqual(
      expect.objectContaining({
        code: expect.any(String),
        message: expect.any(String),
        field_errors: expect.any(Object),
      }),
    );
  }
}

const WRONG_TYPES: unknown[] = [
  null,
  0,
  -1.5,
  1e308,
  true,
  '',
  ' ',
  [],
  {},
  [1, 'a'],
  { nested: { deeper: [null] } },
];
const STRINGS = [
  'x'.repeat(60_000),
  '😀🇨🇴'.repeat(500),
  'מימין לשמאל',
  '\u200b\u200d\ufeff',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '%00',
  '\ud800',
  'Ñandú Ó Á ü',
];
const RAW_BODIES = [
  '{',
  'nul',
  '[1,2',
  '{"a":}',
  'null',
  '42',
  '"texto"',
  'true',
  '[]',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '{"email":"a\\u0000b@example.co"}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  JSON.stringify({ junk: 'y'.repeat(150 * 1024) }),
];

async function bodyKeys(route: RouteDefinition): Promise<string[]> {
  const { body } = await route.schemas();
  if (!body) return [];
  const schema = wireJsonSchema(body, 'input');
  return Object.keys((schema.properties as Record<string, unknown>) ?? {});
}

describe('malformed input never causes a 5xx, and every error has the error shape', () => {
  test('raw bodies: broken JSON, non-objects, prototype tricks, deep nesting, NUL, oversize', async () => {
    for (const route of routes().filter((r) => r.body)) {
      for (const rawBody of RAW_BODIES) {
        const response = await call(t.app, route.method.toUpperCase(), pathOf(route), {
          token: user.accessToken,
          rawBody,
        });
        const label = `${route.method} ${route.path} raw ${rawBody.slice(0, 40)}`;
        expectSafe(response, label);
        // Objects may be accepted where every field is optional (PATCH); nothing else may.
        if (!rawBody.startsWith('{"__proto__') && !rawBody.startsWith('{"constructor')) {
          expect(response.status, label).toBeGreaterThanOrEqual(400);
        }
      }
    }
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  test('every field with wrong types, huge and unusual strings', async () => {
    for (const route of routes().filter((r) => r.body)) {
      for (const key of await bodyKeys(route)) {
        for (const value of [...WRONG_TYPES, ...STRINGS]) {
          const response = await call(t.app, route.method.toUpperCase(), pathOf(route), {
            token: user.accessToken,
            body: { [key]: value },
          });
          expectSafe(response, `${route.method} ${route.path} ${key}=${JSON.stringify(value).slice(0, 40)}`);
        }
      }
    }
  });

  test('wrong content types and empty bodies', async () => {
    for (const route of routes().filter((r) => r.body)) {
      for (const headers of [
        { 'Content-Type': 'text/plain' },
        { 'Content-Type': 'application/x-www-form-urlencoded' },
      ]) {
        const response = await call(t.app, route.method.toUpperCase(), pathOf(route), {
          token: user.accessToken,
          rawBody: 'a=1',
          headers,
        });
        expectSafe(response, `${route.method} ${route.path} ${headers['Content-Type']}`);
        // 415 once the body is read; a route may refuse earlier (a missing header, bad params).
        expect(response.status).toBeGreaterThanOrEqual(400);
      }
      expectSafe(
        await call(t.app, route.method.toUpperCase(), pathOf(route), { token: user.accessToken }),
        `${route.path} empty`,
      );
    }
  });

  test('random JSON bodies (property-based)', async () => {
    const withBody = routes().filter((r) => r.body);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...withBody),
        fc.oneof(
          fc.jsonValue({ maxDepth: 4 }),
          fc.dictionary(
            fc.constantFrom(
              'email',
              'password',
              'first_name',
              'taxpayer',
              'billing_address',
              'role',
              'token',
              'code',
            ),
            fc.jsonValue({ maxDepth: 3 }),
          ),
        ),
        async (route, body: Json) => {
          const response = await call(t.app, route.method.toUpperCase(), pathOf(route), {
            token: user.accessToken,
            body,
          });
          expectSafe(response, `${route.method} ${route.path} ${JSON.stringify(body).slice(0, 80)}`);
        },
      ),
      { numRuns: 300 },
    );
  });

  test('junk in path parameters and query strings', async () => {
    const junk = [
      '..%2F..%2Fetc',
      '%00',
      'ñ',
      'x'.repeat(2000),
      '123',
      "1'or'1'='1",
      '00000000-0000-0000-0000-000000000000',
    ];
    for (const route of routes()) {
      const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
      for (const value of junk) {
        const path = names.length
          ? route.path.replace(/\{(\w+)\}/g, value)
          : `${route.path}?to=${value}&limit=${value}&page_size=${value}`;
        const response = await call(t.app, route.method.toUpperCase(), path, {
          token: user.accessToken,
          ...(route.body ? { body: {} } : {}),
        });
        expectSafe(response, `${route.method} ${path.slice(0, 80)}`);
      }
    }
  });
});
