import { skeleton } from '../styles/skeleton.css';
import { visuallyHidden } from '../styles/visually-hidden.css';
import { useUiTexts } from '../texts/ui-texts';
import * as styles from './state-views.css';

/** A spinner with a text for screen readers ("Cargando…" unless `label` says more) and, with `label`, on screen. */
export function LoadingState({ label }: { label?: string | undefined }) {
  const { t } = useUiTexts();
  return (
    <div className={styles.loader} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={label ? undefined : visuallyHidden}>{label ?? t('common.loading')}</span>
    </div>
  );
}

/** A shimmering placeholder bar while data loads (hidden from screen readers). */
export function Skeleton({
  width = '100%',
  height = 16,
}: {
  width?: number | string;
  height?: number | string;
}) {
  return <span className={skeleton} style={{ width, height }} aria-hidden="true" />;
}
