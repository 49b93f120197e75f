import { isApiError } from '@facturo/sdk/http';
import { verifyEmailRequestSchema } from '@facturo/sdk/schemas';
import { validate } from '@facturo/sdk/validation';
import { Button, TextField } from '@facturo/ui';
import { useSignals } from '@preact/signals-react/runtime';
import IconMailOpened from '@tabler/icons-react/dist/esm/icons/IconMailOpened.mjs';
import { useState } from 'react';
import { useWidgetForm } from '../../runtime/react/forms/use-widget-form';
import { useCountdown } from '../../runtime/react/use-countdown';
import { useWidget } from '../../runtime/react/widget-context';
import * as styles from '../login.css';
import { FormError } from '../login-fields';
import type { LoginFlow } from '../login-flow';
import { ScreenFrame } from '../screen-frame';
import type { Auth } from '../use-auth';

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** Step 2 of sign-up: the 6-digit code from the e-mail, with a resend button and its countdown. */
export function VerifyScreen({ flow, auth }: { flow: LoginFlow; auth: Auth }) {
  useSignals();
  const { t, describeError } = useWidget();
  const [resending, setResending] = useState(false);
  const secondsLeft = useCountdown(flow.resendAvailableAt.value);
  const email = flow.email.value;
  const form = useWidgetForm(
    { email, code: '' },
    {
      validate: (values, translate) =>
        validate(verifyEmailRequestSchema, { ...values, email: flow.email.peek() }, translate),
      onSubmit: async (data) => {
        const { registrationToken } = await auth.api.verifyEmail(data);
        flow.registrationToken.value = registrationToken;
        flow.remember();
        flow.go('profile');
      },
    },
  );

  const resend = async () => {
    setResending(true);
    form.fail(null);
    try {
      const { resendAfterSeconds } = await auth.api.resendCode({ email: flow.email.peek() });
      flow.resendAvailableAt.value = Date.now() + resendAfterSeconds * 1000;
      flow.notice.value = { tone: 'success', text: t('login.codeResent') };
    } catch (error) {
      if (isApiError(error) && error.retryAfterSeconds) {
        flow.resendAvailableAt.value = Date.now() + error.retryAfterSeconds * 1000;
      }
      form.fail(describeError(error));
    } finally {
      setResending(false);
    }
  };

  return (
    <ScreenFrame
      flow={flow}
      step={t('login.step', { current: 2, total: 3 })}
      title={t('login.verifyTitle')}
      subtitle={
        <>
          {t('login.verifySentTo')} <span className={styles.strong}>{email}</span>
        </>
      }
      footer={
        <Button
          variant="link"
          onClick={() => {
            flow.forget();
            flow.go('register');
          }}
        >
          {t('login.changeEmail')}
        </Button>
      }
    >
      <form className={styles.form} onSubmit={form.submit} noValidate>
        <FormError message={form.formError} />
        <TextField
          label={t('login.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          className={styles.codeInput}
          hint={t('login.codeHint')}
          {...form.field('code')}
        />
        <Button
          type="submit"
          block
          busy={form.submitting}
          icon={<IconMailOpened size={18} aria-hidden="true" focusable="false" />}
        >
          {t('login.verifySubmit')}
        </Button>
        <Button variant="secondary" block onClick={resend} busy={resending} disabled={secondsLeft > 0}>
          {secondsLeft > 0 ? t('login.resendIn', { time: clock(secondsLeft) }) : t('login.resend')}
        </Button>
      </form>
    </ScreenFrame>
  );
}
