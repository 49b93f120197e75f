import { useT } from '../../../services/services-context';
import { Card } from '../../../ui/card';
import * as card from '../../../ui/card.css';
import { BillingOverview } from '../../customer-area/billing-tab';
import { SubscriptionsList } from '../../customer-area/subscriptions-tab';
import { useWorkspaceOrganization } from '../organization-context';

/**
 * The organization's billing: its subscriptions and saved cards (the subscription manager's), invoices,
 * billing date and adjustments.
 */
export function OrganizationBillingTab() {
  const t = useT();
  const organization = useWorkspaceOrganization();
  return (
    <div className={card.stack}>
      <Card title={t('nav.subscriptions')}>
        <SubscriptionsList organizationId={organization.id} />
      </Card>
      <BillingOverview organizationId={organization.id} />
    </div>
  );
}
