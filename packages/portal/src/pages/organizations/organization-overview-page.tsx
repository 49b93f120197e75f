import { useOrganizations } from '../../data/organizations.queries';
import { useCurrentOrganization } from '../../data/use-current-organization';
import { useT } from '../../services/services-context';
import { PageHeader } from '../../ui/page-header';
import { QueryFallback } from '../../ui/query-fallback';
import { NoOrganization } from './organization-info-page';
import { OrganizationOverview } from './tabs/overview-tab';

/** `/organizations/overview`: the working organization at a glance. */
export function OrganizationOverviewPage() {
  const t = useT();
  const organizations = useOrganizations();
  const organization = useCurrentOrganization();
  if (!organizations.isSuccess) return <QueryFallback query={organizations} />;
  return (
    <>
      <PageHeader title={t('nav.overview')} subtitle={organization?.name} />
      {organization ? <OrganizationOverview organization={organization} /> : <NoOrganization />}
    </>
  );
}
