import type { ReactNode } from 'react';
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
      {children ? <div className={styles.emptyBody}>{children}</div> : null}
      {action}
    </div>
  );
}
