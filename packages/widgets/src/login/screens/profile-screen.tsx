import { type DocumentTypeCode, type TaxpayerTypeCode, verificationDigitFor } from '@facturo/sdk/co';
import { completeRegistrationRequestSchema } from '@facturo/sdk/schemas';
import { validate } from '@facturo/sdk/validation';
import { Button, TextField } from '@facturo/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useWidgetForm } from '../../runtime/react/forms/use-widget-form';
import { useWidget } from '../../runtime/react/widget-context';
import { TaxpayerFields } from '../../ui/taxpayer-fields';
import * as styles from '../login.css';
import { FormError } from '../login-fields';
import type { LoginFlow } from '../login-flow';
import { ScreenFrame } from '../screen-frame';
import type { Auth } from '../use-auth';

/**
 * Step 3 of sign-up: personal and taxpayer information, checked with the sdk's profile rules (the
 * API's own), then `complete-registration` starts the session.
 */
export function ProfileScreen({ flow, auth }: { flow: LoginFlow; auth: Auth }) {
  useSignals();
  const { t, locale } = useWidget();
  const names = flow.names.peek();
  const form = useWidgetForm(
    {
      taxpayerType: '2' as TaxpayerTypeCode,
      documentType: '13' as DocumentTypeCode,
      documentNumber: '',
      companyName: '',
      commercialName: '',
      firstName: names?.firstName ?? '',
      secondName: '',
      firstSurname: names?.firstSurname ?? '',
      secondSurname: '',
      cellphone: '',
      ivaResponsible: false,
      electronicBiller: false,
    },
    {
      validate: (values, translate) => {
        const legal = values.taxpayerType === '1';
        return validate(
          completeRegistrationRequestSchema,
          {
            ...values,
            registrationToken: flow.registrationToken.peek() ?? '',
            companyName: legal ? values.companyName : undefined,
            verificationDigit: verificationDigitFor(values.documentType, values.documentNumber),
            cellphone: values.cellphone || undefined,
            language: locale === 'en' ? 'en' : 'es',
          },
          translate,
        );
      },
      onSubmit: async (data) => {
        const session = await auth.api.completeRegistration(data);
        flow.forget();
        auth.signIn(session);
      },
    },
  );
  return (
    <ScreenFrame
      flow={flow}
      wide
      step={t('login.step', { current: 3, total: 3 })}
      title={t('login.profileTitle')}
      subtitle={t('login.profileSubtitle')}
    >
      <form className={styles.form} onSubmit={form.submit} noValidate>
        <FormError message={form.formError} />
        {/* The registering person is named even for a company: the account is theirs. */}
        <TaxpayerFields form={form} personNames="always" documentCodes={false}>
          <TextField
            label={t('login.cellphone')}
            optional
            type="tel"
            autoComplete="tel"
            {...form.field('cellphone')}
          />
        </TaxpayerFields>
        <Button type="submit" block busy={form.submitting}>
          {t('login.profileSubmit')}
        </Button>
      </form>
    </ScreenFrame>
  );
}
