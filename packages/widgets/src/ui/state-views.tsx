import IconRefresh from '@tabler/icons-react/dist/esm/icons/IconRefresh.mjs';
import type { ReactNode } from 'react';
import { Alert } from '../runtime/react/alert';
import { useWidget } from '../runtime/react/widget-context';
import { Button } from './button';
import * as styles from './state-views.css';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** A decorative tabler icon (rendered `aria-hidden`). */
  icon: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  /** A way out: a link back to the plans, a button to clear the filters. */
  action?: ReactNode;
}

/** "Nothing here yet": a list with no rows, a bag with no plans. Announced politely. */
export function EmptyState({ icon, title, children, action }: EmptyStateProps) {
  return (
    <div className={styles.empty} role="status">
      <span className={styles.emptyIcon} aria-hidden="true">
        {icon}
      </span>
      <p className={styles.emptyTitle}>{title}</p>
      {children ? <p className={styles.emptyBody}>{children}</p> : null}
      {action}
    </div>
  );
}

/** Props of {@link ErrorState}. */
export interface ErrorStateProps {
  title: ReactNode;
  /** The failure; its text comes from the sdk catalogue in the widget's locale. */
  error: unknown;
  onRetry?: () => void;
  retrying?: boolean;
}

/** A load that failed: the reason in the visitor's language and a retry button. */
export function ErrorState({ title, error, onRetry, retrying = false }: ErrorStateProps) {
  const { t, describeError } = useWidget();
  return (
    <Alert
      tone="danger"
      title={title}
      action={
        onRetry ? (
          <Button
            variant="secondary"
            onClick={onRetry}
            busy={retrying}
            icon={<IconRefresh size={18} aria-hidden="true" focusable="false" />}
          >
            {t('common.retry')}
          </Button>
        ) : undefined
      }
    >
      {describeError(error)}
    </Alert>
  );
}
