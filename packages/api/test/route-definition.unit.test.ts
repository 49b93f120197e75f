import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { honoPath, operationIdOf } from '../src/kernel/route-definition';
import { snakeCaseSchema, wireJsonSchema } from '../src/openapi/wire-json-schema';

describe('route helpers', () => {
  test.each([
    ['get', '/organizations', 'getOrganizations'],
    [
      'patch',
      '/organizations/{organizationId}/members/{memberId}',
      'patchOrganizationsOrganizationIdMembersMemberId',
    ],
    ['post', '/auth/verify-email', 'postAuthVerifyEmail'],
  ] as const)('%s %s → %s', (method, path, id) => {
    expect(operationIdOf({ method, path: path as `/${string}` })).toBe(id);
  });

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
