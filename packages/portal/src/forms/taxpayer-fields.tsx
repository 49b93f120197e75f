import {
  DOCUMENT_TYPE_CODES,
  DOCUMENT_TYPES,
  documentTypeForTaxpayer,
  FISCAL_RESPONSIBILITIES,
  FISCAL_RESPONSIBILITY_CODES,
  type FiscalResponsibilityCode,
  localizedText,
  NIT_DOCUMENT_TYPE,
  NO_FISCAL_RESPONSIBILITY,
  TAXPAYER_TYPE_CODES,
  TAXPAYER_TYPES,
  verificationDigitFor,
} from '@facturo/sdk/co';
import { CheckboxField, FieldGroup, type FormFields, SelectField, TextField } from '@facturo/ui';
import { useLocale, useT } from '../services/services-context';
import * as fields from '../ui/form-layout.css';
import type { TaxpayerValues } from './taxpayer-values';

/**
 * Who the invoices are issued to: taxpayer type (which decides the name fields), DIAN document type
 * and number with the NIT's verification digit computed as the number is typed, IVA and fiscal
 * responsibilities. Works on any form whose values include {@link TaxpayerValues}.
 */
export function TaxpayerFields<Values extends TaxpayerValues>({
  form,
  showPersonalNames = true,
}: {
  form: FormFields<Values>;
  showPersonalNames?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const values = form.values;
  const natural = values.taxpayerType === '2';
  const documentTypes = DOCUMENT_TYPE_CODES.filter((code) =>
    DOCUMENT_TYPES[code].taxpayerTypes.includes(values.taxpayerType),
  );
  const dv = verificationDigitFor(values.documentType, values.documentNumber);

  const toggleResponsibility = (code: FiscalResponsibilityCode, checked: boolean) => {
    const others = values.fiscalResponsibilities.filter(
      (item) => item !== code && item !== NO_FISCAL_RESPONSIBILITY,
    );
    const next = checked ? (code === NO_FISCAL_RESPONSIBILITY ? [code] : [...others, code]) : others;
    form.set(
      'fiscalResponsibilities',
      (next.length ? next : [NO_FISCAL_RESPONSIBILITY]) as Values['fiscalResponsibilities'],
    );
  };

  return (
    <>
      <div className={fields.row}>
        <SelectField
          label={t('login.taxpayerType')}
          options={TAXPAYER_TYPE_CODES.map((code) => ({
            value: code,
            label: localizedText(TAXPAYER_TYPES[code], locale),
          }))}
          value={values.taxpayerType}
          errors={form.errors.taxpayerType}
          onValueChange={(value) => {
            const type = value as Values['taxpayerType'];
            form.set('taxpayerType', type);
            form.set(
              'documentType',
              documentTypeForTaxpayer(type, values.documentType) as Values['documentType'],
            );
          }}
        />
        <SelectField
          label={t('login.documentType')}
          options={documentTypes.map((code) => ({
            value: code,
            label: localizedText(DOCUMENT_TYPES[code].name, locale),
          }))}
          {...form.field('documentType')}
        />
      </div>
      <div className={fields.row}>
        <TextField
          label={t('login.documentNumber')}
          inputMode={DOCUMENT_TYPES[values.documentType]?.format === 'numeric' ? 'numeric' : 'text'}
          required
          {...form.field('documentNumber')}
        />
        {values.documentType === NIT_DOCUMENT_TYPE ? (
          <TextField
            label={t('login.verificationDigit')}
            value={dv ?? ''}
            readOnly
            hint={t('portal.verificationDigitHint')}
            // The DV is computed from the number: what is wrong is said once, on the number.
            errors={form.errors.documentNumber?.length ? undefined : form.errors.verificationDigit}
          />
        ) : null}
      </div>
      {natural ? (
        showPersonalNames ? (
          <PersonNameFields form={form} />
        ) : null
      ) : (
        <TextField
          label={t('login.companyName')}
          autoComplete="organization"
          required
          {...form.field('companyName')}
        />
      )}
      <TextField label={t('login.commercialName')} optional {...form.field('commercialName')} />
      <div className={fields.row}>
        <CheckboxField
          label={t('login.ivaResponsible')}
          checked={values.ivaResponsible}
          onCheckedChange={(checked) => form.set('ivaResponsible', checked as Values['ivaResponsible'])}
        />
        <CheckboxField
          label={t('login.electronicBiller')}
          checked={values.electronicBiller}
          onCheckedChange={(checked) => form.set('electronicBiller', checked as Values['electronicBiller'])}
        />
      </div>
      <FieldGroup legend={t('portal.fiscalResponsibilities')} errors={form.errors.fiscalResponsibilities}>
        {FISCAL_RESPONSIBILITY_CODES.map((code) => (
          <CheckboxField
            key={code}
            label={`${code} · ${localizedText(FISCAL_RESPONSIBILITIES[code], locale)}`}
            checked={values.fiscalResponsibilities.includes(code)}
            onCheckedChange={(checked) => toggleResponsibility(code, checked)}
          />
        ))}
      </FieldGroup>
    </>
  );
}

/** The four name fields of a natural person (given names and surnames; the second ones optional). */
export function PersonNameFields<Values extends TaxpayerValues>({ form }: { form: FormFields<Values> }) {
  const t = useT();
  return (
    <>
      <div className={fields.row}>
        <TextField
          label={t('login.firstName')}
          autoComplete="given-name"
          required
          {...form.field('firstName')}
        />
        <TextField label={t('login.secondName')} optional {...form.field('secondName')} />
      </div>
      <div className={fields.row}>
        <TextField
          label={t('login.firstSurname')}
          autoComplete="family-name"
          required
          {...form.field('firstSurname')}
        />
        <TextField label={t('login.secondSurname')} optional {...form.field('secondSurname')} />
      </div>
    </>
  );
}
