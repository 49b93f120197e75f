import { forgotPasswordRequestSchema } from '@facturo/sdk/schemas';
import { validate } from '@facturo/sdk/validation';
import { Alert, Button } from '@facturo/ui';
import { useSignals } from '@preact/signals-react/runtime';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import { useState } from 'react';
import { useWidgetForm } from '../../runtime/react/forms/use-widget-form';
import { useCaptcha } from '../../runtime/react/use-captcha';
import { useWidget } from '../../runtime/react/widget-context';
import * as styles from '../login.css';
import { EmailField, FormError } from '../login-fields';
import type { LoginFlow } from '../login-flow';
import { ScreenFrame } from '../screen-frame';
import type { Auth } from '../use-auth';

/** Asks for a reset link; the answer is the same neutral message whether the account exists or not. */
export function ForgotPasswordScreen({ flow, auth }: { flow: LoginFlow; auth: Auth }) {
  useSignals();
  const { t } = useWidget();
  const captcha = useCaptcha('forgot_password');
  const [sent, setSent] = useState(false);
  const form = useWidgetForm(
    { email: flow.email.peek() },
    {
      validate: (values, translate) => validate(forgotPasswordRequestSchema, values, translate),
      onSubmit: async (data) => {
        const captchaToken = await captcha();
        await auth.api.forgotPassword({ ...data, ...(captchaToken ? { captchaToken } : {}) });
        setSent(true);
      },
    },
  );

  return (
    <ScreenFrame
      flow={flow}
      title={t('login.forgotTitle')}
      subtitle={t('login.forgotSubtitle')}
      footer={
        <Button
          variant="link"
          onClick={() => flow.go('login')}
          icon={<IconArrowLeft size={16} aria-hidden="true" focusable="false" />}
        >
          {t('login.backToLogin')}
        </Button>
      }
    >
      {sent ? (
        <Alert tone="success">{t('success.password_reset_requested')}</Alert>
      ) : (
        <form className={styles.form} onSubmit={form.submit} noValidate>
          <FormError message={form.formError} />
          <EmailField flow={flow} field={form.field('email')} autoComplete="email" />
          <Button type="submit" block busy={form.submitting}>
            {t('login.forgotSubmit')}
          </Button>
        </form>
      )}
    </ScreenFrame>
  );
}
