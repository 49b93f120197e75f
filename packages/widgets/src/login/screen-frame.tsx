import { Alert } from '@facturo/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useContext, useEffect, useId, useRef } from 'react';
import { HostShowsProgressContext } from '../runtime/react/embedding-context';
import * as styles from './login.css';
import type { LoginFlow } from './login-flow';

/** Props of {@link ScreenFrame}. */
export interface ScreenFrameProps {
  flow: LoginFlow;
  title: string;
  subtitle?: ReactNode;
  /** "Paso 1 de 3" during sign-up (left out inside the checkout, which shows its own steps). */
  step?: string;
  wide?: boolean;
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * The card of one login screen. After the visitor moves to another screen, focus goes to its title so
 * screen readers announce where they are; on first render focus is left alone (the widget is a guest
 * on the page).
 */
export function ScreenFrame({
  flow,
  title,
  subtitle,
  step,
  wide = false,
  children,
  footer,
}: ScreenFrameProps) {
  useSignals();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const notice = flow.notice.value;
  // Embedded in the checkout, whose own steps show where the buyer is: one counter, not two.
  const hostShowsProgress = useContext(HostShowsProgressContext);

  useEffect(() => {
    if (flow.navigated.peek()) heading.current?.focus();
  }, [flow]);

  return (
    <section className={`${styles.card} ${wide ? styles.wide : ''}`} aria-labelledby={titleId}>
      <header className={styles.header}>
        {step && !hostShowsProgress ? <p className={styles.step}>{step}</p> : null}
        <h2 id={titleId} ref={heading} tabIndex={-1} className={styles.title}>
          {title}
        </h2>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </header>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      {children}
      {footer ? <p className={styles.footer}>{footer}</p> : null}
    </section>
  );
}
