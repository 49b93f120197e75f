import { Suspense, useMemo } from 'react';
import type { WidgetBaseProps } from '../runtime/core/config/config.types';
import type { DemoRoutesLoader } from '../runtime/core/connection/demo-connection-transport';
import type { EventCallbacks } from '../runtime/core/events/event-names';
import { useWidgetAccess } from '../runtime/react/use-widget-access';
import { useWidget } from '../runtime/react/widget-context';
import { WidgetPending } from '../runtime/react/widget-pending';
import { WidgetRoot } from '../runtime/react/widget-root';
import { lazyPart } from './lazy-part';
import { paymentMethodDetail } from './payment-method-name';
import { paymentMethodsApi } from './payment-methods-api';
import { subscriptionManagerFrame } from './subscription-manager.widget';

// The card form (and the checkout's texts) downloads when this component first renders.
const AddCardPanel = lazyPart(() => import('./add-card-panel').then((module) => module.AddCardPanel));

const demoRoutes: DemoRoutesLoader = () =>
  import('./subscription-manager.demo').then((module) => module.subscriptionManagerDemoRoutes());

/** Props of {@link AddPaymentCard}. */
export interface AddPaymentCardProps extends WidgetBaseProps, EventCallbacks<'facturo-payment-method-added'> {
  /** The organization the card is saved for. */
  organizationId: string;
  /** "Cancelar" was pressed: the host closes the form. */
  onCancel: () => void;
}

/**
 * The subscription manager's "Agregar tarjeta", alone, for a host that lists the cards itself (the
 * portal's "Medios de pago"): the checkout's card form and "Guardar tarjeta", which saves the token for
 * `organizationId` with the page's signed-in session and dispatches `facturo-payment-method-added`.
 * The host shows it only to those who may change the cards.
 * @example <AddPaymentCard organizationId={id} onPaymentMethodAdded={refresh} onCancel={close} />
 */
export function AddPaymentCard(props: AddPaymentCardProps) {
  return (
    <WidgetRoot frame={subscriptionManagerFrame} props={props} demoRoutes={demoRoutes}>
      <AddPaymentCardContent organizationId={props.organizationId} onCancel={props.onCancel} />
    </WidgetRoot>
  );
}

function AddPaymentCardContent({
  organizationId,
  onCancel,
}: Pick<AddPaymentCardProps, 'organizationId' | 'onCancel'>) {
  const { connection, emit, locale } = useWidget();
  const access = useWidgetAccess(undefined);
  const api = useMemo(
    () => paymentMethodsApi(connection.client, access.callOptions, organizationId),
    [connection, access.callOptions, organizationId],
  );
  return (
    <Suspense fallback={<WidgetPending status="loading" locale={locale} />}>
      <AddCardPanel
        api={api}
        onSaved={(method) =>
          emit('facturo-payment-method-added', {
            ...paymentMethodDetail(organizationId, method),
            isDefault: method.isDefault,
          })
        }
        onCancel={onCancel}
      />
    </Suspense>
  );
}
