/// <reference path="./tabler-icons.d.ts" />
import IconAlertCircle from '@tabler/icons-react/dist/esm/icons/IconAlertCircle.mjs';
import IconCircleCheck from '@tabler/icons-react/dist/esm/icons/IconCircleCheck.mjs';
import IconInfoCircle from '@tabler/icons-react/dist/esm/icons/IconInfoCircle.mjs';
import type { ReactNode } from 'react';
import * as styles from './alert.css';

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
 * A message box. It lives in the runtime, below `ui/`, because the widget frame's own states (texts
 * that failed to download, an invalid configuration) are shown in it.
 * Errors use `role="alert"` (read out at once); success and information use
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
