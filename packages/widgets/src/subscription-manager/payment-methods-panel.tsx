import type { PaymentMethod, Subscription, UserDataResponse } from '@facturo/sdk/schemas';
import { Alert, Button, ErrorState } from '@facturo/ui';
import { skeleton, visuallyHidden } from '@facturo/ui/styles';
import { lazy, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { LazySection } from '../runtime/react/lazy-section';
import { useQuery } from '../runtime/react/use-query';
import { useSdkStore } from '../runtime/react/use-sdk-store';
import { useWidgetAccess } from '../runtime/react/use-widget-access';
import { useWidget } from '../runtime/react/widget-context';
import { paymentMethodDetail, paymentMethodName } from './payment-method-name';
import { PaymentMethodRow } from './payment-method-row';
import * as local from './payment-methods.css';
import { paymentMethodsScope } from './payment-methods-access';
import { type PaymentMethodsApi, paymentMethodsApi } from './payment-methods-api';
import * as styles from './subscription-manager.css';

// The card form (and the checkout's texts it shows) downloads when "Agregar tarjeta" is pressed.
const AddCardPanel = lazy(() =>
  import('./add-card-panel').then((module) => ({ default: module.AddCardPanel })),
);

/** Props of {@link PaymentMethodsPanel}: the widget's own, and the subscriptions once listed. */
export interface PaymentMethodsPanelProps {
  organizationId: string | undefined;
  accessToken: string | undefined;
  subscriptions: readonly Subscription[] | undefined;
}

type Busy = { methodId: string; action: 'default' | 'remove' } | null;

/**
 * "Medios de pago" of the subscription manager: the organization's saved cards (brand, •••• last four,
 * expiry, the default badge) for every member who reads billing data; owners, admins and billing
 * members also add a card (the checkout's card form), make one the default and remove one after a
 * confirmation. The API's refusals (the default goes last) are said in words. Dispatches
 * `facturo-payment-method-added`, `-removed` and `-default-changed`. Nothing for a widget session.
 */
export function PaymentMethodsPanel({
  organizationId,
  accessToken,
  subscriptions,
}: PaymentMethodsPanelProps) {
  const { demo, config, connection } = useWidget();
  const access = useWidgetAccess(accessToken);
  const session = useSdkStore(connection.session);
  const user = session.userData as Pick<UserDataResponse, 'organizations'> | null;
  const scope = paymentMethodsScope({ access, demo, user, organizationId, subscriptions });
  const chosen = scope?.organizationId;
  const api = useMemo(
    () => (chosen ? paymentMethodsApi(connection.client, access.callOptions, chosen) : null),
    [connection, access.callOptions, chosen],
  );
  if (!scope || !api) return null;
  return (
    <PaymentMethodsSection
      api={api}
      organizationId={scope.organizationId}
      canManage={scope.canManage}
      cacheKey={`payment-methods|${demo ? 'demo' : config.apiBaseUrl}|${access.cacheKey}|${scope.organizationId}`}
    />
  );
}

function PaymentMethodsSection({
  api,
  organizationId,
  canManage,
  cacheKey,
}: {
  api: PaymentMethodsApi;
  organizationId: string;
  canManage: boolean;
  cacheKey: string;
}) {
  const { t, emit, describeError } = useWidget();
  const titleId = useId();
  const list = useQuery(cacheKey, () => api.list());
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState<Busy>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const addButtonRef = useRef<HTMLDivElement>(null);
  // The button or panel that was used may be gone: focus moves to what happened.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  const detail = (method: PaymentMethod) => paymentMethodDetail(organizationId, method);

  const act = async (method: PaymentMethod, action: 'default' | 'remove') => {
    setBusy({ methodId: method.id, action });
    setNotice(null);
    try {
      if (action === 'default') {
        await api.makeDefault(method.id);
        emit('facturo-payment-method-default-changed', detail(method));
      } else {
        await api.remove(method.id);
        emit('facturo-payment-method-removed', detail(method));
      }
      await list.refetch();
      const key = action === 'default' ? 'paymentMethodDefaultChanged' : 'paymentMethodRemoved';
      setNotice({ tone: 'success', text: t(`subscriptions.${key}`, { card: paymentMethodName(t, method) }) });
    } catch (error) {
      setNotice({ tone: 'danger', text: describeError(error) });
    } finally {
      setBusy(null);
    }
  };

  const saved = (method: PaymentMethod) => {
    setAdding(false);
    emit('facturo-payment-method-added', { ...detail(method), isDefault: method.isDefault });
    setNotice({
      tone: 'success',
      text: t('subscriptions.paymentMethodAdded', { card: paymentMethodName(t, method) }),
    });
    void list.refetch();
  };

  let body: ReactNode;
  if (list.status === 'error') {
    body = (
      <ErrorState
        title={t('subscriptions.paymentMethodsErrorTitle')}
        error={list.error}
        onRetry={list.refetch}
        retrying={list.isFetching}
      />
    );
  } else if (!list.data) {
    body = (
      <div role="status" aria-live="polite">
        <span className={visuallyHidden}>{t('subscriptions.paymentMethodsLoading')}</span>
        <span className={skeleton} style={{ height: 72 }} aria-hidden="true" />
      </div>
    );
  } else if (list.data.length === 0) {
    body = <p className={styles.muted}>{t('subscriptions.paymentMethodsEmpty')}</p>;
  } else {
    body = (
      <ul className={styles.list} aria-label={t('subscriptions.paymentMethodsListLabel')}>
        {list.data.map((method) => (
          <PaymentMethodRow
            key={method.id}
            method={method}
            canManage={canManage}
            busy={busy?.methodId === method.id ? busy.action : null}
            onMakeDefault={(chosen) => void act(chosen, 'default')}
            onRemove={(chosen) => void act(chosen, 'remove')}
          />
        ))}
      </ul>
    );
  }

  return (
    <section className={local.section} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {t('subscriptions.paymentMethodsTitle')}
      </h3>
      <p className={styles.muted}>{t('subscriptions.paymentMethodsSubtitle')}</p>
      {notice ? (
        <div ref={noticeRef} tabIndex={-1}>
          <Alert tone={notice.tone}>{notice.text}</Alert>
        </div>
      ) : null}
      {body}
      {canManage ? (
        <div ref={addButtonRef} className={styles.actions}>
          <Button variant="secondary" aria-expanded={adding} onClick={() => setAdding(!adding)}>
            {t('subscriptions.paymentMethodAdd')}
          </Button>
        </div>
      ) : (
        <p className={styles.muted}>{t('subscriptions.paymentMethodsReadOnly')}</p>
      )}
      {canManage && adding ? (
        <LazySection>
          <AddCardPanel
            api={api}
            onSaved={saved}
            onCancel={() => {
              setAdding(false);
              addButtonRef.current?.querySelector('button')?.focus();
            }}
          />
        </LazySection>
      ) : null}
    </section>
  );
}
