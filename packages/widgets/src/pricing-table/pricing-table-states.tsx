import { ErrorState } from '@facturo/ui';
import { skeleton, visuallyHidden } from '@facturo/ui/styles';
import IconFileOff from '@tabler/icons-react/dist/esm/icons/IconFileOff.mjs';
import { useWidget } from '../runtime/react/widget-context';
import * as styles from './pricing-table.css';

const bar = (width: string, height: number) => <span className={skeleton} style={{ width, height }} />;

/** Three placeholder cards with a polite "loading plans" announcement. */
export function PlansLoading() {
  const { t } = useWidget();
  return (
    <div role="status" aria-live="polite">
      <span className={visuallyHidden}>{t('pricing.loading')}</span>
      <div className={styles.grid} aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <div key={index} className={`${styles.gridItem} ${styles.skeletonCard}`}>
            {bar('55%', 22)}
            {bar('40%', 16)}
            {bar('70%', 38)}
            {bar('45%', 14)}
            {bar('100%', 36)}
            {bar('100%', 44)}
            {bar('85%', 14)}
            {bar('75%', 14)}
            {bar('80%', 14)}
          </div>
        ))}
      </div>
    </div>
  );
}

/** No plan for this service. */
export function PlansEmpty() {
  const { t } = useWidget();
  return (
    <div className={styles.empty} role="status">
      <IconFileOff size={32} aria-hidden="true" focusable="false" />
      <p className={styles.emptyTitle}>{t('pricing.emptyTitle')}</p>
      <p className={styles.plain}>{t('pricing.emptyBody')}</p>
    </div>
  );
}

/** The plans could not be loaded: the reason in the visitor's language and a retry. */
export function PlansError({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useWidget();
  return <ErrorState title={t('pricing.errorTitle')} error={error} onRetry={onRetry} retrying={retrying} />;
}
