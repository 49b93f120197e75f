import { loginRequestSchema } from '@facturo/sdk/schemas';
import { validate } from '@facturo/sdk/validation';
import { Button } from '@facturo/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useWidgetForm } from '../../runtime/react/forms/use-widget-form';
import { useCaptcha } from '../../runtime/react/use-captcha';
import { useWidget } from '../../runtime/react/widget-context';
import * as styles from '../login.css';
import { EmailField, FormError, PasswordInput } from '../login-fields';
import type { LoginFlow } from '../login-flow';
import { ScreenFrame } from '../screen-frame';
import type { Auth } from '../use-auth';

/** Email and password; links to recovery and sign-up. */
export function LoginScreen({ flow, auth }: { flow: LoginFlow; auth: Auth }) {
  useSignals();
  const { t } = useWidget();
  const captcha = useCaptcha('login');
  const form = useWidgetForm(
    { email: flow.email.peek(), password: '' },
    {
      validate: (values, translate) => validate(loginRequestSchema, values, translate),
      onSubmit: async (data) => {
        const captchaToken = await captcha();
        auth.signIn(await auth.api.login({ ...data, ...(captchaToken ? { captchaToken } : {}) }));
      },
    },
  );

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
      <form className={styles.form} onSubmit={form.submit} noValidate>
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
