import { loginRequestSchema } from '@facturo/sdk/schemas';
import { validate } from '@facturo/sdk/validation';
import { Button } from '@facturo/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useForm } from '../../runtime/react/forms/use-form';
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
  const { model, onSubmit } = useForm(
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
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <FormError message={model.formError.value} />
        <EmailField flow={flow} field={model.text('email')} autoComplete="username" />
        <PasswordInput label={t('login.password')} field={model.text('password')} isNew={false} />
        <Button variant="link" className={styles.inlineLink} onClick={() => flow.go('forgot-password')}>
          {t('login.forgotPassword')}
        </Button>
        <Button type="submit" block busy={model.submitting.value}>
          {t('login.loginSubmit')}
        </Button>
      </form>
    </ScreenFrame>
  );
}
