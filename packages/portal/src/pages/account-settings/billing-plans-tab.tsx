import { LoadingState } from '@facturo/ui';
import { useOrganizations } from '../../data/organizations.queries';
import { useCurrentOrganization } from '../../data/use-current-organization';
import { useT } from '../../services/services-context';
import { ButtonLink } from '../../ui/button-link';
import { Card } from '../../ui/card';
import * as card from '../../ui/card.css';
import { BillingOverview } from '../customer-area/billing-tab';
import { SubscriptionsList } from '../customer-area/subscriptions-tab';

/** Billing and plans of the working organization: its subscriptions, invoices and billing date. */
export function BillingPlansTab() {
  const t = useT();
  const organizations = useOrganizations();
  const organization = useCurrentOrganization();
  if (organizations.isPending) return <LoadingState />;
  return (
    <div className={card.stack}>
      <Card
        title={t('nav.subscriptions')}
        subtitle={organization ? t('portal.ofOrganization', { name: organization.name }) : undefined}
        actions={
          <ButtonLink to="/front-pages/pricing" variant="tonal">
            {t('portal.addPlan')}
          </ButtonLink>
        }
      >
        <SubscriptionsList organizationId={organization?.id} />
      </Card>
      <BillingOverview organizationId={organization?.id} />
    </div>
  );
}
