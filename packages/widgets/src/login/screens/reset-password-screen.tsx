import { resetPasswordRequestSchema } from '@facturo/sdk/schemas';
import { confirmPassword, validate } from '@facturo/sdk/validation';
import { Alert, Button } from '@facturo/ui';
import { useSignals } from '@preact/signals-react/runtime';
import * as z from 'zod/mini';
import { useWidgetForm } from '../../runtime/react/forms/use-widget-form';
import { useWidget } from '../../runtime/react/widget-context';
import * as styles from '../login.css';
import { FormError } from '../login-fields';
import type { LoginFlow } from '../login-flow';
import { NewPasswordFields } from '../new-password-fields';
import { ScreenFrame } from '../screen-frame';
import type { Auth } from '../use-auth';

const resetFormSchema = confirmPassword(
  z.object({ ...resetPasswordRequestSchema.shape, confirmPassword: z.string() }),
  'password',
  'confirmPassword',
);

/** The token of the reset link: the `reset-token` attribute, else `?token=` in the page URL. */
export function resetTokenFrom(explicit: string | undefined): string {
  if (explicit) return explicit;
  const search = globalThis.location?.search ?? '';
  return new URLSearchParams(search).get('token') ?? '';
}

/** Sets a new password from an e-mailed link, then returns to the login screen. */
export function ResetPasswordScreen({
  flow,
  auth,
  resetToken,
}: {
  flow: LoginFlow;
  auth: Auth;
  resetToken: string | undefined;
}) {
  useSignals();
  const { t } = useWidget();
  const token = resetTokenFrom(resetToken);
  const form = useWidgetForm(
    { password: '', confirmPassword: '' },
    {
      validate: (values, translate) => validate(resetFormSchema, { ...values, token }, translate),
      onSubmit: async ({ token: validToken, password }) => {
        await auth.api.resetPassword({ token: validToken, password });
        flow.go('login', { tone: 'success', text: t('login.passwordChanged') });
      },
    },
  );

  return (
    <ScreenFrame
      flow={flow}
      title={t('login.resetTitle')}
      subtitle={t('login.resetSubtitle')}
      footer={
        <Button variant="link" onClick={() => flow.go('forgot-password')}>
          {t('login.requestNewLink')}
        </Button>
      }
    >
      {token ? (
        <form className={styles.form} onSubmit={form.submit} noValidate>
          <FormError message={form.formError} />
          <NewPasswordFields
            label={t('login.newPassword')}
            password={form.field('password')}
            confirm={form.field('confirmPassword')}
          />
          <Button type="submit" block busy={form.submitting}>
            {t('login.resetSubmit')}
          </Button>
        </form>
      ) : (
        <Alert tone="danger">{t('errors.reset_token_invalid')}</Alert>
      )}
    </ScreenFrame>
  );
}
