import { LoadingState } from '@facturo/ui';
import { Navigate, useParams } from 'react-router';
import { useOrganizations } from '../../data/organizations.queries';
import { useCurrentOrganization } from '../../data/use-current-organization';
import { ORGANIZATION_TABS, type OrganizationTab } from './organization-tabs';

/**
 * `/organizations/{tab}` (and `/organizations?tab=…`): that tab of the organization the app works in.
 * An unknown tab is a page that does not exist; no organization yet leads to the list.
 */
export function OrganizationTabRedirect() {
  const { tab = '' } = useParams();
  const organizations = useOrganizations();
  const current = useCurrentOrganization();
  if (!ORGANIZATION_TABS.includes(tab as OrganizationTab))
    return <Navigate to={`/pages/misc/not-found/${encodeURIComponent(tab)}`} replace />;
  if (organizations.isPending) return <LoadingState />;
  if (!current) return <Navigate to="/organizations" replace />;
  return <Navigate to={`/organization/${current.slug}/${tab}`} replace />;
}
