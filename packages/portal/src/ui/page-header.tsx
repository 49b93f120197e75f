import type { ReactNode } from 'react';
import * as styles from './page.css';

/** The page's `h1`, an introduction and its main actions. */
export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className={styles.header}>
      <div>
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
      {actions ? <div>{actions}</div> : null}
    </header>
  );
}

/** Label and value pairs. */
export function DetailsList({ items }: { items: readonly { label: ReactNode; value: ReactNode }[] }) {
  return (
    <dl className={styles.details}>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a static list rendered in a fixed order.
        <div key={index} style={{ display: 'contents' }}>
          <dt className={styles.term}>{item.label}</dt>
          <dd className={styles.definition}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
