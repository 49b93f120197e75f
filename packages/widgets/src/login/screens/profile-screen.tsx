import {
  completeRegistrationRequestSchema,
  DOCUMENT_TYPE_CODES,
  DOCUMENT_TYPES,
  type DocumentTypeCode,
  localizedText,
  NIT_DOCUMENT_TYPE,
  nitCheckDigit,
  TAXPAYER_TYPES,
  type TaxpayerTypeCode,
  validate,
} from '@facturo/sdk';
import { useSignals } from '@preact/signals-react/runtime';
import { useForm } from '../../runtime/forms/use-form';
import { useWidget } from '../../runtime/react/widget-context';
import { Button } from '../../ui/button';
import { CheckboxField } from '../../ui/checkbox-field';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import * as styles from '../login.css';
import { FormError } from '../login-fields';
import type { LoginFlow } from '../login-flow';
import { ScreenFrame } from '../screen-frame';
import type { Auth } from '../use-auth';

/** The verification digit to show for a NIT being typed; empty until the number is digits only. */
function checkDigitOf(documentType: string, documentNumber: string): string {
  const digits = documentNumber.replace(/[.\s-]/g, '');
  if (documentType !== NIT_DOCUMENT_TYPE || !/^\d{1,15}$/.test(digits)) return '';
  return String(nitCheckDigit(digits));
}

/**
 * Step 3 of sign-up: personal and taxpayer information, checked with the sdk's profile rules (the
 * API's own), then `complete-registration` starts the session.
 */
export function ProfileScreen({ flow, auth }: { flow: LoginFlow; auth: Auth }) {
  useSignals();
  const { t, locale } = useWidget();
  const names = flow.names.peek();
  const { model, onSubmit } = useForm(
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
            verificationDigit: checkDigitOf(values.documentType, values.documentNumber) || undefined,
            cellphone: values.cellphone || undefined,
            language: locale === 'en' ? 'en' : 'es',
          },
          translate,
        );
      },
      onSubmit: async (data) => auth.signIn(await auth.api.completeRegistration(data)),
    },
  );
  const values = model.values.value;
  const legal = values.taxpayerType === '1';
  const documentTypes = DOCUMENT_TYPE_CODES.filter((code) =>
    DOCUMENT_TYPES[code].taxpayerTypes.includes(values.taxpayerType),
  );
  const digit = checkDigitOf(values.documentType, values.documentNumber);

  const chooseTaxpayerType = (type: TaxpayerTypeCode) => {
    model.set('taxpayerType', type);
    if (!DOCUMENT_TYPES[model.values.peek().documentType].taxpayerTypes.includes(type)) {
      model.set('documentType', type === '1' ? NIT_DOCUMENT_TYPE : '13');
    }
  };

  return (
    <ScreenFrame
      flow={flow}
      wide
      step={t('login.step', { current: 3, total: 3 })}
      title={t('login.profileTitle')}
      subtitle={t('login.profileSubtitle')}
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <FormError message={model.formError.value} />
        <fieldset className={styles.choiceGroup}>
          <legend className={styles.legend}>{t('login.taxpayerType')}</legend>
          {(['2', '1'] as const).map((type) => (
            <label key={type} className={styles.choice}>
              <input
                type="radio"
                name="taxpayerType"
                checked={values.taxpayerType === type}
                onChange={() => chooseTaxpayerType(type)}
              />
              {localizedText(TAXPAYER_TYPES[type], locale)}
            </label>
          ))}
        </fieldset>
        {legal ? (
          <div className={styles.row}>
            <TextField
              label={t('login.companyName')}
              autoComplete="organization"
              {...model.text('companyName')}
            />
            <TextField
              label={t('login.commercialName')}
              labelSuffix={`(${t('common.optional')})`}
              {...model.text('commercialName')}
            />
          </div>
        ) : null}
        <div className={styles.row}>
          <TextField label={t('login.firstName')} autoComplete="given-name" {...model.text('firstName')} />
          <TextField
            label={t('login.secondName')}
            labelSuffix={`(${t('common.optional')})`}
            autoComplete="additional-name"
            {...model.text('secondName')}
          />
        </div>
        <div className={styles.row}>
          <TextField
            label={t('login.firstSurname')}
            autoComplete="family-name"
            {...model.text('firstSurname')}
          />
          <TextField
            label={t('login.secondSurname')}
            labelSuffix={`(${t('common.optional')})`}
            {...model.text('secondSurname')}
          />
        </div>
        <div className={styles.row}>
          <SelectField
            label={t('login.documentType')}
            value={values.documentType}
            onValueChange={(value) => model.set('documentType', value as DocumentTypeCode)}
            options={documentTypes.map((code) => ({
              value: code,
              label: localizedText(DOCUMENT_TYPES[code].name, locale),
            }))}
            errors={model.errors.value.documentType}
          />
          <div className={values.documentType === NIT_DOCUMENT_TYPE ? styles.documentRow : undefined}>
            <TextField
              label={t('login.documentNumber')}
              inputMode={DOCUMENT_TYPES[values.documentType].format === 'numeric' ? 'numeric' : 'text'}
              {...model.text('documentNumber')}
            />
            {values.documentType === NIT_DOCUMENT_TYPE ? (
              <TextField
                label={t('login.verificationDigit')}
                value={digit}
                onValueChange={() => {}}
                readOnly
                aria-readonly="true"
                errors={model.errors.value.verificationDigit}
              />
            ) : null}
          </div>
        </div>
        <TextField
          label={t('login.cellphone')}
          labelSuffix={`(${t('common.optional')})`}
          type="tel"
          autoComplete="tel"
          {...model.text('cellphone')}
        />
        <CheckboxField label={t('login.ivaResponsible')} {...model.checkbox('ivaResponsible')} />
        <CheckboxField label={t('login.electronicBiller')} {...model.checkbox('electronicBiller')} />
        <Button type="submit" block busy={model.submitting.value}>
          {t('login.profileSubmit')}
        </Button>
      </form>
    </ScreenFrame>
  );
}
