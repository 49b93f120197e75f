import { type ReactNode, useEffect, useId, useRef } from 'react';
import * as styles from '../checkout.css';
import type { CheckoutFlow } from '../checkout-flow';

/** Props of {@link StepFrame}. */
export interface StepFrameProps {
  flow: CheckoutFlow;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/**
 * The card of one checkout step. When the buyer arrives at a step, focus goes to its title so screen
 * readers announce where they are; on first render focus is left alone (the widget is a guest on the
 * partner's page).
 */
export function StepFrame({ flow, title, subtitle, children }: StepFrameProps) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (flow.navigated.peek()) heading.current?.focus();
  }, [flow]);
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h2 id={titleId} ref={heading} tabIndex={-1} className={styles.title}>
          {title}
        </h2>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </header>
      {children}
    </section>
  );
}
