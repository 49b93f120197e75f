import type { TranslationKey } from '@facturo/sdk/i18n';
import type { DianState, DianStatus } from '@facturo/sdk/schemas';
import { useWidget } from '../runtime/react/widget-context';
import * as styles from './invoice-status.css';

/** The catalogue key of each state at DIAN ("Aceptada por la DIAN"…). */
export const DIAN_STATUS_KEYS: Record<DianStatus, TranslationKey> = {
  pending: 'invoices.dianPending',
  accepted: 'invoices.dianAccepted',
  rejected: 'invoices.dianRejected',
};

/** A document's state at DIAN as a coloured pill with its name. */
export function DianStateBadge({ state }: { state: DianState }) {
  const { t } = useWidget();
  return <span className={styles.dianBadge[state.status]}>{t(DIAN_STATUS_KEYS[state.status])}</span>;
}
