import type { PaymentMethod } from '@facturo/sdk/schemas';
import { Alert, Button, ErrorState } from '@facturo/ui';
import { skeleton, visuallyHidden } from '@facturo/ui/styles';
import {
  type ComponentType,
  type ReactNode,
  Suspense,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { RenderedText } from '../runtime/core/i18n/rendered-text';
import { MoreTexts } from '../runtime/react/more-texts';
import { useQuery } from '../runtime/react/use-query';
import { useWidgetAccess } from '../runtime/react/use-widget-access';
import { useWidget } from '../runtime/react/widget-context';
import { WidgetPending } from '../runtime/react/widget-pending';
import type { AddCardPanelProps } from './add-card-panel';
import { paymentMethodDetail, paymentMethodName } from './payment-method-name';
import { PaymentMethodRow } from './payment-method-row';
import * as local from './payment-methods.css';
import { type PaymentMethodsApi, paymentMethodsApi } from './payment-methods-api';
import * as styles from './subscription-manager.css';

/** Props of {@link PaymentMethodsSection}. */
export interface PaymentMethodsSectionProps {
  organizationId: string;
  /** Shows the buttons (owners, admins and billing members). */
  canManage: boolean;
  /** The widget's own `access-token`, if any (the section is shown only to a signed-in customer). */
  accessToken: string | undefined;
  /** "Agregar tarjeta"'s form, downloaded when first shown (render it inside `Suspense`). */
  AddCard: ComponentType<AddCardPanelProps>;
}

type Busy = { methodId: string; action: 'default' | 'remove' } | null;

/**
 * "Medios de pago" of the subscription manager, downloaded with its texts after the subscriptions:
 * the organization's saved cards (brand, •••• last four, expiry, the default badge); with `canManage`,
 * "Agregar tarjeta" (the checkout's card form), making one the default and removing one after a
 * confirmation. The API's refusals (the default goes last) are said in words. Dispatches
 * `facturo-payment-method-added`, `-removed` and `-default-changed`.
 */
export function PaymentMethodsSection({
  organizationId,
  canManage,
  accessToken,
  AddCard,
}: PaymentMethodsSectionProps) {
  const { demo, config, connection } = useWidget();
  const access = useWidgetAccess(accessToken);
  const api = useMemo(
    () => paymentMethodsApi(connection.client, access.callOptions, organizationId),
    [connection, access.callOptions, organizationId],
  );
  return (
    <MoreTexts namespaces={['cards']}>
      <SectionBody
        api={api}
        organizationId={organizationId}
        canManage={canManage}
        AddCard={AddCard}
        cacheKey={`payment-methods|${demo ? 'demo' : config.apiBaseUrl}|${access.cacheKey}|${organizationId}`}
      />
    </MoreTexts>
  );
}

function SectionBody({
  api,
  organizationId,
  canManage,
  cacheKey,
  AddCard,
}: Pick<PaymentMethodsSectionProps, 'organizationId' | 'canManage' | 'AddCard'> & {
  api: PaymentMethodsApi;
  cacheKey: string;
}) {
  const { t, emit, describeError, locale } = useWidget();
  const titleId = useId();
  const list = useQuery(cacheKey, () => api.list());
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState<Busy>(null);
  // Kept unwritten (see `RenderedText`; a failure as the error): a language change rewrites it.
  const [notice, setNotice] = useState<
    { tone: 'success'; text: RenderedText } | { tone: 'danger'; error: unknown } | null
  >(null);
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
      const key = action === 'default' ? 'defaultChanged' : 'removed';
      setNotice({
        tone: 'success',
        text: (tr) => tr(`cards.${key}`, { card: paymentMethodName(tr, method) }),
      });
    } catch (error) {
      setNotice({ tone: 'danger', error });
    } finally {
      setBusy(null);
    }
  };

  const saved = (method: PaymentMethod) => {
    setAdding(false);
    emit('facturo-payment-method-added', { ...detail(method), isDefault: method.isDefault });
    setNotice({
      tone: 'success',
      text: (tr) => tr('cards.added', { card: paymentMethodName(tr, method) }),
    });
    void list.refetch();
  };

  // The API's "not for you" (403: a role without billing data; 404: not the reader's organization):
  // the section is not for this reader, so it is not shown rather than shown as a failure.
  const refused = (list.error as { status?: unknown } | undefined)?.status;
  if (list.status === 'error' && (refused === 403 || refused === 404)) return null;

  let body: ReactNode;
  if (list.status === 'error') {
    body = (
      <ErrorState
        title={t('cards.errorTitle')}
        error={list.error}
        onRetry={list.refetch}
        retrying={list.isFetching}
      />
    );
  } else if (!list.data) {
    body = (
      <div role="status" aria-live="polite">
        <span className={visuallyHidden}>{t('cards.loading')}</span>
        <span className={skeleton} style={{ height: 72 }} aria-hidden="true" />
      </div>
    );
  } else if (list.data.length === 0) {
    body = <p className={styles.muted}>{t('cards.empty')}</p>;
  } else {
    body = (
      <ul className={styles.list} aria-label={t('cards.listLabel')}>
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
        {t('cards.title')}
      </h3>
      <p className={styles.muted}>{t('cards.subtitle')}</p>
      {notice ? (
        <div ref={noticeRef} tabIndex={-1}>
          <Alert tone={notice.tone}>
            {notice.tone === 'success' ? notice.text(t, locale) : describeError(notice.error)}
          </Alert>
        </div>
      ) : null}
      {body}
      {canManage ? (
        <div ref={addButtonRef} className={styles.actions}>
          <Button variant="secondary" aria-expanded={adding} onClick={() => setAdding(!adding)}>
            {t('cards.add')}
          </Button>
        </div>
      ) : (
        <p className={styles.muted}>{t('cards.readOnly')}</p>
      )}
      {canManage && adding ? (
        <Suspense fallback={<WidgetPending status="loading" locale={locale} />}>
          <AddCard
            api={api}
            onSaved={saved}
            onCancel={() => {
              setAdding(false);
              addButtonRef.current?.querySelector('button')?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
