import { call } from './support/api-client';
import type { CrossOrgFixture } from './support/cross-org';
import { addMember, uniqueEmail } from './support/factories';

/** Organizations' resources for the route-walking suites: a member and a pending invitation. */
export const crossOrgFixture: CrossOrgFixture = {
  async createResources(t, owner, organizationId) {
    const member = await addMember(t, owner, organizationId, 'billing');
    const invitation = await call(t.app, 'POST', `/organizations/${organizationId}/invitations`, {
      token: owner.accessToken,
      body: { email: uniqueEmail('invitee'), role: 'viewer' },
    });
    return { memberId: member.memberId, invitationId: invitation.body.id };
  },
  validBodies: {
    'patch /organizations/{organizationId}': { email: 'cambio@example.co' },
    'patch /organizations/{organizationId}/members/{memberId}': { role: 'viewer' },
    'post /organizations/{organizationId}/invitations': { email: 'alguien@example.co', role: 'viewer' },
  },
};
