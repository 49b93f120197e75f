import { describe, expect, test } from 'vitest';
import { endpointPath } from '../../src/endpoints/endpoint';
import { getPrefix } from '../../src/endpoints/prefixes.endpoints';

const ORGANIZATION = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

describe('endpointPath', () => {
  test('puts each parameter in its placeholder', () => {
    expect(endpointPath(getPrefix, { organizationId: ORGANIZATION, prefixId: 'abc' })).toBe(
      `/organizations/${ORGANIZATION}/prefixes/abc`,
    );
  });

  test.each([
    ['a slash', 'a/b', 'a%2Fb'],
    ['spaces', 'a b  c', 'a%20b%20%20c'],
    ['non-ASCII letters', 'Bogotá ñ', 'Bogot%C3%A1%20%C3%B1'],
    ['query and fragment characters', '?x=1#y', '%3Fx%3D1%23y'],
    ['a number', 42, '42'],
  ])('encodes %s so it stays one path segment', (_case, value, encoded) => {
    expect(endpointPath(getPrefix, { organizationId: ORGANIZATION, prefixId: value })).toBe(
      `/organizations/${ORGANIZATION}/prefixes/${encoded}`,
    );
  });

  test.each([
    ['missing', {}],
    ['undefined', { prefixId: undefined }],
    ['null', { prefixId: null }],
    ['empty', { prefixId: '' }],
  ])('throws naming the endpoint and the parameter when one is %s', (_case, params) => {
    expect(() => endpointPath(getPrefix, { organizationId: ORGANIZATION, ...params })).toThrow(
      new TypeError('Facturo: getPrefix needs the path parameter "prefixId".'),
    );
  });

  test('a path without placeholders needs no parameters', () => {
    expect(endpointPath({ operationId: 'listPlans', path: '/plans' })).toBe('/plans');
  });
});
