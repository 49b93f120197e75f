import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { type AnyEndpoint, pathParameterNames } from '../../src/endpoints/endpoint';
import type { Schema, SchemaRef } from '../../src/endpoints/schema-ref';

const isEndpoint = (value: unknown): value is AnyEndpoint =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AnyEndpoint).operationId === 'string' &&
  typeof (value as AnyEndpoint).path === 'string';

// Every contract the public entry exports, named as exported.
const endpoints = Object.entries<unknown>(await import('../../src/endpoints/index')).filter(
  (entry): entry is [string, AnyEndpoint] => isEndpoint(entry[1]),
);

const PARTS = ['params', 'query', 'body', 'response'] as const;
const refsOf = (endpoint: AnyEndpoint) =>
  PARTS.flatMap((part) => (endpoint[part] ? [[part, endpoint[part]] as [string, SchemaRef]] : []));
const duplicates = (values: string[]) => values.filter((value, index) => values.indexOf(value) !== index);

const shapeKeys = (schema: Schema) => {
  const { def } = (schema as z.ZodMiniObject)._zod;
  expect(def.type, 'a params schema is an object').toBe('object');
  return Object.keys(def.shape).sort();
};

const UUID = '0F8FAD5B-D9CB-469F-A165-70867728950E';

describe('the endpoint list', () => {
  test('holds every area of the API', () => {
    expect(endpoints.length).toBeGreaterThan(80);
    expect(endpoints.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'login',
        'getMe',
        'listPlans',
        'purchase',
        'exportInvoicesCsv',
        'listPatients',
      ]),
    );
  });

  test('operation ids are unique', () => {
    expect(duplicates(endpoints.map(([, endpoint]) => endpoint.operationId))).toEqual([]);
  });

  test('no two endpoints share a method and path', () => {
    expect(duplicates(endpoints.map(([, { method, path }]) => `${method} ${path}`))).toEqual([]);
  });
});

describe.each(endpoints)('%s', (name, endpoint) => {
  test('its operation id is its export name', () => {
    expect(endpoint.operationId).toBe(name);
  });

  test('every schema it names loads and is a zod schema', async () => {
    for (const [part, ref] of refsOf(endpoint)) {
      expect(ref.name, part).toMatch(/^[\w.-]+#\w+$/);
      expect(await ref.load(), `${part}: ${ref.name}`).toBeInstanceOf(z.core.$ZodType);
    }
  });

  test('its params schema has exactly the placeholders of its path', async () => {
    const placeholders = pathParameterNames(endpoint.path).sort();
    if (!endpoint.params) {
      expect(placeholders).toEqual([]);
      return;
    }
    expect(placeholders.length).toBeGreaterThan(0);
    expect(shapeKeys(await endpoint.params.load())).toEqual(placeholders);
  });

  test('its id path parameters take a UUID in any case, lower-cased, and refuse anything else', async () => {
    const ids = pathParameterNames(endpoint.path).filter((parameter) => parameter.endsWith('Id'));
    if (!endpoint.params || ids.length === 0) return;
    const schema = await endpoint.params.load();
    const valid = Object.fromEntries(ids.map((id) => [id, UUID]));
    expect(z.parse(schema, valid)).toEqual(Object.fromEntries(ids.map((id) => [id, UUID.toLowerCase()])));
    for (const id of ids) {
      // One rule everywhere (`idParam`): no trimming, and every message a translated key.
      for (const [value, message] of [
        ['not-a-uuid', 'validation.invalid'],
        [` ${UUID}`, 'validation.invalid'],
        [42, 'validation.invalidType'],
        [undefined, 'validation.required'],
      ] as const) {
        const result = z.safeParse(schema, { ...valid, [id]: value });
        expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([[[id], message]]);
      }
    }
  });

  test('an organization id in its query follows the same rule as a path id', async () => {
    const schema = await endpoint.query?.load();
    if (!schema || !shapeKeys(schema).includes('organizationId')) return;
    expect(z.parse(schema, { organizationId: UUID })).toMatchObject({ organizationId: UUID.toLowerCase() });
    for (const [value, message] of [
      [` ${UUID}`, 'validation.invalid'],
      [42, 'validation.invalidType'],
    ] as const) {
      const result = z.safeParse(schema, { organizationId: value });
      expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
        [['organizationId'], message],
      ]);
    }
  });

  test('its answer is declared only when it has a JSON body', () => {
    if (endpoint.status === 204 || endpoint.produces) expect(endpoint.response).toBeUndefined();
    else expect(endpoint.response).toBeDefined();
  });

  test('only a POST asks for an Idempotency-Key, and only GET and DELETE go without a body', () => {
    if (endpoint.idempotent) expect(endpoint.method).toBe('POST');
    if (endpoint.method === 'GET' || endpoint.method === 'DELETE') expect(endpoint.body).toBeUndefined();
  });

  test('scopes are declared only where a scoped credential may call', () => {
    if (endpoint.scopes) {
      expect(['apiKey', 'userOrWidgetSession']).toContain(endpoint.auth);
      expect(endpoint.scopes.length).toBeGreaterThan(0);
    }
  });
});
