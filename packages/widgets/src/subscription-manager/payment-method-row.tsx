import type { PaymentMethod } from '@facturo/sdk/schemas';
import { Button } from '@facturo/ui';
import { visuallyHidden } from '@facturo/ui/styles';
import IconCreditCard from '@tabler/icons-react/dist/esm/icons/IconCreditCard.mjs';
import { useId, useRef, useState } from 'react';
import { useWidget } from '../runtime/react/widget-context';
import { brandName, paymentMethodName } from './payment-method-name';
import * as local from './payment-methods.css';
import * as styles from './subscription-manager.css';

/** Props of {@link PaymentMethodRow}. */
export interface PaymentMethodRowProps {
  method: PaymentMethod;
  /** Shows "Usar como predeterminada" and "Eliminar" (owners, admins and billing members). */
  canManage: boolean;
  /** Which action of this card is running, if any. */
  busy: 'default' | 'remove' | null;
  onMakeDefault: (method: PaymentMethod) => void;
  onRemove: (method: PaymentMethod) => void;
}

/**
 * One saved card: brand and last four digits, expiry and the "Predeterminada" badge; with the right
 * role, making it the default and removing it after an inline confirmation that says what removing
 * means for renewals.
 */
export function PaymentMethodRow({
  method,
  canManage,
  busy,
  onMakeDefault,
  onRemove,
}: PaymentMethodRowProps) {
  const { t } = useWidget();
  const nameId = useId();
  const confirmTitleId = useId();
  const [confirming, setConfirming] = useState(false);
  const actionsRef = useRef<HTMLDivElement>(null);
  const name = paymentMethodName(t, method);
  const keep = () => {
    setConfirming(false);
    actionsRef.current?.querySelector<HTMLButtonElement>('[data-opens="remove"]')?.focus();
  };

  return (
    <li className={`${styles.card} ${local.card}`} aria-labelledby={nameId}>
      <div className={styles.cardHead}>
        <div className={local.cardName}>
          <IconCreditCard size={22} aria-hidden="true" focusable="false" />
          <div>
            <p id={nameId} className={styles.planName}>
              <span aria-hidden="true">
                {brandName(method.brand)} •••• {method.lastFour}
              </span>
              <span className={visuallyHidden}>{name}</span>
            </p>
            <p className={styles.muted}>
              {t('cards.expires', {
                month: String(method.expirationMonth).padStart(2, '0'),
                year: method.expirationYear,
              })}
            </p>
          </div>
        </div>
        {method.isDefault ? <span className={styles.badge.success}>{t('cards.isDefault')}</span> : null}
      </div>
      {canManage ? (
        <div ref={actionsRef} className={styles.actions}>
          {method.isDefault ? null : (
            <Button
              variant="secondary"
              size="sm"
              busy={busy === 'default'}
              onClick={() => onMakeDefault(method)}
            >
              {t('cards.makeDefault')}
            </Button>
          )}
          <Button
            data-opens="remove"
            variant="secondary"
            size="sm"
            aria-expanded={confirming}
            onClick={() => setConfirming(!confirming)}
          >
            {t('cards.remove')}
          </Button>
        </div>
      ) : null}
      {canManage && confirming ? (
        <section className={styles.panel} aria-labelledby={confirmTitleId}>
          <h4 id={confirmTitleId} className={styles.panelTitle}>
            {t('cards.removeTitle', { card: name })}
          </h4>
          <p className={styles.text}>{t('cards.removeBody')}</p>
          <div className={styles.actions}>
            <Button busy={busy === 'remove'} onClick={() => onRemove(method)}>
              {t('cards.removeConfirm')}
            </Button>
            <Button variant="secondary" onClick={keep}>
              {t('cards.removeKeep')}
            </Button>
          </div>
        </section>
      ) : null}
    </li>
  );
}
