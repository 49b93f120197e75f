import { defineEndpoint } from './endpoint';
import { schemaModule } from './schema-ref';

const organizations = schemaModule('organization.schema', () => import('../schemas/organization.schema'));
const paths = schemaModule('path-params.schema', () => import('../schemas/path-params.schema'));

// An organization the caller is not a member of answers 404, as if it did not exist.

/** `GET /organizations`: the organizations the caller belongs to, with their role. */
export const listOrganizations = defineEndpoint({
  operationId: 'listOrganizations',
  method: 'GET',
  path: '/organizations',
  auth: 'user',
  status: 200,
  response: organizations('organizationListSchema'),
});

/** `POST /organizations`: creates a company or clinic; the caller becomes its owner. */
export const createOrganization = defineEndpoint({
  operationId: 'createOrganization',
  method: 'POST',
  path: '/organizations',
  auth: 'user',
  body: organizations('createOrganizationRequestSchema'),
  status: 201,
  response: organizations('organizationSchema'),
});

/** `GET /organizations/{organizationId}`: one of the caller's organizations. */
export const getOrganization = defineEndpoint({
  operationId: 'getOrganization',
  method: 'GET',
  path: '/organizations/{organizationId}',
  auth: 'user',
  params: paths('organizationParamsSchema'),
  status: 200,
  response: organizations('organizationSchema'),
});

/** `PATCH /organizations/{organizationId}`: updates an organization (owners and admins). */
export const updateOrganization = defineEndpoint({
  operationId: 'updateOrganization',
  method: 'PATCH',
  path: '/organizations/{organizationId}',
  auth: 'user',
  params: paths('organizationParamsSchema'),
  body: organizations('updateOrganizationRequestSchema'),
  status: 200,
  response: organizations('organizationSchema'),
});

/** `DELETE /organizations/{organizationId}/membership`: the caller leaves (not the last owner). */
export const leaveOrganization = defineEndpoint({
  operationId: 'leaveOrganization',
  method: 'DELETE',
  path: '/organizations/{organizationId}/membership',
  auth: 'user',
  params: paths('organizationParamsSchema'),
  status: 204,
});

/** `GET /organizations/{organizationId}/members`: the members, owners first. */
export const listMembers = defineEndpoint({
  operationId: 'listMembers',
  method: 'GET',
  path: '/organizations/{organizationId}/members',
  auth: 'user',
  params: paths('organizationParamsSchema'),
  status: 200,
  response: organizations('memberListSchema'),
});

/** `PATCH /organizations/{organizationId}/members/{memberId}`: changes a member's role. */
export const updateMember = defineEndpoint({
  operationId: 'updateMember',
  method: 'PATCH',
  path: '/organizations/{organizationId}/members/{memberId}',
  auth: 'user',
  params: organizations('memberParamsSchema'),
  body: organizations('updateMemberRequestSchema'),
  status: 204,
});

/** `DELETE /organizations/{organizationId}/members/{memberId}`: removes a member. */
export const removeMember = defineEndpoint({
  operationId: 'removeMember',
  method: 'DELETE',
  path: '/organizations/{organizationId}/members/{memberId}',
  auth: 'user',
  params: organizations('memberParamsSchema'),
  status: 204,
});

/** `GET /organizations/{organizationId}/invitations`: the invitations, newest first. */
export const listInvitations = defineEndpoint({
  operationId: 'listInvitations',
  method: 'GET',
  path: '/organizations/{organizationId}/invitations',
  auth: 'user',
  params: paths('organizationParamsSchema'),
  status: 200,
  response: organizations('invitationListSchema'),
});

/** `POST /organizations/{organizationId}/invitations`: e-mails someone an invitation with a role. */
export const inviteMember = defineEndpoint({
  operationId: 'inviteMember',
  method: 'POST',
  path: '/organizations/{organizationId}/invitations',
  auth: 'user',
  params: paths('organizationParamsSchema'),
  body: organizations('inviteMemberRequestSchema'),
  status: 201,
  response: organizations('invitationSchema'),
});

/** `DELETE /organizations/{organizationId}/invitations/{invitationId}`: revokes an invitation. */
export const revokeInvitation = defineEndpoint({
  operationId: 'revokeInvitation',
  method: 'DELETE',
  path: '/organizations/{organizationId}/invitations/{invitationId}',
  auth: 'user',
  params: organizations('invitationParamsSchema'),
  status: 204,
});

/**
 * `GET /invitations/preview?token=`: what an invitation is for (organization, role, who invited, the
 * address it went to, whether it can still be accepted), to show before accepting it.
 */
export const previewInvitation = defineEndpoint({
  operationId: 'previewInvitation',
  method: 'GET',
  path: '/invitations/preview',
  auth: 'user',
  query: organizations('invitationPreviewQuerySchema'),
  status: 200,
  response: organizations('invitationPreviewSchema'),
});

/** `POST /invitations/accept`: joins with the e-mailed token; answers the organization. */
export const acceptInvitation = defineEndpoint({
  operationId: 'acceptInvitation',
  method: 'POST',
  path: '/invitations/accept',
  auth: 'user',
  body: organizations('acceptInvitationRequestSchema'),
  status: 200,
  response: organizations('organizationSchema'),
});
