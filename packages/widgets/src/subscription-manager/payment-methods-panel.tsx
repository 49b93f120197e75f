import type { Subscription, UserDataResponse } from '@facturo/sdk/schemas';
import { Suspense } from 'react';
import { useSdkStore } from '../runtime/react/use-sdk-store';
import { useWidgetAccess } from '../runtime/react/use-widget-access';
import { useWidget } from '../runtime/react/widget-context';
import { lazyPart } from './lazy-part';
import { paymentMethodsScope } from './payment-methods-access';

// The section, its texts and its calls download after the subscriptions, only for those who see it;
// the card form when "Agregar tarjeta" is pressed (declared here, where the section gets it: see lazyPart).
const PaymentMethodsSection = lazyPart(() =>
  import('./payment-methods-section').then((module) => module.PaymentMethodsSection),
);
const AddCardPanel = lazyPart(() => import('./add-card-panel').then((module) => module.AddCardPanel));

/** Props of {@link PaymentMethodsPanel}: the widget's own, and the subscriptions once listed. */
export interface PaymentMethodsPanelProps {
  organizationId: string | undefined;
  accessToken: string | undefined;
  subscriptions: readonly Subscription[] | undefined;
}

/**
 * Where the subscription manager shows "Medios de pago": for a signed-in member who reads billing data,
 * the saved cards of the organization (its `organization-id`, else the subscriptions', else the user's
 * only one), with the actions for owners, admins and billing members. Nothing for a widget session
 * (the card endpoints accept only the customer) or a clinician.
 */
export function PaymentMethodsPanel({
  organizationId,
  accessToken,
  subscriptions,
}: PaymentMethodsPanelProps) {
  const { demo, connection } = useWidget();
  const access = useWidgetAccess(accessToken);
  const session = useSdkStore(connection.session);
  const user = session.userData as Pick<UserDataResponse, 'organizations'> | null;
  const scope = paymentMethodsScope({ access, demo, user, organizationId, subscriptions });
  if (!scope) return null;
  return (
    <Suspense fallback={null}>
      <PaymentMethodsSection
        organizationId={scope.organizationId}
        canManage={scope.canManage}
        accessToken={accessToken}
        AddCard={AddCardPanel}
      />
    </Suspense>
  );
}
