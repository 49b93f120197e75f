import {
  DOCUMENT_TYPE_CODES,
  DOCUMENT_TYPES,
  documentTypeForTaxpayer,
  localizedText,
  NIT_DOCUMENT_TYPE,
  TAXPAYER_TYPES,
  type TaxpayerFormValues,
  type TaxpayerTypeCode,
  verificationDigitFor,
} from '@facturo/sdk/co';
import { CheckboxField, type FormFields, SelectField, TextField } from '@facturo/ui';
import { type ReactNode, useId } from 'react';
import { useWidget } from '../runtime/react/widget-context';
import * as choice from './choice.css';
import * as layout from './form-layout.css';

/** Props of {@link TaxpayerFields}. */
export interface TaxpayerFieldsProps<Values extends TaxpayerFormValues> {
  form: FormFields<Values>;
  /**
   * `natural` (default): the person's names only for a persona natural, as an invoice recipient needs.
   * `always`: also under a company's name, for a sign-up, where the person registering is named too.
   */
  personNames?: 'natural' | 'always';
  /** Whether each document type is followed by its DIAN code, "NIT (31)" (default), or named alone. */
  documentCodes?: boolean;
  /** Fields shown after the document and before the IVA and e-invoicing declarations (a phone). */
  children?: ReactNode;
}

/**
 * Who an invoice is issued to, with DIAN's vocabulary: persona natural or jurídica (which decides the
 * name fields), the document type (DIAN list, filtered by taxpayer type), the number with its DV shown
 * for a NIT, IVA responsibility and whether the taxpayer already issues electronic invoices.
 */
export function TaxpayerFields<Values extends TaxpayerFormValues>({
  form,
  personNames = 'natural',
  documentCodes = true,
  children,
}: TaxpayerFieldsProps<Values>) {
  const { t, locale } = useWidget();
  const groupId = useId();
  const values = form.values;
  const errors = form.errors;
  const legal = values.taxpayerType === '1';
  const isNit = values.documentType === NIT_DOCUMENT_TYPE;
  const documentTypes = DOCUMENT_TYPE_CODES.filter((code) =>
    DOCUMENT_TYPES[code].taxpayerTypes.includes(values.taxpayerType),
  );

  const chooseTaxpayerType = (type: TaxpayerTypeCode) => {
    form.set('taxpayerType', type as Values['taxpayerType']);
    form.set('documentType', documentTypeForTaxpayer(type, values.documentType) as Values['documentType']);
  };

  return (
    <>
      <fieldset className={choice.group}>
        <legend className={choice.legend}>{t('login.taxpayerType')}</legend>
        {(['2', '1'] as const).map((type) => (
          <label key={type} className={choice.card}>
            <input
              className={choice.radio}
              type="radio"
              name={`${groupId}-taxpayerType`}
              checked={values.taxpayerType === type}
              onChange={() => chooseTaxpayerType(type)}
            />
            {localizedText(TAXPAYER_TYPES[type], locale)}
          </label>
        ))}
      </fieldset>
      {legal ? (
        <div className={layout.row}>
          <TextField
            label={t('login.companyName')}
            autoComplete="organization"
            {...form.field('companyName')}
          />
          <TextField label={t('login.commercialName')} optional {...form.field('commercialName')} />
        </div>
      ) : null}
      {!legal || personNames === 'always' ? (
        <>
          <div className={layout.row}>
            <TextField label={t('login.firstName')} autoComplete="given-name" {...form.field('firstName')} />
            <TextField
              label={t('login.secondName')}
              optional
              autoComplete="additional-name"
              {...form.field('secondName')}
            />
          </div>
          <div className={layout.row}>
            <TextField
              label={t('login.firstSurname')}
              autoComplete="family-name"
              {...form.field('firstSurname')}
            />
            <TextField label={t('login.secondSurname')} optional {...form.field('secondSurname')} />
          </div>
        </>
      ) : null}
      {/* The sdk sends a commercial name for either type (DIAN's RUT has one for both): a persona
          natural with a shop may invoice under its name too. */}
      {legal ? null : (
        <TextField label={t('login.commercialName')} optional {...form.field('commercialName')} />
      )}
      <div className={layout.row}>
        <SelectField
          label={t('login.documentType')}
          value={values.documentType}
          onValueChange={(value) => form.set('documentType', value as Values['documentType'])}
          options={documentTypes.map((code) => ({
            value: code,
            label: documentCodes
              ? `${localizedText(DOCUMENT_TYPES[code].name, locale)} (${code})`
              : localizedText(DOCUMENT_TYPES[code].name, locale),
          }))}
          errors={errors.documentType}
        />
        <div className={isNit ? layout.documentRow : undefined}>
          <TextField
            label={t('login.documentNumber')}
            inputMode={DOCUMENT_TYPES[values.documentType].format === 'numeric' ? 'numeric' : 'text'}
            {...form.field('documentNumber')}
          />
          {isNit ? (
            <TextField
              label={t('login.verificationDigit')}
              value={verificationDigitFor(values.documentType, values.documentNumber) ?? ''}
              onValueChange={() => {}}
              readOnly
              aria-readonly="true"
              // The DV is computed from the number: what is wrong is said once, on the number.
              errors={errors.documentNumber?.length ? undefined : errors.verificationDigit}
            />
          ) : null}
        </div>
      </div>
      {children}
      <CheckboxField label={t('login.ivaResponsible')} {...form.checkbox('ivaResponsible')} />
      <CheckboxField label={t('login.electronicBiller')} {...form.checkbox('electronicBiller')} />
    </>
  );
}
