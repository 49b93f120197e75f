import { LoadingState } from '@facturo/ui';
import { SubscriptionManager } from '@facturo/widgets';
import { useSubscriptionCheckoutRoutes } from '../../billing/use-subscription-checkout-routes';
import { canInOrganization } from '../../data/organization-ability';
import { useOrganizations } from '../../data/organizations.queries';
import { useCurrentOrganization } from '../../data/use-current-organization';
import { useAbility } from '../../services/services-context';
import { usePortalWidgetTexts } from '../../ui/widget-texts';

/**
 * The subscriptions of the customer's organization (or of all of them, before any is chosen),
 * through the subscription-manager widget: renewing and paying a step up open the portal's
 * checkout, buying a cancelled plan again fills the bag, and members whose role cannot change
 * subscriptions (owners, admins and billing can) see them without the actions.
 */
export function SubscriptionsList({
  organizationId,
  invoicesUrl,
}: {
  organizationId?: string;
  /** The page with the organization's invoices, when they are not on this one. */
  invoicesUrl?: string;
}) {
  const ability = useAbility();
  const texts = usePortalWidgetTexts();
  const routes = useSubscriptionCheckoutRoutes();
  const readOnly =
    organizationId !== undefined && !canInOrganization(ability, 'update', 'Subscription', organizationId);
  return (
    <SubscriptionManager
      key={organizationId}
      translations={texts}
      plansUrl="/landing-page#pricing"
      readOnly={readOnly}
      {...(organizationId ? { organizationId } : {})}
      {...(invoicesUrl ? { invoicesUrl } : {})}
      {...routes}
    />
  );
}

/** The subscriptions tab of the customer area. */
export function SubscriptionsTab() {
  const organizations = useOrganizations();
  const organization = useCurrentOrganization();
  // Wait for the organization, so the list is asked for once, for the right one.
  if (organizations.isPending) return <LoadingState />;
  return (
    <SubscriptionsList organizationId={organization?.id} invoicesUrl="/pages/landing-settings/billing" />
  );
}
