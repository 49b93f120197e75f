import { beforeAll, describe, expect, test } from 'vitest';
import { hashSecret } from '../../src/security/secret-token';
import { call } from '../support/api-client';
import { buy, otherOrganization, ownerWithOrganization } from '../support/billing';
import { addMember, createOrganization, expectProblem, type SignedUpUser } from '../support/factories';
import { setupTestApp } from '../support/test-app';

const t = setupTestApp();
let owner: SignedUpUser;
let organizationId: string;

beforeAll(async () => {
  ({ owner, organizationId } = await ownerWithOrganization(t));
  expect((await buy(t, owner, { organizationId })).status).toBe(201);
});

const createKey = async (body: Record<string, unknown> = { name: 'SAP Business One' }) => {
  const response = await call(t.app, 'POST', `/organizations/${organizationId}/api-keys`, {
    token: owner.accessToken,
    body,
  });
  expect(response.status, response.text).toBe(201);
  return response.body;
};

const mint = (secret: string, body: Record<string, unknown>) =>
  call(t.app, 'POST', '/widget-sessions', { token: secret, body });

describe('API keys', () => {
  test('the secret is shown once and stored only as its hash; list and revoke', async () => {
    const key = await createKey();
    expect(key.secret).toMatch(/^fk_live_[\w-]{43}$/);
    expect(key.prefix).toBe(key.secret.slice(0, 14));
    expect(key.scopes).toEqual([
      'invoices:read',
      'invoices:export',
      'invoices:download',
      'billing-date:read',
      'billing-date:write',
      'subscriptions:read',
      'subscriptions:manage',
      'usage:write',
    ]);
    const row = await t.deps.db
      .selectFrom('apiKeys')
      .selectAll()
      .where('id', '=', key.id)
      .executeTakeFirstOrThrow();
    expect(row.keyHash).toBe(hashSecret(key.secret));
    expect(JSON.stringify(row)).not.toContain(key.secret);
    const listed = await call(t.app, 'GET', `/organizations/${organizationId}/api-keys`, {
      token: owner.accessToken,
    });
    expect(listed.body.items.find((item: { id: string }) => item.id === key.id)).not.toHaveProperty('secret');
    expect(
      (
        await call(t.app, 'DELETE', `/organizations/${organizationId}/api-keys/${key.id}`, {
          token: owner.accessToken,
        })
      ).status,
    ).toBe(204);
    expectProblem(await mint(key.secret, { scopes: ['invoices:read'] }), 401, 'api_key_invalid');
    expectProblem(
      await call(t.app, 'DELETE', `/organizations/${organizationId}/api-keys/${key.id}`, {
        token: owner.accessToken,
      }),
      404,
      'not_found',
    );
  });

  test('only owners and admins manage keys', async () => {
    const billing = await addMember(t, owner, organizationId, 'billing');
    expectProblem(
      await call(t.app, 'GET', `/organizations/${organizationId}/api-keys`, { token: billing.accessToken }),
      403,
      'forbidden',
    );
    expectProblem(
      await call(t.app, 'POST', `/organizations/${organizationId}/api-keys`, {
        token: billing.accessToken,
        body: { name: 'x' },
      }),
      403,
      'forbidden',
    );
  });
});

describe('widget sessions', () => {
  test('a short-lived token for one organization and its scopes', async () => {
    const key = await createKey();
    const session = await mint(key.secret, { scopes: ['invoices:read'], ttl_seconds: 600 });
    expect(session.status, session.text).toBe(201);
    expect(session.body).toMatchObject({
      token_type: 'Bearer',
      expires_in: 600,
      organization_id: organizationId,
      scopes: ['invoices:read'],
    });
    const token = session.body.access_token;
    const invoices = await call(t.app, 'GET', '/invoices', { token });
    expect(invoices.status).toBe(200);
    expect(invoices.body.total).toBe(1);
    expectProblem(await call(t.app, 'GET', '/invoices/export.csv', { token }), 403, 'scope_missing');
    expectProblem(await call(t.app, 'GET', '/invoices/export.xlsx', { token }), 403, 'scope_missing');
    expectProblem(await call(t.app, 'GET', '/billing/schedule', { token }), 403, 'scope_missing');
    expectProblem(await call(t.app, 'GET', '/subscriptions', { token }), 403, 'scope_missing');
    // Not a user: everything else refuses it.
    expect((await call(t.app, 'GET', '/me', { token })).status).toBe(401);
    expect((await call(t.app, 'GET', `/organizations/${organizationId}`, { token })).status).toBe(401);
    const other = await createOrganization(t, owner, otherOrganization('Otra S.A.S.'));
    expectProblem(
      await call(t.app, 'GET', `/invoices?organization_id=${other.id}`, { token }),
      404,
      'not_found',
    );
    t.clock.advance(601);
    expectProblem(await call(t.app, 'GET', '/invoices', { token }), 401, 'session_expired');
  });

  test('export and billing-date scopes; write includes read', async () => {
    const key = await createKey();
    const token = (await mint(key.secret, { scopes: ['invoices:export', 'billing-date:write'] })).body
      .access_token;
    expect((await call(t.app, 'GET', '/invoices/export.csv', { token })).status).toBe(200);
    expect((await call(t.app, 'GET', '/invoices/export.xlsx', { token })).status).toBe(200);
    expect((await call(t.app, 'GET', '/billing/schedule', { token })).status).toBe(200);
    const preview = await call(t.app, 'POST', '/billing/schedule/preview', {
      token,
      body: { mode: 'unified', day: 15 },
    });
    expect(preview.status, preview.text).toBe(200);
  });

  test.each([
    [{ scopes: ['invoices:read'], ttl_seconds: 3601 }, 'ttl_seconds'],
    [{ scopes: ['invoices:read'], ttl_seconds: 10 }, 'ttl_seconds'],
    [{ scopes: [] }, 'scopes'],
    [{ scopes: ['usage:write'] }, 'scopes.0'],
    [{ scopes: ['admin'] }, 'scopes.0'],
  ])('%j is 422 on %s', async (body, field) => {
    const key = await createKey();
    const response = await mint(key.secret, body);
    expectProblem(response, 422, 'validation_failed');
    expect(response.body.field_errors).toHaveProperty([field]);
  });

  test('a key can only grant its own scopes; revoking it ends its sessions', async () => {
    const key = await createKey({ name: 'Solo lectura', scopes: ['invoices:read'] });
    expectProblem(
      await mint(key.secret, { scopes: ['invoices:read', 'invoices:export'] }),
      403,
      'scope_missing',
    );
    const token = (await mint(key.secret, { scopes: ['invoices:read'] })).body.access_token;
    expect((await call(t.app, 'GET', '/invoices', { token })).status).toBe(200);
    await call(t.app, 'DELETE', `/organizations/${organizationId}/api-keys/${key.id}`, {
      token: owner.accessToken,
    });
    expectProblem(await call(t.app, 'GET', '/invoices', { token }), 401, 'session_expired');
  });

  test('a user token is not an API key, and a forged widget token is refused', async () => {
    expectProblem(await mint(owner.accessToken, { scopes: ['invoices:read'] }), 401, 'api_key_invalid');
    const key = await createKey();
    const token = (await mint(key.secret, { scopes: ['invoices:read'] })).body.access_token as string;
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    expectProblem(await call(t.app, 'GET', '/invoices', { token: forged }), 401, 'session_expired');
  });

  test('partner origins on the allow-list may call with a widget token (CORS); others may not', async () => {
    const key = await createKey();
    const token = (await mint(key.secret, { scopes: ['invoices:read'] })).body.access_token;
    const preflight = await call(t.app, 'OPTIONS', '/invoices', {
      headers: {
        Origin: 'https://partner.example',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('https://partner.example');
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toContain('Authorization');
    const allowed = await call(t.app, 'GET', '/invoices', {
      token,
      headers: { Origin: 'https://partner.example' },
    });
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe('https://partner.example');
    const stranger = await call(t.app, 'GET', '/invoices', {
      token,
      headers: { Origin: 'https://evil.example' },
    });
    expect(stranger.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});
