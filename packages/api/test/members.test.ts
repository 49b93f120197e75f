import { describe, expect, test } from 'vitest';
import { call } from './support/api-client';
import { addMember, createTeam, expectProblem } from './support/factories';
import { setupTestApp } from './support/test-app';

const t = setupTestApp();

describe('members', () => {
  test('lists members, owners first, with their names', async () => {
    const { owner, id } = await createTeam(t);
    const billing = await addMember(t, owner, id, 'billing');
    const response = await call(t.app, 'GET', `/organizations/${id}/members`, { token: billing.accessToken });
    expect(response.body.items).toEqual([
      expect.objectContaining({
        user_id: owner.userId,
        role: 'owner',
        full_name: 'Camila Ospina Vélez',
        email: owner.email,
      }),
      expect.objectContaining({ user_id: billing.userId, role: 'billing' }),
    ]);
  });

  test('an admin changes roles but not to or from owner; the change applies on the next request', async () => {
    const { owner, id } = await createTeam(t);
    const admin = await addMember(t, owner, id, 'admin');
    const viewer = await addMember(t, owner, id, 'viewer');
    const ownerMember = (
      await call(t.app, 'GET', `/organizations/${id}/members`, { token: owner.accessToken })
    ).body.items[0];
    const patch = (token: string, memberId: string, role: string) =>
      call(t.app, 'PATCH', `/organizations/${id}/members/${memberId}`, { token, body: { role } });

    expect((await patch(admin.accessToken, viewer.memberId, 'billing')).status).toBe(204);
    const me = await call(t.app, 'GET', '/me', { token: viewer.accessToken });
    expect(me.body.user_data.organizations[0].role).toBe('billing');
    expectProblem(await patch(admin.accessToken, viewer.memberId, 'owner'), 403, 'owner_role_required');
    expectProblem(await patch(admin.accessToken, ownerMember.id, 'viewer'), 403, 'owner_role_required');
    expectProblem(await patch(viewer.accessToken, admin.memberId, 'viewer'), 403, 'forbidden');
  });

  test('the last owner keeps the role; with two owners one can step down', async () => {
    const { owner, id } = await createTeam(t);
    const ownerMember = (
      await call(t.app, 'GET', `/organizations/${id}/members`, { token: owner.accessToken })
    ).body.items[0];
    const patch = (role: string) =>
      call(t.app, 'PATCH', `/organizations/${id}/members/${ownerMember.id}`, {
        token: owner.accessToken,
        body: { role },
      });
    expectProblem(await patch('admin'), 409, 'last_owner');
    const second = await addMember(t, owner, id, 'viewer');
    expect(
      (
        await call(t.app, 'PATCH', `/organizations/${id}/members/${second.memberId}`, {
          token: owner.accessToken,
          body: { role: 'owner' },
        })
      ).status,
    ).toBe(204);
    expect((await patch('admin')).status).toBe(204);
  });

  test('removing members: owners only remove owners, never the last one', async () => {
    const { owner, id } = await createTeam(t);
    const admin = await addMember(t, owner, id, 'admin');
    const billing = await addMember(t, owner, id, 'billing');
    const ownerMember = (
      await call(t.app, 'GET', `/organizations/${id}/members`, { token: owner.accessToken })
    ).body.items[0];
    const remove = (token: string, memberId: string) =>
      call(t.app, 'DELETE', `/organizations/${id}/members/${memberId}`, { token });
    expectProblem(await remove(admin.accessToken, ownerMember.id), 403, 'owner_role_required');
    expectProblem(await remove(owner.accessToken, ownerMember.id), 409, 'last_owner');
    expectProblem(await remove(billing.accessToken, admin.memberId), 403, 'forbidden');
    expect((await remove(admin.accessToken, billing.memberId)).status).toBe(204);
    expectProblem(
      await call(t.app, 'GET', `/organizations/${id}`, { token: billing.accessToken }),
      404,
      'not_found',
    );
  });
});
