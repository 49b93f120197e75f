import {
  inviteMember,
  leaveOrganization,
  listInvitations,
  listMembers,
  listOrganizations,
  removeMember,
  revokeInvitation,
  updateMember,
} from '@facturo/sdk/endpoints';
import type { ApiClient } from '@facturo/sdk/http';
import type { OrganizationRole } from '@facturo/sdk/schemas';
import { reloadUser } from '@facturo/sdk/session';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices, useSession } from '../services/services-context';
import { type SluggedOrganization, withSlugs } from './organization-slug';

/** Query keys of the organizations area. */
export const organizationKeys = {
  all: ['organizations'] as const,
  members: (id: string) => ['organizations', id, 'members'] as const,
  invitations: (id: string) => ['organizations', id, 'invitations'] as const,
};

/** The query of the user's organizations, each with its URL segment (for `useQuery` and `fetchQuery`). */
export function organizationsQuery(client: Pick<ApiClient, 'call'>) {
  return {
    queryKey: organizationKeys.all,
    queryFn: async (): Promise<SluggedOrganization[]> =>
      withSlugs((await client.call(listOrganizations)).items),
  };
}

/** The signed-in user's organizations, each with its URL segment. Idle while logged out. */
export function useOrganizations() {
  const { client } = useServices();
  const { isLoggedIn } = useSession();
  return useQuery({ ...organizationsQuery(client), enabled: isLoggedIn });
}

/** The members of an organization. */
export function useMembers(organizationId: string) {
  const { client } = useServices();
  return useQuery({
    queryKey: organizationKeys.members(organizationId),
    queryFn: async () => (await client.call(listMembers, { params: { organizationId } })).items,
  });
}

/** The invitations of an organization (owners and admins). */
export function useInvitations(organizationId: string, enabled = true) {
  const { client } = useServices();
  return useQuery({
    queryKey: organizationKeys.invitations(organizationId),
    queryFn: async () => (await client.call(listInvitations, { params: { organizationId } })).items,
    enabled,
  });
}

/**
 * After a change that alters the user's memberships or roles, the permission rules must follow: the
 * API sends them with `/me`, and the session (hence every menu and guard) is updated from there.
 */
export function useRefreshPermissions() {
  const { client, session } = useServices();
  return () => reloadUser(client, session);
}

/** Organization mutations; each refreshes what it changes. */
export function useOrganizationActions(organizationId: string) {
  const { client, currentOrganization } = useServices();
  const queryClient = useQueryClient();
  const refreshPermissions = useRefreshPermissions();
  const refresh = () => queryClient.invalidateQueries({ queryKey: organizationKeys.all });
  return {
    invite: useMutation({
      mutationFn: (input: { email: string; role: OrganizationRole }) =>
        client.call(inviteMember, { params: { organizationId }, body: input }),
      onSuccess: () =>
        queryClient.invalidateQueries({ queryKey: organizationKeys.invitations(organizationId) }),
    }),
    revokeInvitation: useMutation({
      mutationFn: (invitationId: string) =>
        client.call(revokeInvitation, { params: { organizationId, invitationId } }),
      onSuccess: () =>
        queryClient.invalidateQueries({ queryKey: organizationKeys.invitations(organizationId) }),
    }),
    changeRole: useMutation({
      mutationFn: (input: { memberId: string; role: OrganizationRole }) =>
        client.call(updateMember, {
          params: { organizationId, memberId: input.memberId },
          body: { role: input.role },
        }),
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: organizationKeys.members(organizationId) });
        await refreshPermissions();
      },
    }),
    removeMember: useMutation({
      mutationFn: (memberId: string) => client.call(removeMember, { params: { organizationId, memberId } }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.members(organizationId) }),
    }),
    leave: useMutation({
      mutationFn: () => client.call(leaveOrganization, { params: { organizationId } }),
    }),
    /**
     * What follows leaving, once the navigation off the organization's pages is done: forget it,
     * refresh the permissions and the list. (React may still show the workspace meanwhile, so the
     * workspace knows it was left and does not take the vanished organization for "not found".)
     */
    afterLeaving: async () => {
      if (currentOrganization.getSnapshot() === organizationId) currentOrganization.set(null);
      await refreshPermissions();
      await refresh();
    },
  };
}
