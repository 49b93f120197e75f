import { isApiError } from '@facturo/sdk/http';
import type { ReactNode } from 'react';
import { useT } from '../services/services-context';
import { visuallyHidden } from './a11y.css';
import { Button } from './button';
import * as styles from './feedback.css';
import { IconAlertCircle, IconAlertTriangle, IconCircleCheck, IconInfoCircle } from './icons';

/** A colour family for alerts and badges. */
export type Tone = keyof typeof styles.alert;

const ALERT_ICONS = {
  info: IconInfoCircle,
  success: IconCircleCheck,
  warning: IconAlertTriangle,
  danger: IconAlertCircle,
  primary: IconInfoCircle,
  neutral: IconInfoCircle,
};

/** Props of {@link Alert}. */
export interface AlertProps {
  tone?: Tone;
  title?: ReactNode;
  children?: ReactNode;
  /** `alert` for errors that appear after an action; `status` for confirmations; none for static notes. */
  role?: 'alert' | 'status';
  action?: ReactNode;
}

/** A message block with an icon. */
export function Alert({ tone = 'info', title, children, role, action }: AlertProps) {
  const Icon = ALERT_ICONS[tone];
  return (
    <div className={styles.alert[tone]} role={role}>
      <Icon size={20} aria-hidden="true" />
      <div className={styles.alertBody}>
        {title ? <p className={styles.alertTitle}>{title}</p> : null}
        {children}
      </div>
      {action}
    </div>
  );
}

/** A short coloured label (statuses, roles). */
export function Badge({ tone = 'neutral', children }: { tone?: Tone; children: ReactNode }) {
  return <span className={styles.badge[tone]}>{children}</span>;
}

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  icon: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
}

/** What a list shows when it has nothing yet, with the way forward. */
export function EmptyState({ icon, title, children, action }: EmptyStateProps) {
  return (
    <div className={styles.empty}>
      <div className={styles.emptyIcon} aria-hidden="true">
        {icon}
      </div>
      <p className={styles.emptyTitle}>{title}</p>
      {children ? <div>{children}</div> : null}
      {action}
    </div>
  );
}

/** A grey placeholder while data loads. */
export function Skeleton({
  width = '100%',
  height = 16,
}: {
  width?: number | string;
  height?: number | string;
}) {
  return <span className={styles.skeleton} style={{ width, height }} aria-hidden="true" />;
}

/** A spinner with a text for screen readers (and, optionally, on screen). */
export function PageLoader({ label }: { label?: string }) {
  const t = useT();
  return (
    <div className={styles.loader} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={label ? undefined : visuallyHidden}>{label ?? t('common.loading')}</span>
    </div>
  );
}

/** A failed request: its translated message and a retry button. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const t = useT();
  const message = isApiError(error) ? error.message : t('errors.try_again_later');
  return (
    <Alert
      tone="danger"
      role="alert"
      action={
        onRetry ? (
          <Button variant="outline" size="sm" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : null
      }
    >
      {message}
    </Alert>
  );
}

/** The part of a query result {@link QueryFallback} needs. */
interface PendingQuery {
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * What a query-backed view shows before it has data: the loader while the query is pending, the
 * retryable error when it failed — `if (!query.isSuccess) return <QueryFallback query={query} />;`.
 */
export function QueryFallback({ query }: { query: PendingQuery }) {
  if (query.isPending) return <PageLoader />;
  return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
}
