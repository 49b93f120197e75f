import { EmptyState, LoadingState } from '@facturo/ui';
import { canInOrganization } from '../../data/organization-ability';
import { useOrganizations } from '../../data/organizations.queries';
import { useCurrentOrganization } from '../../data/use-current-organization';
import { useAbility, useT } from '../../services/services-context';
import { Card } from '../../ui/card';
import { IconLock } from '../../ui/icons';
import { DashboardBody, DashboardEmpty } from '../accounts/dashboard/dashboard-body';

// In a landing-only deployment the plans are the landing page's pricing section.
const PRICING = '/landing-page#pricing';

/**
 * The customer area's first tab in a landing-only deployment: the same dashboard as the full app's
 * home (documents against the plan, the next charge, spending), for the organization the customer
 * works in; a customer who has bought nothing yet is pointed to the plans.
 */
export function DashboardTab() {
  const t = useT();
  const ability = useAbility();
  const organizations = useOrganizations();
  const organization = useCurrentOrganization();
  if (organizations.isPending) return <LoadingState />;
  if (!organization) return <DashboardEmpty pricingHref={PRICING} />;
  const allowed =
    canInOrganization(ability, 'read', 'Invoice', organization.id) &&
    canInOrganization(ability, 'read', 'Subscription', organization.id);
  if (!allowed) {
    return (
      <Card>
        <EmptyState icon={<IconLock size={26} />} title={t('portal.dashboardNoAccessTitle')}>
          {t('portal.dashboardNoAccessBody', { organization: organization.name })}
        </EmptyState>
      </Card>
    );
  }
  return <DashboardBody organizationId={organization.id} pricingHref={PRICING} />;
}
