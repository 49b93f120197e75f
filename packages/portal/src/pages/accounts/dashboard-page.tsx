import { EmptyState } from '@facturo/ui';
import { useDashboard } from '../../data/dashboard.queries';
import { canInOrganization } from '../../data/organization-ability';
import { useOrganizations } from '../../data/organizations.queries';
import { useCurrentOrganization } from '../../data/use-current-organization';
import { useAbility, useT } from '../../services/services-context';
import { ButtonLink } from '../../ui/button-link';
import { Card } from '../../ui/card';
import * as card from '../../ui/card.css';
import { IconBuilding, IconLayoutDashboard, IconLock } from '../../ui/icons';
import { PageHeader } from '../../ui/page-header';
import { QueryFallback } from '../../ui/query-fallback';
import { CreateOrganizationLink } from '../organizations/create-organization-link';
import { DashboardCharts } from './dashboard/dashboard-charts';
import { DashboardKpis } from './dashboard/dashboard-kpis';
import { UpcomingChargesCard } from './dashboard/upcoming-charges-card';

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
  const dashboard = useDashboard(allowed ? organization.id : undefined);
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
  const data = dashboard.data;
  const empty =
    data &&
    data.planUsage.length === 0 &&
    data.upcomingCharges.length === 0 &&
    data.usage.every((month) => month.documentsUsed === 0) &&
    data.spending.every((month) => month.net === 0 && month.invoiced === 0);
  return (
    <>
      {header}
      {data ? null : <QueryFallback query={dashboard} />}
      {empty ? (
        <Card>
          <EmptyState
            icon={<IconLayoutDashboard size={26} />}
            title={t('portal.dashboardEmptyTitle')}
            action={
              <ButtonLink to="/front-pages/pricing" variant="tonal">
                {t('portal.dashboardEmptyAction')}
              </ButtonLink>
            }
          >
            {t('portal.dashboardEmptyBody')}
          </EmptyState>
        </Card>
      ) : null}
      {data && !empty ? (
        <div className={card.stack}>
          <DashboardKpis dashboard={data} />
          <DashboardCharts dashboard={data} />
          <UpcomingChargesCard charges={data.upcomingCharges} />
        </div>
      ) : null}
    </>
  );
}
