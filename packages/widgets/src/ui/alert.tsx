import type { ReactNode } from 'react';
import * as styles from './alert.css';
import { IconAlertCircle, IconCircleCheck, IconInfoCircle } from './icons';

/** Props of {@link Alert}. */
export interface AlertProps {
  tone: 'danger' | 'success' | 'info';
  title?: ReactNode;
  children?: ReactNode;
  /** Extra content under the message (a retry button). */
  action?: ReactNode;
}

const ICONS = { danger: IconAlertCircle, success: IconCircleCheck, info: IconInfoCircle };

/**
 * A message box. Errors use `role="alert"` (read out at once); success and information use
 * `role="status"` (read politely).
 */
export function Alert({ tone, title, children, action }: AlertProps) {
  const Icon = ICONS[tone];
  return (
    <div className={`${styles.alert} ${styles.tone[tone]}`} role={tone === 'danger' ? 'alert' : 'status'}>
      <Icon className={styles.icon[tone]} size={20} aria-hidden="true" focusable="false" />
      {title ? <p className={styles.title}>{title}</p> : null}
      {children ? <div className={title ? styles.body : undefined}>{children}</div> : null}
      {action ? <div className={styles.body}>{action}</div> : null}
    </div>
  );
}
