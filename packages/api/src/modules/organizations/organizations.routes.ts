import * as contracts from '@facturo/sdk/endpoints';
import { userAuth } from '../../identity/user-authenticator';
import { implementEndpoint } from '../../kernel/implement-endpoint';
import {
  acceptInvitation,
  invite,
  listInvitations,
  previewInvitation,
  revokeInvitation,
} from './invitations.service';
import { changeMemberRole, leaveOrganization, listMembers, removeMember } from './members.service';
import {
  createOrganization,
  getOrganization,
  listOrganizations,
  updateOrganization,
} from './organizations.service';

const TAG = 'Organizations';
const NOT_MEMBER = 'Not found, also when the organization exists but the caller is not a member of it.';

/** Every organizations, members and invitations route. */
export const organizationRoutes = [
  implementEndpoint(contracts.listOrganizations, {
    tag: TAG,
    summary: 'My organizations',
    auth: userAuth,
    responses: { 200: { description: 'The organizations the caller belongs to, with their role.' } },
    handler: async ({ deps, principal }) => ({
      status: 200,
      body: { items: await listOrganizations(deps, principal) },
    }),
  }),
  implementEndpoint(contracts.createOrganization, {
    tag: TAG,
    summary: 'Create an organization',
    description:
      'A company or clinic with its taxpayer data and DIVIPOLA billing address. The caller becomes its owner.',
    auth: userAuth,
    responses: { 201: { description: 'Created.' } },
    errors: { 409: ['organization_exists'] },
    handler: async ({ deps, principal, body, t }) => ({
      status: 201,
      body: await createOrganization(deps, principal, body, t),
    }),
  }),
  implementEndpoint(contracts.getOrganization, {
    tag: TAG,
    summary: 'An organization',
    auth: userAuth,
    responses: { 200: { description: 'The organization.' } },
    errors: { 404: ['not_found'] },
    handler: async ({ deps, principal, params }) => ({
      status: 200,
      body: await getOrganization(deps, principal, params.organizationId),
    }),
  }),
  implementEndpoint(contracts.updateOrganization, {
    tag: TAG,
    summary: 'Update an organization',
    description:
      'Owners and admins. `taxpayer` and `billing_address` are replaced whole; `null` clears e-mail or phone.',
    auth: userAuth,
    responses: { 200: { description: 'The updated organization.' } },
    errors: { 403: ['forbidden'], 404: ['not_found'] },
    handler: async ({ deps, principal, params, body, t }) => ({
      status: 200,
      body: await updateOrganization(deps, principal, params.organizationId, body, t),
    }),
  }),
  implementEndpoint(contracts.leaveOrganization, {
    tag: TAG,
    summary: 'Leave an organization',
    description: 'The last owner cannot leave: make another member an owner first.',
    auth: userAuth,
    responses: { 204: { description: 'Left.' } },
    errors: { 404: ['not_found'], 409: ['last_owner'] },
    handler: async ({ deps, principal, params }) => {
      await leaveOrganization(deps, principal, params.organizationId);
      return { status: 204 };
    },
  }),
  implementEndpoint(contracts.listMembers, {
    tag: TAG,
    summary: 'Members of an organization',
    description: NOT_MEMBER,
    auth: userAuth,
    responses: { 200: { description: 'Owners first, then by joining date.' } },
    errors: { 404: ['not_found'] },
    handler: async ({ deps, principal, params }) => ({
      status: 200,
      body: { items: await listMembers(deps, principal, params.organizationId) },
    }),
  }),
  implementEndpoint(contracts.updateMember, {
    tag: TAG,
    summary: "Change a member's role",
    description:
      'Owners and admins; only owners grant or remove the owner role, and the last owner keeps it. In a clinic only owners grant or remove the clinician role, and every role change is recorded in the clinic audit log.',
    auth: userAuth,
    responses: { 204: { description: 'Changed.' } },
    errors: {
      403: ['forbidden', 'owner_role_required', 'clinician_role_owner_only'],
      404: ['not_found'],
      409: ['last_owner'],
    },
    handler: async ({ deps, principal, params, body, clientIp, requestId }) => {
      await changeMemberRole(deps, principal, params.organizationId, {
        memberId: params.memberId,
        role: body.role,
        origin: { clientIp, requestId },
      });
      return { status: 204 };
    },
  }),
  implementEndpoint(contracts.removeMember, {
    tag: TAG,
    summary: 'Remove a member',
    description: 'Owners and admins; only owners remove an owner and, in a clinic, a clinician.',
    auth: userAuth,
    responses: { 204: { description: 'Removed.' } },
    errors: {
      403: ['forbidden', 'owner_role_required', 'clinician_role_owner_only'],
      404: ['not_found'],
      409: ['last_owner'],
    },
    handler: async ({ deps, principal, params }) => {
      await removeMember(deps, principal, params.organizationId, params.memberId);
      return { status: 204 };
    },
  }),
  implementEndpoint(contracts.listInvitations, {
    tag: TAG,
    summary: 'Invitations of an organization',
    auth: userAuth,
    responses: { 200: { description: 'Newest first.' } },
    errors: { 403: ['forbidden'], 404: ['not_found'] },
    handler: async ({ deps, principal, params }) => ({
      status: 200,
      body: { items: await listInvitations(deps, principal, params.organizationId) },
    }),
  }),
  implementEndpoint(contracts.inviteMember, {
    tag: TAG,
    summary: 'Invite someone by e-mail',
    description:
      'Queues an e-mail with a link valid 7 days (sent within seconds; retried while the mail server is down); a pending invitation to the same address is replaced. Only owners invite owners, and in a clinic clinicians.',
    auth: userAuth,
    responses: { 201: { description: 'Invitation sent.' } },
    errors: {
      403: ['forbidden', 'owner_role_required', 'clinician_role_owner_only'],
      404: ['not_found'],
      409: ['already_member'],
      429: ['rate_limited'],
    },
    handler: async ({ deps, principal, params, body, locale }) => ({
      status: 201,
      body: await invite(deps, principal, params.organizationId, body, locale),
    }),
  }),
  implementEndpoint(contracts.revokeInvitation, {
    tag: TAG,
    summary: 'Revoke an invitation',
    auth: userAuth,
    responses: { 204: { description: 'Revoked.' } },
    errors: { 403: ['forbidden'], 404: ['not_found'] },
    handler: async ({ deps, principal, params }) => {
      await revokeInvitation(deps, principal, params.organizationId, params.invitationId);
      return { status: 204 };
    },
  }),
  implementEndpoint(contracts.previewInvitation, {
    tag: TAG,
    summary: 'Preview an invitation',
    description:
      'Signed in, with the e-mailed token: the organization, the role, who invited, the address it was sent to and its status (`pending`, `accepted`, `revoked`, `expired`), to show before accepting. An unknown token is 400 `invitation_invalid`.',
    auth: userAuth,
    responses: { 200: { description: 'The invitation.' } },
    errors: { 400: ['invitation_invalid'] },
    handler: async ({ deps, query }) => ({ status: 200, body: await previewInvitation(deps, query.token) }),
  }),
  implementEndpoint(contracts.acceptInvitation, {
    tag: TAG,
    summary: 'Accept an invitation',
    description: 'The signed-in user must have the invited e-mail address.',
    auth: userAuth,
    responses: { 200: { description: 'Joined; the organization with the new role.' } },
    errors: { 400: ['invitation_invalid'], 403: ['invitation_email_mismatch'], 409: ['already_member'] },
    handler: async ({ deps, principal, body }) => ({
      status: 200,
      body: await acceptInvitation(deps, principal, body.token),
    }),
  }),
];
