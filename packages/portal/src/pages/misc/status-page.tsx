import type { ReactNode } from 'react';
import { LogoMark } from '../../components/logo';
import * as styles from './status-page.css';

/** Props of {@link StatusPage}. */
export interface StatusPageProps {
  /** A big status code (`404`) or an illustration icon. */
  badge: ReactNode;
  title: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
  /** `true` when the badge is a code (text), `false` for an icon. */
  codeBadge?: boolean;
}

/** The frame of status pages (not found, not authorized, maintenance, coming soon, errors). */
export function StatusPage({ badge, title, children, actions, codeBadge = false }: StatusPageProps) {
  return (
    <div className={styles.page}>
      <div className={styles.panel}>
        <LogoMark size={40} />
        {codeBadge ? (
          <p className={styles.code}>{badge}</p>
        ) : (
          <span className={styles.icon} aria-hidden="true">
            {badge}
          </span>
        )}
        <h1 className={styles.title}>{title}</h1>
        <div className={styles.body}>{children}</div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </div>
  );
}
