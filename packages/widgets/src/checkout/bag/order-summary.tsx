import { formatCOP, localizedText } from '@facturo/sdk/co';
import type { ReactNode } from 'react';
import { useWidget } from '../../runtime/react/widget-context';
import * as lists from '../../ui/summary-list.css';
import * as styles from '../checkout.css';
import type { BagSummary } from './bag-summary';
import { serviceNameKey } from './service-names';
import { useTermText } from './term-text';

/** The amounts of a purchase: subtotal before IVA, IVA, total (as the API priced them). */
export function Totals({ subtotal, iva, total }: { subtotal: number; iva: number; total: number }) {
  const { t, locale } = useWidget();
  return (
    <dl className={lists.totals}>
      <div className={lists.totalRow}>
        <dt>{t('checkout.subtotal')}</dt>
        <dd>{formatCOP(subtotal, locale)}</dd>
      </div>
      <div className={lists.totalRow}>
        <dt>{t('checkout.iva')}</dt>
        <dd>{formatCOP(iva, locale)}</dd>
      </div>
      <div className={lists.grandTotal}>
        <dt>{t('checkout.total')}</dt>
        <dd>{formatCOP(total, locale)}</dd>
      </div>
    </dl>
  );
}

/**
 * The order summary beside every step: each plan with its cycle and total, then the sums. `children`
 * go under it (the bag's continue button).
 */
export function OrderSummary({ summary, children }: { summary: BagSummary; children?: ReactNode }) {
  const { t, locale } = useWidget();
  const termText = useTermText();
  return (
    <aside className={`${styles.panel} ${styles.aside}`} aria-label={t('checkout.summaryTitle')}>
      <h3 className={styles.summaryTitle}>{t('checkout.summaryTitle')}</h3>
      <ul className={styles.plainList}>
        {summary.lines.map((line) => (
          <li key={line.plan.id} className={styles.summaryItem}>
            <span>
              {line.quantity > 1 ? `${line.quantity} × ` : ''}
              {localizedText(line.plan.name, locale)}
              <span className={styles.summaryDetail}>
                {t(serviceNameKey(line.plan.serviceId))} · {termText(line.plan, line.cycle)}
              </span>
            </span>
            <span>{formatCOP(line.total, locale)}</span>
          </li>
        ))}
      </ul>
      <Totals subtotal={summary.subtotal} iva={summary.iva} total={summary.total} />
      {children}
    </aside>
  );
}
