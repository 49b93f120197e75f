import { useOutletContext } from 'react-router';
import type { SluggedOrganization } from '../../data/organization-slug';

/** What the organization workspace hands to its tabs. */
export interface OrganizationOutletContext {
  organization: SluggedOrganization;
}

/** The organization whose workspace a tab is rendered in. */
export function useWorkspaceOrganization(): SluggedOrganization {
  return useOutletContext<OrganizationOutletContext>().organization;
}
