import { beforeAll, describe, expect, test } from 'vitest';
import { prefixStatus } from '../../src/e-invoicing/prefix-alerts';
import { prefixBody } from '../billing.cross-org';
import { call } from '../support/api-client';
import { ownerWithOrganization } from '../support/billing';
import { addMember, expectProblem, type SignedUpUser } from '../support/factories';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();
let owner: SignedUpUser;
let organizationId: string;
const base = () => `/organizations/${organizationId}/prefixes`;

beforeAll(async () => {
  t.clock.set(new Date('2026-06-01T15:00:00Z'));
  ({ owner, organizationId } = await ownerWithOrganization(t));
});

const create = (body: Record<string, unknown>, token = owner.accessToken) =>
  call(t.app, 'POST', base(), { token, body });

describe('prefixes CRUD', () => {
  test('create (prefix in capitals, next number defaults to the start of the range), read, change, delete', async () => {
    const created = await create(prefixBody({ prefix: 'fe1', valid_to: '2026-12-31' }));
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({
      prefix: 'FE1',
      next_number: 990000000,
      remaining_numbers: 5000001,
      used_percent: 0,
      days_to_expiry: 213,
      alerts: [],
    });
    const id = created.body.id;
    expect((await call(t.app, 'GET', `${base()}/${id}`, { token: owner.accessToken })).body.id).toBe(id);
    const changed = await call(t.app, 'PATCH', `${base()}/${id}`, {
      token: owner.accessToken,
      body: { next_number: 994600000 },
    });
    expect(changed.body).toMatchObject({
      next_number: 994600000,
      used_percent: 91,
      alerts: [{ code: 'range_80_percent_used', severity: 'warning' }],
    });
    const listed = await call(t.app, 'GET', base(), { token: owner.accessToken });
    expect(listed.body.items.map((item: { id: string }) => item.id)).toContain(id);
    expect((await call(t.app, 'DELETE', `${base()}/${id}`, { token: owner.accessToken })).status).toBe(204);
    expectProblem(
      await call(t.app, 'GET', `${base()}/${id}`, { token: owner.accessToken }),
      404,
      'not_found',
    );
  });

  test('a prefix is unique per organization and document type (409), not across types', async () => {
    expect((await create(prefixBody({ prefix: 'DUP' }))).status).toBe(201);
    expectProblem(await create(prefixBody({ prefix: 'dup' })), 409, 'prefix_exists');
    expect((await create(prefixBody({ prefix: 'DUP', document_type: 'support_document' }))).status).toBe(201);
  });

  test.each([
    [
      'a 5-character prefix',
      { prefix: 'SETPX' },
      'prefix',
      'El prefijo tiene de 1 a 4 letras o números, sin espacios.',
    ],
    [
      'a prefix with a hyphen',
      { prefix: 'F-1' },
      'prefix',
      'El prefijo tiene de 1 a 4 letras o números, sin espacios.',
    ],
    [
      'an inverted range',
      { range_from: 100, range_to: 99 },
      'range_to',
      'El número final del rango debe ser mayor o igual al inicial.',
    ],
    [
      'a validity ending before it starts',
      { valid_from: '2026-02-01', valid_to: '2026-01-31' },
      'valid_to',
      'La vigencia debe terminar el mismo día o después de empezar.',
    ],
    [
      'a validity starting before the resolution',
      { resolution_date: '2026-02-01', valid_from: '2026-01-15' },
      'valid_from',
      'La vigencia no puede empezar antes de la fecha de la resolución.',
    ],
    [
      'a next number outside the range',
      { next_number: 995000002 },
      'next_number',
      'El siguiente número debe estar dentro del rango autorizado.',
    ],
    [
      'letters in the resolution number',
      { resolution_number: '18A7' },
      'resolution_number',
      'El número de resolución tiene solo dígitos (hasta 20).',
    ],
    [
      'a non-existent date',
      { valid_to: '2027-02-30' },
      'valid_to',
      'Ingresa una fecha real con el formato AAAA-MM-DD.',
    ],
    [
      'an unknown document type',
      { document_type: 'receipt' },
      'document_type',
      'Elige una de las opciones disponibles.',
    ],
  ])('%s → 422', async (_label, overrides, field, message) => {
    const response = await create(prefixBody({ prefix: 'VAL', ...overrides }));
    expectProblem(response, 422, 'validation_failed');
    expect(response.body.field_errors[field]).toEqual([message]);
  });

  test('a change is checked against the whole prefix', async () => {
    const id = (await create(prefixBody({ prefix: 'CHG' }))).body.id;
    const response = await call(t.app, 'PATCH', `${base()}/${id}`, {
      token: owner.accessToken,
      body: { range_to: 989999999 },
    });
    expectProblem(response, 422, 'validation_failed');
    expect(Object.keys(response.body.field_errors)).toContain('range_to');
  });

  test('viewers read, only billing roles write', async () => {
    const viewer = await addMember(t, owner, organizationId, 'viewer');
    expect((await call(t.app, 'GET', base(), { token: viewer.accessToken })).status).toBe(200);
    expectProblem(await create(prefixBody({ prefix: 'VW' }), viewer.accessToken), 403, 'forbidden');
    const billing = await addMember(t, owner, organizationId, 'billing');
    expect((await create(prefixBody({ prefix: 'BIL' }), billing.accessToken)).status).toBe(201);
  });
});

describe('prefix alerts (computed on read)', () => {
  const range = { rangeFrom: 1, rangeTo: 100 };
  test.each([
    ['2026-07-15', 1, []],
    ['2026-07-01', 1, ['expires_within_30_days']],
    ['2026-06-11', 1, ['expires_within_10_days']],
    ['2026-06-01', 1, ['expires_within_10_days']],
    ['2026-05-31', 1, ['expired']],
    ['2027-01-01', 80, []],
    ['2027-01-01', 81, ['range_80_percent_used']],
    ['2027-01-01', 96, ['range_95_percent_used']],
    ['2027-01-01', 101, ['range_exhausted']],
    ['2026-06-05', 101, ['expires_within_10_days', 'range_exhausted']],
  ])('valid to %s, next number %i → %j', (validTo, nextNumber, codes) => {
    const status = prefixStatus({ ...range, validTo, nextNumber }, '2026-06-01');
    expect(status.alerts.map((alert) => alert.code)).toEqual(codes);
  });
});
