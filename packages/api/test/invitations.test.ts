import { describe, expect, test } from 'vitest';
import { call } from './support/api-client';
import {
  addMember,
  createTeam,
  expectProblem,
  lastEmailTo,
  lastLinkTokenFor,
  signUp,
  uniqueEmail,
} from './support/factories';
import { createTestClock, setupTestApp } from './support/test-app';

const t = setupTestApp();

describe('invitations', () => {
  test('an owner invites by e-mail; the invitee accepts with the link and gets the role', async () => {
    const { owner, id } = await createTeam(t);
    const invitee = await signUp(t);
    const invited = await call(t.app, 'POST', `/organizations/${id}/invitations`, {
      token: owner.accessToken,
      body: { email: invitee.email, role: 'clinician' },
    });
    expect(invited.status).toBe(201);
    expect(invited.body).toEqual(
      expect.objectContaining({
        email: invitee.email,
        role: 'clinician',
        status: 'pending',
        organization_id: id,
      }),
    );
    const mail = await lastEmailTo(t, invitee.email);
    expect(mail.subject).toBe('Camila Ospina te invitó a Los Andes en Facturo');
    expect(mail.text).toContain('con el rol de profesional de la salud');
    expect(mail.text).toContain('https://portal.facturo.test/invitations/accept?token=');
    expect(mail.text).toContain('La invitación vence en 7 días.');
    expect(Date.parse(invited.body.expires_at) - Date.parse(invited.body.created_at)).toBe(7 * 86_400_000);
    const linkToken = await lastLinkTokenFor(t, invitee.email);
    // Before accepting, the page can say what it is for.
    const preview = await call(t.app, 'GET', `/invitations/preview?token=${encodeURIComponent(linkToken)}`, {
      token: invitee.accessToken,
    });
    expect(preview.body).toEqual({
      organization_name: 'Los Andes',
      role: 'clinician',
      invited_by: 'Camila Ospina',
      email: invitee.email,
      status: 'pending',
      expires_at: invited.body.expires_at,
    });
    const accepted = await call(t.app, 'POST', '/invitations/accept', {
      token: invitee.accessToken,
      body: { token: linkToken },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual(expect.objectContaining({ id, role: 'clinician' }));
    const after = await call(t.app, 'GET', `/invitations/preview?token=${encodeURIComponent(linkToken)}`, {
      token: invitee.accessToken,
    });
    expect(after.body.status).toBe('accepted');
    expectProblem(
      await call(t.app, 'GET', '/invitations/preview?token=not-a-real-token', { token: invitee.accessToken }),
      400,
      'invitation_invalid',
    );
    const list = await call(t.app, 'GET', `/organizations/${id}/invitations`, { token: owner.accessToken });
    expect(list.body.items[0]).toEqual(expect.objectContaining({ email: invitee.email, status: 'accepted' }));
  });

  test('the e-mail is in the invitee’s language when they have an account', async () => {
    const { owner, id } = await createTeam(t);
    const invitee = await signUp(t);
    await call(t.app, 'PATCH', '/me', { token: invitee.accessToken, body: { language: 'en' } });
    await call(t.app, 'POST', `/organizations/${id}/invitations`, {
      token: owner.accessToken,
      body: { email: invitee.email, role: 'billing' },
    });
    expect((await lastEmailTo(t, invitee.email)).subject).toBe(
      'Camila Ospina invited you to Los Andes on Facturo',
    );
  });

  test('an invitation link works once', async () => {
    const { owner, id } = await createTeam(t);
    const invitee = await signUp(t);
    await call(t.app, 'POST', `/organizations/${id}/invitations`, {
      token: owner.accessToken,
      body: { email: invitee.email, role: 'viewer' },
    });
    const token = await lastLinkTokenFor(t, invitee.email);
    expect(
      (await call(t.app, 'POST', '/invitations/accept', { token: invitee.accessToken, body: { token } }))
        .status,
    ).toBe(200);
    expectProblem(
      await call(t.app, 'POST', '/invitations/accept', { token: invitee.accessToken, body: { token } }),
      400,
      'invitation_invalid',
    );
  });

  test('403 invitation_email_mismatch for another account', async () => {
    const { owner, id } = await createTeam(t);
    const invitee = uniqueEmail();
    const intruder = await signUp(t);
    await call(t.app, 'POST', `/organizations/${id}/invitations`, {
      token: owner.accessToken,
      body: { email: invitee, role: 'admin' },
    });
    const response = await call(t.app, 'POST', '/invitations/accept', {
      token: intruder.accessToken,
      body: { token: await lastLinkTokenFor(t, invitee) },
    });
    expectProblem(response, 403, 'invitation_email_mismatch');
  });

  test('a revoked, replaced or expired invitation is invalid', async () => {
    const clock = createTestClock();
    const { app } = t.variant({ clock, config: { invitationTtlSeconds: 3600 } });
    const { owner, id } = await createTeam(t);
    const invitee = await signUp(t);
    const invite = async () => {
      clock.advance(1); // distinct creation times, so the list order is defined
      return call(app, 'POST', `/organizations/${id}/invitations`, {
        token: owner.accessToken,
        body: { email: invitee.email, role: 'viewer' },
      });
    };
    const accept = async (token: string) =>
      call(app, 'POST', '/invitations/accept', { token: invitee.accessToken, body: { token } });

    const first = await invite();
    const firstToken = await lastLinkTokenFor(t, invitee.email);
    expect(
      (
        await call(app, 'DELETE', `/organizations/${id}/invitations/${first.body.id}`, {
          token: owner.accessToken,
        })
      ).status,
    ).toBe(204);
    expectProblem(await accept(firstToken), 400, 'invitation_invalid');

    await invite();
    const replaced = await lastLinkTokenFor(t, invitee.email);
    await invite();
    expectProblem(await accept(replaced), 400, 'invitation_invalid');

    const current = await lastLinkTokenFor(t, invitee.email);
    clock.advance(3601);
    expectProblem(await accept(current), 400, 'invitation_invalid');
    const list = await call(app, 'GET', `/organizations/${id}/invitations`, { token: owner.accessToken });
    expect(list.body.items.map((item: { status: string }) => item.status)).toEqual([
      'expired',
      'revoked',
      'revoked',
    ]);
  });

  test('409 already_member when inviting (or accepting as) a member', async () => {
    const { owner, id } = await createTeam(t);
    const member = await addMember(t, owner, id, 'viewer');
    expectProblem(
      await call(t.app, 'POST', `/organizations/${id}/invitations`, {
        token: owner.accessToken,
        body: { email: member.email, role: 'admin' },
      }),
      409,
      'already_member',
    );
  });

  test('only owners invite owners', async () => {
    const { owner, id } = await createTeam(t);
    const admin = await addMember(t, owner, id, 'admin');
    const response = await call(t.app, 'POST', `/organizations/${id}/invitations`, {
      token: admin.accessToken,
      body: { email: uniqueEmail(), role: 'owner' },
    });
    expectProblem(response, 403, 'owner_role_required');
    expect(
      (
        await call(t.app, 'POST', `/organizations/${id}/invitations`, {
          token: admin.accessToken,
          body: { email: uniqueEmail(), role: 'billing' },
        })
      ).status,
    ).toBe(201);
  });

  test.each(['billing', 'clinician', 'viewer'])('a %s cannot invite or list invitations', async (role) => {
    const { owner, id } = await createTeam(t);
    const member = await addMember(t, owner, id, role);
    expectProblem(
      await call(t.app, 'POST', `/organizations/${id}/invitations`, {
        token: member.accessToken,
        body: { email: uniqueEmail(), role: 'viewer' },
      }),
      403,
      'forbidden',
    );
    expectProblem(
      await call(t.app, 'GET', `/organizations/${id}/invitations`, { token: member.accessToken }),
      403,
      'forbidden',
    );
  });
});
