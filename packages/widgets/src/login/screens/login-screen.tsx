import { Button } from '@facturo/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useWidgetForm } from '../../runtime/react/forms/use-widget-form';
import { useCaptcha } from '../../runtime/react/use-captcha';
import { useWidget } from '../../runtime/react/widget-context';
import { deferredValidator, submitWhenChecked } from '../../ui/deferred-validator';
import * as styles from '../login.css';
import { EmailField, FormError, PasswordInput } from '../login-fields';
import type { LoginFlow } from '../login-flow';
import { ScreenFrame } from '../screen-frame';
import type { Auth } from '../use-auth';

// zod and the login request's schema download while the form shows (the first paint needs neither).
const loginCheck = deferredValidator(() => import('../login-checks').then((module) => module.checkLogin));

/** Email and password; links to recovery and sign-up. */
export function LoginScreen({ flow, auth }: { flow: LoginFlow; auth: Auth }) {
  useSignals();
  const { t, describeError } = useWidget();
  const captcha = useCaptcha('login');
  const form = useWidgetForm(
    { email: flow.email.peek(), password: '' },
    {
      validate: loginCheck.validate,
      onSubmit: async (data) => {
        const captchaToken = await captcha();
        auth.signIn(await auth.api.login({ ...data, ...(captchaToken ? { captchaToken } : {}) }));
      },
    },
  );
  useEffect(() => {
    loginCheck.load().catch(() => {});
  }, []);

  return (
    <ScreenFrame
      flow={flow}
      title={t('login.loginTitle')}
      subtitle={t('login.loginSubtitle')}
      footer={
        <>
          {t('login.noAccount')}
          <Button variant="link" onClick={() => flow.go('register')}>
            {t('login.createAccount')}
          </Button>
        </>
      }
    >
      <form className={styles.form} onSubmit={submitWhenChecked(loginCheck, form, describeError)} noValidate>
        <FormError message={form.formError} />
        <EmailField flow={flow} field={form.field('email')} autoComplete="username" />
        <PasswordInput label={t('login.password')} field={form.field('password')} isNew={false} />
        <Button variant="link" className={styles.inlineLink} onClick={() => flow.go('forgot-password')}>
          {t('login.forgotPassword')}
        </Button>
        <Button type="submit" block busy={form.submitting}>
          {t('login.loginSubmit')}
        </Button>
      </form>
    </ScreenFrame>
  );
}
