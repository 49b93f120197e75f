import { EmptyState } from '@facturo/ui';
import { canInOrganization } from '../../data/organization-ability';
import { useOrganizations } from '../../data/organizations.queries';
import { useCurrentOrganization } from '../../data/use-current-organization';
import { useAbility, useT } from '../../services/services-context';
import { ButtonLink } from '../../ui/button-link';
import { Card } from '../../ui/card';
import { IconBuilding, IconLock } from '../../ui/icons';
import { PageHeader } from '../../ui/page-header';
import { QueryFallback } from '../../ui/query-fallback';
import { CreateOrganizationLink } from '../organizations/create-organization-link';
import { DashboardBody } from './dashboard/dashboard-body';

/**
 * The home of owners, admins and billing members: how the organization the app works in is doing —
 * plan documents used this period, the next charge, the year's spending, then documents used and
 * spending month by month, and every upcoming charge. A member whose role leaves billing out is
 * told so; the list of every account stays one link away.
 */
export function DashboardPage() {
  const t = useT();
  const ability = useAbility();
  const organizations = useOrganizations();
  const organization = useCurrentOrganization();
  const allowed =
    organization !== null &&
    canInOrganization(ability, 'read', 'Invoice', organization.id) &&
    canInOrganization(ability, 'read', 'Subscription', organization.id);
  const accounts = (
    <ButtonLink to="/accounts/accounts-list" variant="secondary">
      {t('portal.dashboardAllAccounts')}
    </ButtonLink>
  );
  const header = (
    <PageHeader
      title={t('nav.dashboard')}
      subtitle={organization ? t('portal.dashboardSubtitle', { organization: organization.name }) : undefined}
      actions={accounts}
    />
  );
  if (!organizations.isSuccess) {
    return (
      <>
        {header}
        <QueryFallback query={organizations} />
      </>
    );
  }
  if (!organization) {
    return (
      <>
        {header}
        <Card>
          <EmptyState
            icon={<IconBuilding size={26} />}
            title={t('portal.noOrganizationsTitle')}
            action={<CreateOrganizationLink />}
          >
            {t('portal.noOrganizationsBody')}
          </EmptyState>
        </Card>
      </>
    );
  }
  if (!allowed) {
    return (
      <>
        {header}
        <Card>
          <EmptyState
            icon={<IconLock size={26} />}
            title={t('portal.dashboardNoAccessTitle')}
            action={accounts}
          >
            {t('portal.dashboardNoAccessBody', { organization: organization.name })}
          </EmptyState>
        </Card>
      </>
    );
  }
  return (
    <>
      {header}
      <DashboardBody organizationId={organization.id} pricingHref="/front-pages/pricing" />
    </>
  );
}
