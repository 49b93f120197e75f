import { buttonClass, EmptyState, ErrorState } from '@facturo/ui';
import { skeleton, visuallyHidden } from '@facturo/ui/styles';
import IconLock from '@tabler/icons-react/dist/esm/icons/IconLock.mjs';
import IconReceipt from '@tabler/icons-react/dist/esm/icons/IconReceipt.mjs';
import { type ReactNode, useCallback, useId, useMemo } from 'react';
import type { DemoRoutesLoader } from '../runtime/core/connection/demo-connection-transport';
import { billingDataChanged } from '../runtime/core/data/billing-data-changed';
import { useQuery } from '../runtime/react/use-query';
import { useWidgetAccess } from '../runtime/react/use-widget-access';
import { useWidget } from '../runtime/react/widget-context';
import { WidgetRoot } from '../runtime/react/widget-root';
import { PaymentMethodsPanel } from './payment-methods-panel';
import { SubscriptionItem } from './subscription-item';
import * as styles from './subscription-manager.css';
import type { SubscriptionChangeAction, SubscriptionManagerProps } from './subscription-manager.types';
import { subscriptionManagerFrame } from './subscription-manager.widget';
import { subscriptionManagerApi } from './subscription-manager-api';
import type { ManagerContext } from './subscription-manager-context';
import { useSubscriptionCheckout } from './use-subscription-checkout';

// A `demo` widget's answers, downloaded only then.
const demoRoutes: DemoRoutesLoader = () =>
  import('./subscription-manager.demo').then((module) => module.subscriptionManagerDemoRoutes());

/**
 * The customer's subscriptions: plan, cycle and price, status, until when it is paid, the next
 * charge and the documents used; a signed-in customer also cancels at the end of the period (after
 * a confirmation), resumes, changes plan or cycle (the API's quote first: a step up is paid in the
 * checkout, a step down is scheduled for the renewal) and reads the change history. Dispatches
 * `facturo-subscription-change` after each change, and before going to pay the cancelable
 * `facturo-plan-change-checkout` (a step up), `facturo-renewal-checkout` (a renewal invoice) and
 * `facturo-subscription-rebuy` (a cancelled plan). Below them, "Medios de pago": the organization's
 * saved cards, which owners, admins and billing members add (the checkout's card form), make the
 * default for automatic renewals or remove (`facturo-payment-method-added`, `-removed`,
 * `-default-changed`).
 * @example <SubscriptionManager checkoutUrl="/pagar" invoicesUrl="/facturas" />
 */
export function SubscriptionManager(props: SubscriptionManagerProps) {
  return (
    <WidgetRoot frame={subscriptionManagerFrame} props={props} demoRoutes={demoRoutes}>
      <SubscriptionManagerContent {...props} />
    </WidgetRoot>
  );
}

function SubscriptionManagerContent({
  organizationId,
  accessToken,
  checkoutUrl,
  invoicesUrl,
  plansUrl,
  readOnly = false,
}: SubscriptionManagerProps) {
  const { t, demo, connection, config, emit } = useWidget();
  const access = useWidgetAccess(accessToken);
  const titleId = useId();
  const api = useMemo(
    () => subscriptionManagerApi(connection.client, access.callOptions, organizationId),
    [connection, access.callOptions, organizationId],
  );
  const scope = `${demo ? 'demo' : config.apiBaseUrl}|${access.cacheKey}|${organizationId ?? ''}`;
  const canRead = access.can('subscriptions:read');
  const list = useQuery(`subscriptions|${scope}`, () => api.list(), { enabled: canRead });
  const onChanged = useCallback(
    (subscriptionId: string, action: SubscriptionChangeAction) => {
      emit('facturo-subscription-change', { subscriptionId, action });
      // This list (a `subscriptions|` query) and any invoice list on the page (a voided renewal
      // invoice, a credit note) are fetched again.
      billingDataChanged();
    },
    [emit],
  );
  // A widget session changes subscriptions only with `subscriptions:manage` (the API checks it too);
  // paying goes through the checkout, a signed-in customer's.
  const canManage = !readOnly && access.kind !== 'none' && access.can('subscriptions:manage');
  const canPay = access.kind === 'user';
  const checkout = useSubscriptionCheckout(checkoutUrl);
  const context = useMemo<ManagerContext>(
    () => ({ api, scope, canManage, canPay, checkout, invoicesUrl, onChanged }),
    [api, scope, canManage, canPay, checkout, invoicesUrl, onChanged],
  );

  let body: ReactNode;
  if (access.kind === 'none' || !canRead) {
    body = (
      <EmptyState icon={<IconLock size={26} focusable="false" />} title={t('subscriptions.noAccessTitle')}>
        {t(access.kind === 'none' ? 'subscriptions.signInBody' : 'subscriptions.noAccessBody')}
      </EmptyState>
    );
  } else if (list.status === 'error') {
    body = (
      <ErrorState
        title={t('subscriptions.errorTitle')}
        error={list.error}
        onRetry={list.refetch}
        retrying={list.isFetching}
      />
    );
  } else if (!list.data) {
    body = (
      <div role="status" aria-live="polite">
        <span className={visuallyHidden}>{t('subscriptions.loading')}</span>
        <span className={skeleton} style={{ height: 180 }} aria-hidden="true" />
      </div>
    );
  } else if (list.data.length === 0) {
    body = (
      <EmptyState
        icon={<IconReceipt size={26} focusable="false" />}
        title={t('subscriptions.emptyTitle')}
        action={
          plansUrl && canPay ? (
            <a className={buttonClass({})} href={plansUrl}>
              {t('subscriptions.seePlans')}
            </a>
          ) : undefined
        }
      >
        {t('subscriptions.emptyBody')}
      </EmptyState>
    );
  } else {
    body = (
      <>
        {canManage ? null : (
          <p className={styles.muted}>
            {t(access.kind === 'user' ? 'subscriptions.readOnlyRoleNote' : 'subscriptions.readOnlyNote')}
          </p>
        )}
        <ul className={styles.list} aria-label={t('subscriptions.listLabel')}>
          {list.data.map((subscription) => (
            <SubscriptionItem key={subscription.id} subscription={subscription} context={context} />
          ))}
        </ul>
      </>
    );
  }

  return (
    <section className={styles.root} aria-labelledby={titleId} aria-busy={list.isFetching}>
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {t('subscriptions.title')}
        </h2>
        <p className={styles.muted}>{t('subscriptions.subtitle')}</p>
        {demo ? <p className={styles.muted}>{t('subscriptions.demoNote')}</p> : null}
        {invoicesUrl && canRead && access.kind !== 'none' ? (
          <a className={styles.link} href={invoicesUrl}>
            {t('subscriptions.viewInvoices')}
          </a>
        ) : null}
      </header>
      {body}
      <PaymentMethodsPanel
        organizationId={organizationId}
        accessToken={accessToken}
        subscriptions={list.data}
      />
    </section>
  );
}
