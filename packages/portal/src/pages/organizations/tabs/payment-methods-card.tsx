import type { PaymentMethod } from '@facturo/sdk/schemas';
import { Alert, Button, EmptyState, useUiTexts } from '@facturo/ui';
import { visuallyHidden } from '@facturo/ui/styles';
import { AddPaymentCard, type FacturoEvent } from '@facturo/widgets';
import { useState } from 'react';
import { canInOrganization } from '../../../data/organization-ability';
import { usePaymentMethodActions, usePaymentMethods } from '../../../data/payment-methods.queries';
import { useAbility, useT } from '../../../services/services-context';
import { Badge } from '../../../ui/badge';
import { Card } from '../../../ui/card';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { IconCreditCard, IconTrash } from '../../../ui/icons';
import * as table from '../../../ui/page.css';
import { QueryFallback } from '../../../ui/query-fallback';
import * as styles from '../webhooks/webhooks.css';

const BRANDS: Record<string, string> = { visa: 'Visa', master: 'Mastercard', amex: 'American Express' };

/** Props of {@link PaymentMethodsCard}. */
export interface PaymentMethodsCardProps {
  organizationId: string;
}

/**
 * "Medios de pago": the organization's saved cards (brand, •••• last four, expiry, the default
 * badge). Owners, admins and billing members add a card (the widgets' `AddPaymentCard`, the checkout's
 * card form), make a card the default or remove one after a danger
 * confirmation; the API's refusal (the default goes last) is said in words. Others read.
 */
export function PaymentMethodsCard({ organizationId }: PaymentMethodsCardProps) {
  const t = useT();
  const { describeError } = useUiTexts();
  const ability = useAbility();
  const methods = usePaymentMethods(organizationId);
  const { makeDefault, remove, refresh } = usePaymentMethodActions(organizationId);
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const [removing, setRemoving] = useState<PaymentMethod | null>(null);
  const canManage = canInOrganization(ability, 'update', 'Payment', organizationId);
  const name = (method: Pick<PaymentMethod, 'brand' | 'lastFour'>) =>
    t('portal.paymentMethodCard', { brand: BRANDS[method.brand] ?? method.brand, lastFour: method.lastFour });
  const failed = (error: unknown) => setNotice({ tone: 'danger', text: describeError(error) });

  const chooseDefault = (method: PaymentMethod) => {
    setNotice(null);
    makeDefault.mutate(method.id, {
      onSuccess: () =>
        setNotice({ tone: 'success', text: t('portal.paymentMethodDefaultNotice', { card: name(method) }) }),
      onError: failed,
    });
  };
  const added = (event: FacturoEvent<'facturo-payment-method-added'>) => {
    setAdding(false);
    setNotice({ tone: 'success', text: t('portal.paymentMethodAddedNotice', { card: name(event.detail) }) });
    void refresh();
  };
  const confirmRemove = () => {
    const method = removing;
    if (!method) return;
    remove.mutate(method.id, {
      onSuccess: () =>
        setNotice({ tone: 'success', text: t('portal.paymentMethodRemovedNotice', { card: name(method) }) }),
      onError: failed,
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <Card title={t('portal.paymentMethodsTitle')} subtitle={t('portal.paymentMethodsSubtitle')}>
      {notice ? (
        <Alert tone={notice.tone} role={notice.tone === 'success' ? 'status' : 'alert'}>
          {notice.text}
        </Alert>
      ) : null}
      {methods.isSuccess ? null : <QueryFallback query={methods} />}
      {methods.data?.length === 0 ? (
        <EmptyState icon={<IconCreditCard size={26} />} title={t('portal.noPaymentMethodsTitle')}>
          {t('portal.noPaymentMethodsBody')}
        </EmptyState>
      ) : null}
      {methods.data?.length ? (
        <ul className={styles.endpoints} aria-label={t('portal.paymentMethodsTitle')}>
          {methods.data.map((method) => (
            <li key={method.id} className={styles.endpointRow}>
              <div className={styles.endpointHeader}>
                <IconCreditCard size={20} aria-hidden="true" />
                <strong aria-hidden="true">
                  {BRANDS[method.brand] ?? method.brand} •••• {method.lastFour}
                </strong>
                <span className={visuallyHidden}>{name(method)}</span>
                <span className={table.muted}>
                  {t('portal.paymentMethodExpires', {
                    month: String(method.expirationMonth).padStart(2, '0'),
                    year: method.expirationYear,
                  })}
                </span>
                {method.isDefault ? <Badge tone="success">{t('portal.paymentMethodDefault')}</Badge> : null}
              </div>
              {canManage ? (
                <div className={styles.actions}>
                  {method.isDefault ? null : (
                    <Button
                      size="sm"
                      variant="secondary"
                      busy={makeDefault.isPending && makeDefault.variables === method.id}
                      onClick={() => chooseDefault(method)}
                    >
                      {t('portal.paymentMethodMakeDefault')}
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="ghost"
                    icon={<IconTrash size={16} aria-hidden="true" />}
                    onClick={() => {
                      setNotice(null);
                      setRemoving(method);
                    }}
                  >
                    {t('portal.paymentMethodRemove')}
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {canManage && !adding ? (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            icon={<IconCreditCard size={16} aria-hidden="true" />}
            onClick={() => {
              setNotice(null);
              setAdding(true);
            }}
          >
            {t('portal.paymentMethodAdd')}
          </Button>
        </div>
      ) : null}
      {/* The widgets' own "Agregar tarjeta": the checkout's card form, saved with the portal's session. */}
      {canManage && adding ? (
        <AddPaymentCard
          organizationId={organizationId}
          onPaymentMethodAdded={added}
          onCancel={() => setAdding(false)}
        />
      ) : null}
      {canManage ? null : <p className={table.muted}>{t('portal.paymentMethodsReadOnly')}</p>}
      <ConfirmDialog
        open={removing !== null}
        tone="danger"
        title={removing ? t('portal.paymentMethodRemoveTitle', { card: name(removing) }) : ''}
        confirmLabel={t('portal.paymentMethodRemove')}
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={confirmRemove}
      >
        <p>{t('portal.paymentMethodRemoveBody')}</p>
      </ConfirmDialog>
    </Card>
  );
}
