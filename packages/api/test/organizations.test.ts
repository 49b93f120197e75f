import { describe, expect, test } from 'vitest';
import { call } from './support/api-client';
import { addMember, createOrganization, expectProblem, signUp, validOrganization } from './support/factories';
import { setupTestApp } from './support/test-app';

const t = setupTestApp();

describe('POST /organizations', () => {
  test('creates the organization with its creator as owner', async () => {
    const user = await signUp(t);
    const organization = await createOrganization(t, user);
    expect(organization).toEqual(
      expect.objectContaining({
        kind: 'company',
        name: 'Los Andes',
        role: 'owner',
        email: 'facturas@losandes.example.co',
        taxpayer: expect.objectContaining({
          document_number: '800197268',
          verification_digit: '4',
          tax_scheme: '01',
        }),
        billing_address: expect.objectContaining({ municipality_code: '11001', zone: 'urban' }),
      }),
    );
    const me = await call(t.app, 'GET', '/me', { token: user.accessToken });
    expect(me.body.user_data.organizations).toEqual([
      { organization_id: organization.id, name: 'Los Andes', kind: 'company', role: 'owner' },
    ]);
  });

  test('a persona natural can be an organization too (a doctor’s practice)', async () => {
    const user = await signUp(t);
    const organization = await createOrganization(t, user, {
      kind: 'clinic',
      taxpayer: {
        taxpayer_type: '2',
        document_type: '13',
        document_number: '79845123',
        iva_responsible: false,
        electronic_biller: true,
        first_name: 'Jorge',
        first_surname: 'Cárdenas',
      },
    });
    expect(organization.name).toBe('Jorge Cárdenas');
  });

  test.each([
    [
      'a NIT with the wrong check digit',
      { taxpayer: { ...validOrganization().taxpayer, verification_digit: '7' } },
      'taxpayer.verification_digit',
    ],
    [
      'a municipality outside its department',
      { billing_address: { ...validOrganization().billing_address, municipality_code: '05001' } },
      'billing_address.municipality_code',
    ],
    [
      'a municipality that does not exist in DIVIPOLA',
      {
        billing_address: {
          ...validOrganization().billing_address,
          municipality_code: '11999',
          postal_code: '',
        },
      },
      'billing_address.municipality_code',
    ],
    ['an unknown kind', { kind: 'shop' }, 'kind'],
  ])('422 for %s, on %s', async (_label, overrides, path) => {
    const user = await signUp(t);
    const response = await call(t.app, 'POST', '/organizations', {
      token: user.accessToken,
      body: validOrganization(overrides),
    });
    expectProblem(response, 422, 'validation_failed');
    expect(Object.keys(response.body.field_errors)).toEqual([path]);
  });

  test('409 organization_exists when the same user repeats a document', async () => {
    const user = await signUp(t);
    await createOrganization(t, user);
    expectProblem(
      await call(t.app, 'POST', '/organizations', { token: user.accessToken, body: validOrganization() }),
      409,
      'organization_exists',
    );
    // Another user may register the same company (an accountant, a second branch).
    const other = await signUp(t);
    await createOrganization(t, other);
  });
});

describe('GET /organizations and /organizations/{id}', () => {
  test('lists only the caller’s organizations, with their role in each', async () => {
    const owner = await signUp(t);
    const first = await createOrganization(t, owner);
    const second = await createOrganization(t, owner, {
      taxpayer: {
        ...validOrganization().taxpayer,
        document_number: '900123456',
        verification_digit: '8',
        commercial_name: 'Andes Norte',
      },
    });
    const viewer = await addMember(t, owner, second.id, 'viewer');
    const list = await call(t.app, 'GET', '/organizations', { token: owner.accessToken });
    expect(list.body.items.map((item: { id: string }) => item.id).sort()).toEqual(
      [first.id, second.id].sort(),
    );
    const viewerList = await call(t.app, 'GET', '/organizations', { token: viewer.accessToken });
    expect(viewerList.body.items).toEqual([expect.objectContaining({ id: second.id, role: 'viewer' })]);
    const one = await call(t.app, 'GET', `/organizations/${second.id}`, { token: viewer.accessToken });
    expect(one.body).toEqual(expect.objectContaining({ id: second.id, name: 'Andes Norte', role: 'viewer' }));
  });

  test('400 for an id that is not a UUID', async () => {
    const user = await signUp(t);
    const response = await call(t.app, 'GET', '/organizations/123', { token: user.accessToken });
    expectProblem(response, 400, 'validation_failed');
    expect(Object.keys(response.body.field_errors)).toEqual(['organization_id']);
  });
});

describe('PATCH /organizations/{id}', () => {
  test('owners and admins update; the name follows the taxpayer; null clears the phone', async () => {
    const owner = await signUp(t);
    const organization = await createOrganization(t, owner);
    const admin = await addMember(t, owner, organization.id, 'admin');
    const response = await call(t.app, 'PATCH', `/organizations/${organization.id}`, {
      token: admin.accessToken,
      body: {
        taxpayer: { ...validOrganization().taxpayer, commercial_name: 'Andes Express' },
        phone: null,
        kind: 'clinic',
      },
    });
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual(
      expect.objectContaining({ name: 'Andes Express', phone: null, kind: 'clinic', role: 'admin' }),
    );
  });

  test.each(['billing', 'clinician', 'viewer'])('403 forbidden for a %s', async (role) => {
    const owner = await signUp(t);
    const organization = await createOrganization(t, owner);
    const member = await addMember(t, owner, organization.id, role);
    const response = await call(t.app, 'PATCH', `/organizations/${organization.id}`, {
      token: member.accessToken,
      body: { email: 'otro@example.co' },
    });
    expectProblem(response, 403, 'forbidden');
  });
});

describe('DELETE /organizations/{id}/membership', () => {
  test('a member leaves; the last owner cannot', async () => {
    const owner = await signUp(t);
    const organization = await createOrganization(t, owner);
    const member = await addMember(t, owner, organization.id, 'billing');
    expect(
      (
        await call(t.app, 'DELETE', `/organizations/${organization.id}/membership`, {
          token: member.accessToken,
        })
      ).status,
    ).toBe(204);
    expectProblem(
      await call(t.app, 'GET', `/organizations/${organization.id}`, { token: member.accessToken }),
      404,
      'not_found',
    );
    expectProblem(
      await call(t.app, 'DELETE', `/organizations/${organization.id}/membership`, {
        token: owner.accessToken,
      }),
      409,
      'last_owner',
    );
  });

  test('an owner can leave once another owner exists', async () => {
    const owner = await signUp(t);
    const organization = await createOrganization(t, owner);
    await addMember(t, owner, organization.id, 'owner');
    expect(
      (
        await call(t.app, 'DELETE', `/organizations/${organization.id}/membership`, {
          token: owner.accessToken,
        })
      ).status,
    ).toBe(204);
  });
});
