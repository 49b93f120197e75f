import { EmptyState } from '@facturo/ui';
import { useOrganizations } from '../../data/organizations.queries';
import { useCurrentOrganization } from '../../data/use-current-organization';
import { useT } from '../../services/services-context';
import { Card } from '../../ui/card';
import { IconBuilding } from '../../ui/icons';
import { PageHeader } from '../../ui/page-header';
import { QueryFallback } from '../../ui/query-fallback';
import { OrganizationDetailsForm } from '../customer-area/billing-info-tab';
import { CreateOrganizationLink } from './create-organization-link';

/** Shown on the pages about "the current organization" when the user has none yet. */
export function NoOrganization() {
  const t = useT();
  return (
    <Card>
      <EmptyState
        icon={<IconBuilding size={26} />}
        title={t('portal.noOrganizationsTitle')}
        action={<CreateOrganizationLink />}
      >
        {t('portal.noOrganizationsBody')}
      </EmptyState>
    </Card>
  );
}

/** The working organization's information: taxpayer data, billing address and contact. */
export function OrganizationInfoPage() {
  const t = useT();
  const organizations = useOrganizations();
  const organization = useCurrentOrganization();
  if (!organizations.isSuccess) return <QueryFallback query={organizations} />;
  return (
    <>
      <PageHeader title={t('nav.organizationInfo')} subtitle={organization?.name} />
      {organization ? (
        <Card title={t('portal.billingInfoSubtitle')}>
          <OrganizationDetailsForm organization={organization} />
        </Card>
      ) : (
        <NoOrganization />
      )}
    </>
  );
}
