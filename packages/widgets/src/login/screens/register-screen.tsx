import { LEGAL_DOCUMENTS, registerRequestSchema } from '@facturo/sdk/schemas';
import { confirmPassword, validate } from '@facturo/sdk/validation';
import { Button, CheckboxField, TextField } from '@facturo/ui';
import { useSignals } from '@preact/signals-react/runtime';
import * as z from 'zod/mini';
import { useWidgetForm } from '../../runtime/react/forms/use-widget-form';
import { useCaptcha } from '../../runtime/react/use-captcha';
import { useWidget } from '../../runtime/react/widget-context';
import * as layout from '../../ui/form-layout.css';
import * as styles from '../login.css';
import { EmailField, FormError } from '../login-fields';
import type { LoginFlow } from '../login-flow';
import { NewPasswordFields } from '../new-password-fields';
import { ScreenFrame } from '../screen-frame';
import type { Auth } from '../use-auth';

/**
 * "Acepto los términos y condiciones y la política de tratamiento de datos personales", each
 * document a link (a new tab, so the form keeps what was typed): the consent is informed.
 */
function ConsentLabel() {
  const { t, config } = useWidget();
  const base = config.legalBaseUrl?.replace(/\/+$/, '') ?? '';
  const marker = '\u0000';
  const parts = t('login.acceptTerms', {
    terms: `${marker}terms${marker}`,
    privacy: `${marker}privacy${marker}`,
  }).split(marker);
  return (
    <>
      {parts.map((part, index) =>
        part === 'terms' || part === 'privacy' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the sentence's parts never move.
          <a key={index} href={`${base}${LEGAL_DOCUMENTS[part].path}`} target="_blank" rel="noopener">
            {t(part === 'terms' ? 'login.termsLink' : 'login.privacyLink')}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}

// The API's registration schema plus the confirmation only the form has.
const registerFormSchema = confirmPassword(
  z.object({ ...registerRequestSchema.shape, confirmPassword: z.string() }),
  'password',
  'confirmPassword',
);

/** Step 1 of sign-up: name, e-mail, password, terms. */
export function RegisterScreen({ flow, auth }: { flow: LoginFlow; auth: Auth }) {
  useSignals();
  const { t, locale } = useWidget();
  const captcha = useCaptcha('register');
  const form = useWidgetForm(
    {
      firstName: '',
      firstSurname: '',
      email: flow.email.peek(),
      password: '',
      confirmPassword: '',
      acceptedTerms: false,
    },
    {
      validate: (values, translate) => validate(registerFormSchema, values, translate),
      onSubmit: async ({ confirmPassword: _confirm, ...data }) => {
        const captchaToken = await captcha();
        const answer = await auth.api.register({
          ...data,
          acceptedTerms: true,
          language: locale === 'en' ? 'en' : 'es',
          ...(captchaToken ? { captchaToken } : {}),
        });
        flow.email.value = answer.email;
        flow.names.value = { firstName: data.firstName, firstSurname: data.firstSurname };
        flow.registrationToken.value = null;
        flow.resendAvailableAt.value = Date.now() + answer.resendAfterSeconds * 1000;
        flow.remember();
        flow.go('verify');
      },
    },
  );

  return (
    <ScreenFrame
      flow={flow}
      step={t('login.step', { current: 1, total: 3 })}
      title={t('login.registerTitle')}
      subtitle={t('login.registerSubtitle')}
      footer={
        <>
          {t('login.haveAccount')}
          <Button variant="link" onClick={() => flow.go('login')}>
            {t('login.loginLink')}
          </Button>
        </>
      }
    >
      <form className={styles.form} onSubmit={form.submit} noValidate>
        <FormError message={form.formError} />
        <div className={layout.row}>
          <TextField label={t('login.firstName')} autoComplete="given-name" {...form.field('firstName')} />
          <TextField
            label={t('login.firstSurname')}
            autoComplete="family-name"
            {...form.field('firstSurname')}
          />
        </div>
        <EmailField flow={flow} field={form.field('email')} autoComplete="email" />
        <NewPasswordFields
          label={t('login.password')}
          password={form.field('password')}
          confirm={form.field('confirmPassword')}
        />
        <CheckboxField label={<ConsentLabel />} {...form.checkbox('acceptedTerms')} />
        <Button type="submit" block busy={form.submitting}>
          {t('login.registerSubmit')}
        </Button>
      </form>
    </ScreenFrame>
  );
}
