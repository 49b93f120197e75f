import { Alert } from '@facturo/ui';
import { lazy, type ReactNode, Suspense, useEffect, useRef } from 'react';
import type { WidgetBaseProps } from '../../runtime/core/config/config.types';
import { HostShowsProgressContext } from '../../runtime/react/embedding-context';
import { useWidget } from '../../runtime/react/widget-context';
import { WidgetPending } from '../../runtime/react/widget-pending';
import * as styles from '../checkout.css';
import type { CheckoutFlow } from '../checkout-flow';

// The login widget, embedded by a lazy import of its component (the module its spec loads): its code
// downloads only for buyers who are not signed in, and the two widgets share no static module, so
// neither download grows.
const Login = lazy(() => import('../../login/login').then((module) => ({ default: module.Login })));

/** Props of {@link LoginStep}. */
export interface LoginStepProps {
  flow: CheckoutFlow;
  /** The checkout's own attributes (API, locale, theme, colour, demo, texts), passed to the login. */
  base: WidgetBaseProps;
  /** The order summary, kept in view. */
  summary?: ReactNode;
}

/**
 * The buyer must sign in: "Debes iniciar sesión para continuar con la compra" and the login widget
 * inline (sign-up included). The session it starts is the one every widget on this API shares, so
 * the checkout continues on its own, on the step the buyer was going to. Signing in counts as the
 * buyer moving on: the form that held the focus goes away, so the next step's title takes it
 * (otherwise the focus falls to the page's body, also when the checkout opened on this step).
 */
export function LoginStep({ flow, base, summary }: LoginStepProps) {
  const { t, locale } = useWidget();
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (flow.navigated.peek()) notice.current?.focus();
  }, [flow]);
  return (
    <div className={styles.layout}>
      <div className={styles.stack}>
        <div ref={notice} tabIndex={-1} className={styles.focusTarget}>
          <Alert tone="primary" title={t('checkout.loginTitle')}>
            {t('errors.login_required')}
          </Alert>
        </div>
        <Suspense fallback={<WidgetPending status="loading" locale={locale} />}>
          <HostShowsProgressContext value={true}>
            <Login
              {...base}
              mode="login"
              onLogin={() => {
                flow.navigated.value = true;
              }}
            />
          </HostShowsProgressContext>
        </Suspense>
      </div>
      {summary}
    </div>
  );
}
