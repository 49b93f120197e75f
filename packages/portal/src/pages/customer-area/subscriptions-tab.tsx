import { EmptyState, LoadingState } from '@facturo/ui';
import { SubscriptionCard } from '../../billing/subscription-card';
import * as styles from '../../billing/subscription-card.css';
import { useSubscriptions } from '../../data/billing.queries';
import { useOrganizations } from '../../data/organizations.queries';
import { useCurrentOrganization } from '../../data/use-current-organization';
import { useT } from '../../services/services-context';
import { ButtonLink } from '../../ui/button-link';
import { Card } from '../../ui/card';
import { IconReceiptTax } from '../../ui/icons';
import { QueryFallback } from '../../ui/query-fallback';

/** The subscriptions of the customer's organization (or of all of them, before any is chosen). */
export function SubscriptionsList({ organizationId }: { organizationId?: string }) {
  const t = useT();
  const subscriptions = useSubscriptions(organizationId);
  if (!subscriptions.isSuccess) return <QueryFallback query={subscriptions} />;
  if (subscriptions.data.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={<IconReceiptTax size={26} />}
          title={t('portal.noSubscriptionsTitle')}
          action={<ButtonLink to="/landing-page#pricing">{t('portal.heroPrimary')}</ButtonLink>}
        >
          {t('portal.noSubscriptionsBody')}
        </EmptyState>
      </Card>
    );
  }
  return (
    <ul className={styles.list}>
      {subscriptions.data.map((subscription) => (
        <li key={subscription.id}>
          <SubscriptionCard subscription={subscription} />
        </li>
      ))}
    </ul>
  );
}

/** The subscriptions tab of the customer area. */
export function SubscriptionsTab() {
  const organizations = useOrganizations();
  const organization = useCurrentOrganization();
  // Wait for the organization, so the list is asked for once, for the right one.
  if (organizations.isPending) return <LoadingState />;
  return <SubscriptionsList organizationId={organization?.id} />;
}
