import type { TranslationKey } from '@facturo/sdk/i18n';
import type { InvoiceStatus } from '@facturo/sdk/schemas';
import { useWidget } from '../runtime/react/widget-context';
import * as styles from './invoice-status.css';

/** The catalogue key of each status's name ("Pagada", "Por pagar"…). */
export const STATUS_KEYS: Record<InvoiceStatus, TranslationKey> = {
  paid: 'invoices.statusPaid',
  unpaid: 'invoices.statusUnpaid',
  partially_paid: 'invoices.statusPartiallyPaid',
  pending: 'invoices.statusPending',
  in_process: 'invoices.statusInProcess',
  cancelled: 'invoices.statusCancelled',
  refunded: 'invoices.statusRefunded',
  expired: 'invoices.statusExpired',
};

/** An invoice's status as a coloured pill with its name (the colour never carries the meaning alone). */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useWidget();
  return <span className={styles.badge[status]}>{t(STATUS_KEYS[status])}</span>;
}
