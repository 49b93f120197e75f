import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './card.css';

/** Props of {@link Card}. */
export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  subtitle?: ReactNode;
  /** Buttons or links at the header's end. */
  actions?: ReactNode;
  /** Heading level of the title; `2` unless the page nests cards under an `h2`. */
  level?: 2 | 3;
  children?: ReactNode;
}

/** A surface with an optional titled header. With a title it is a labelled `section`. */
export function Card({ title, subtitle, actions, level = 2, children, className, ...rest }: CardProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const classes = [styles.card, className].filter(Boolean).join(' ');
  if (title === undefined) {
    return (
      <div {...rest} className={classes}>
        <div className={styles.body}>{children}</div>
      </div>
    );
  }
  return (
    <section {...rest} className={classes}>
      <header className={styles.header}>
        <div>
          <Heading className={styles.title}>{title}</Heading>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </div>
        {actions}
      </header>
      <div className={styles.body}>{children}</div>
    </section>
  );
}
