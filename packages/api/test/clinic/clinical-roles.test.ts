import { CLINIC_SUBJECTS } from '@facturo/sdk/permissions';
import { beforeAll, describe, expect, test } from 'vitest';
import { call, type Json } from '../support/api-client';
import { expectProblem, uniqueEmail } from '../support/factories';
import { setupTestApp } from '../support/test-app';
import { type Actor, as, atClinicTime, createOrganization } from './support/clinic-fixtures';

const t = setupTestApp();

type Team = Awaited<ReturnType<typeof team>>;

const team = (kind: 'clinic' | 'company') =>
  createOrganization(t, kind, {
    owner: ['owner', 'Valentina', 'Restrepo'],
    admin: ['admin', 'Santiago', 'Gil'],
    viewer: ['viewer', 'Mateo', 'Zuluaga'],
    clinician: ['clinician', 'Andrés', 'Mejía'],
  });

let clinic: Team;
let company: Team;

beforeAll(async () => {
  atClinicTime(t);
  clinic = await team('clinic');
  company = await team('company');
});

/** The membership id of an actor, as the members list gives it. */
async function membershipOf(organization: Team, actor: Actor): Promise<string> {
  const members = await call(t.app, 'GET', `/organizations/${organization.id}/members`, {
    token: organization.actors.owner.token,
  });
  return members.body.items.find((member: Json) => member.user_id === actor.userId).id;
}

const setRole = async (organization: Team, by: Actor, member: Actor, role: string) =>
  call(
    t.app,
    'PATCH',
    `/organizations/${organization.id}/members/${await membershipOf(organization, member)}`,
    {
      token: by.token,
      body: { role },
    },
  );

const clinicalReads = (organization: Team, actor: Actor) =>
  as(t, actor, organization.id).get('/clinical-history');

describe('in a clinic, the clinician role is the owners’ to give and take', () => {
  test('an admin cannot make themselves or anyone a clinician, nor take the role away', async () => {
    const { admin, viewer, clinician } = clinic.actors;
    for (const target of [admin, viewer])
      expectProblem(await setRole(clinic, admin, target, 'clinician'), 403, 'clinician_role_owner_only');
    expectProblem(await setRole(clinic, admin, clinician, 'viewer'), 403, 'clinician_role_owner_only');
    expectProblem(
      await call(
        t.app,
        'DELETE',
        `/organizations/${clinic.id}/members/${await membershipOf(clinic, clinician)}`,
        {
          token: admin.token,
        },
      ),
      403,
      'clinician_role_owner_only',
    );
    const invitation = await call(t.app, 'POST', `/organizations/${clinic.id}/invitations`, {
      token: admin.token,
      body: { email: uniqueEmail(), role: 'clinician' },
    });
    expectProblem(invitation, 403, 'clinician_role_owner_only');
    expect(invitation.body.message).toMatch(
      /solo un propietario puede asignar o quitar el rol de profesional/,
    );
    // Nothing changed: the admin still has no clinical access, the clinician keeps theirs.
    expectProblem(await clinicalReads(clinic, admin), 403, 'forbidden');
    expect((await clinicalReads(clinic, clinician)).status).toBe(200);
    // Roles without clinical access stay the admin's to manage.
    expect((await setRole(clinic, admin, viewer, 'billing')).status).toBe(204);
  });

  test('an owner grants the role, it applies at once, and the change is in the audit log', async () => {
    const { owner, viewer } = clinic.actors;
    expect((await setRole(clinic, owner, viewer, 'clinician')).status).toBe(204);
    expect((await clinicalReads(clinic, viewer)).status).toBe(200);
    const invitation = await call(t.app, 'POST', `/organizations/${clinic.id}/invitations`, {
      token: owner.token,
      body: { email: uniqueEmail(), role: 'clinician' },
    });
    expect(invitation.status, invitation.text).toBe(201);

    const log = await as(t, owner, clinic.id).get('/clinic-audit-log?action=member.role_change');
    expect(log.status, log.text).toBe(200);
    const membershipId = await membershipOf(clinic, viewer);
    expect(log.body.items[0]).toMatchObject({
      action: 'member.role_change',
      actor_id: owner.userId,
      actor_name: 'Valentina Restrepo',
      patient_id: null,
      resource_id: membershipId,
      request_id: expect.any(String),
    });
    // The admin's earlier change (viewer → billing) was a role change in the clinic too; refusals are not.
    expect(log.body.items.map((event: Json) => event.actor_name)).toEqual([
      'Valentina Restrepo',
      'Santiago Gil',
    ]);
  });
});

describe('in a company there is no clinical data', () => {
  test('the company’s owner has no rule on clinic subjects for it', async () => {
    const me = await call(t.app, 'GET', '/me', { token: company.actors.owner.token });
    expect(me.status, me.text).toBe(200);
    const companyRules = me.body.user_ability_rules.filter(
      (rule: Json) => rule.conditions?.organization_id === company.id || rule.conditions?.id === company.id,
    );
    expect(companyRules.length).toBeGreaterThan(0);
    const subjects = companyRules.flatMap((rule: Json) => [rule.subject].flat());
    expect(
      subjects.filter((subject: string) => (CLINIC_SUBJECTS as readonly string[]).includes(subject)),
    ).toEqual([]);
    expect(subjects).toContain('Invoice');
  });

  test('roles are the admins’ to manage as before, and nothing is audited', async () => {
    const { admin, viewer } = company.actors;
    expect((await setRole(company, admin, viewer, 'clinician')).status).toBe(204);
    const events = await t.deps.db
      .selectFrom('clinicAuditEvents')
      .select('id')
      .where('organizationId', '=', company.id)
      .execute();
    expect(events).toEqual([]);
  });
});
