import IconAlertCircle from '@tabler/icons-react/dist/esm/icons/IconAlertCircle.mjs';
import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import IconCircleCheck from '@tabler/icons-react/dist/esm/icons/IconCircleCheck.mjs';
import IconInfoCircle from '@tabler/icons-react/dist/esm/icons/IconInfoCircle.mjs';
import type { ReactNode } from 'react';
import * as styles from './alert.css';

/** A colour family for a message: what it is about, not how it looks. */
export type AlertTone = keyof typeof styles.tone;

const ICONS = {
  danger: IconAlertCircle,
  success: IconCircleCheck,
  warning: IconAlertTriangle,
  info: IconInfoCircle,
  primary: IconInfoCircle,
  neutral: IconInfoCircle,
} satisfies Record<AlertTone, unknown>;

/** Props of {@link Alert}. */
export interface AlertProps {
  tone: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Under the message: a retry, a link onward. */
  action?: ReactNode;
  /** How it is announced: `alert` (at once) by default for `danger`, `status` (politely) for the other tones. */
  role?: 'alert' | 'status';
  /** `false` for a note that is part of the page and is never announced (no role). */
  live?: boolean;
}

/** A message box with its tone's icon. */
export function Alert({ tone, title, children, action, role, live = true }: AlertProps) {
  const Icon = ICONS[tone];
  const announced = live ? (role ?? (tone === 'danger' ? 'alert' : 'status')) : undefined;
  return (
    <div className={`${styles.alert} ${styles.tone[tone]}`} role={announced}>
      <Icon className={styles.icon[tone]} size={20} aria-hidden="true" focusable="false" />
      {title ? <p className={styles.title}>{title}</p> : null}
      {children ? <div className={title ? styles.body : undefined}>{children}</div> : null}
      {action ? <div className={styles.body}>{action}</div> : null}
    </div>
  );
}
