import { EmptyState } from '@facturo/ui';
import { useDashboard } from '../../../data/dashboard.queries';
import { useT } from '../../../services/services-context';
import { ButtonLink } from '../../../ui/button-link';
import { Card } from '../../../ui/card';
import * as card from '../../../ui/card.css';
import { IconLayoutDashboard } from '../../../ui/icons';
import { QueryFallback } from '../../../ui/query-fallback';
import { DashboardCharts } from './dashboard-charts';
import { DashboardKpis } from './dashboard-kpis';
import { UpcomingChargesCard } from './upcoming-charges-card';

/** What an organization with nothing bought yet sees instead of the dashboard: a way to the plans. */
export function DashboardEmpty({ pricingHref }: { pricingHref: string }) {
  const t = useT();
  return (
    <Card>
      <EmptyState
        icon={<IconLayoutDashboard size={26} />}
        title={t('portal.dashboardEmptyTitle')}
        action={
          <ButtonLink to={pricingHref} variant="tonal">
            {t('portal.dashboardEmptyAction')}
          </ButtonLink>
        }
      >
        {t('portal.dashboardEmptyBody')}
      </EmptyState>
    </Card>
  );
}

/**
 * The dashboard of one organization its reader may see the billing of: plan documents used this
 * period, the next charge, the year's spending, documents used and spending month by month, and every
 * upcoming charge — or, for an organization with nothing bought yet, a way to the plans (`pricingHref`:
 * the full app's pricing page, or the landing's pricing section in a landing-only deployment).
 */
export function DashboardBody({
  organizationId,
  pricingHref,
}: {
  organizationId: string;
  pricingHref: string;
}) {
  const dashboard = useDashboard(organizationId);
  const data = dashboard.data;
  if (!data) return <QueryFallback query={dashboard} />;
  const empty =
    data.planUsage.length === 0 &&
    data.upcomingCharges.length === 0 &&
    data.usage.every((month) => month.documentsUsed === 0) &&
    data.spending.every((month) => month.net === 0 && month.invoiced === 0);
  if (empty) return <DashboardEmpty pricingHref={pricingHref} />;
  return (
    <div className={card.stack}>
      <DashboardKpis dashboard={data} />
      <DashboardCharts dashboard={data} />
      <UpcomingChargesCard charges={data.upcomingCharges} />
    </div>
  );
}
