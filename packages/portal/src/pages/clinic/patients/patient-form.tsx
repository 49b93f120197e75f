import {
  HEALTH_DOCUMENT_TYPE_CODES,
  HEALTH_DOCUMENT_TYPES,
  HEALTH_REGIME_NAMES,
  HEALTH_REGIMES,
  localizedText,
  PATIENT_SEXES,
} from '@facturo/sdk/co';
import { CIVIL_STATUSES, type Patient, patientInputSchema } from '@facturo/sdk/schemas';
import { validate } from '@facturo/sdk/validation';
import { FieldMessages, SelectField, TextField, useForm } from '@facturo/ui';
import { AddressFields } from '../../../forms/address-fields';
import { useLocale, useT } from '../../../services/services-context';
import { DateField } from '../../../ui/date-field';
import * as fields from '../../../ui/form-layout.css';
import * as styles from '../shared/clinic.css';
import { FormButtons, FormError } from '../shared/form-parts';
import {
  EMPTY_PATIENT,
  type PatientValues,
  patientFieldErrors,
  patientRequestOf,
  patientValuesOf,
} from './patient-values';

/** Props of {@link PatientForm}. */
export interface PatientFormProps {
  /** The stored patient when editing; a new registration otherwise. */
  patient?: Patient;
  /** Sends the request (already checked with the sdk's schema); an API error shows on the form. */
  onSubmit: (request: Record<string, unknown>) => Promise<unknown>;
  onCancel?: () => void;
}

/**
 * A patient's registration or update: identification with the health system's document types,
 * names, birth date, sex, civil status and occupation, contact, a DIVIPOLA address, EPS and regime,
 * an emergency contact and a companion.
 */
export function PatientForm({ patient, onSubmit, onCancel }: PatientFormProps) {
  const t = useT();
  const locale = useLocale();
  const form = useForm<PatientValues, Record<string, unknown>>(
    patient ? patientValuesOf(patient) : EMPTY_PATIENT,
    {
      validate: (values, translate) => {
        const request = patientRequestOf(values);
        const result = validate(patientInputSchema, request, translate);
        return result.success ? { success: true, data: request } : result;
      },
      onSubmit,
      mapErrors: patientFieldErrors,
    },
    { t },
  );
  const uninsured = form.values.regime === 'uninsured';
  return (
    <form className={fields.form} onSubmit={form.submit} noValidate>
      <FormError message={form.formError} />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('clinic.identification')}</legend>
        <div className={fields.row}>
          <SelectField
            label={t('clinic.documentType')}
            options={HEALTH_DOCUMENT_TYPE_CODES.map((code) => ({
              value: code,
              label: `${code} · ${localizedText(HEALTH_DOCUMENT_TYPES[code].name, locale)}`,
            }))}
            {...form.field('documentType')}
          />
          <TextField
            label={t('clinic.documentNumber')}
            autoComplete="off"
            required
            {...form.field('documentNumber')}
          />
        </div>
        <div className={fields.row}>
          <TextField label={t('clinic.firstName')} autoComplete="off" required {...form.field('firstName')} />
          <TextField
            label={t('clinic.secondName')}
            autoComplete="off"
            optional
            {...form.field('secondName')}
          />
        </div>
        <div className={fields.row}>
          <TextField
            label={t('clinic.firstSurname')}
            autoComplete="off"
            required
            {...form.field('firstSurname')}
          />
          <TextField
            label={t('clinic.secondSurname')}
            autoComplete="off"
            optional
            {...form.field('secondSurname')}
          />
        </div>
        <div className={fields.row}>
          <DateField label={t('clinic.birthdate')} required {...form.field('birthdate')} />
          <SelectField
            label={t('clinic.sex')}
            placeholder={t('portal.choose')}
            options={PATIENT_SEXES.map((sex) => ({ value: sex, label: t(`clinic.sex_${sex}`) }))}
            {...form.field('sex')}
          />
        </div>
        <div className={fields.row}>
          <SelectField
            label={t('clinic.civilStatus')}
            placeholder={t('portal.choose')}
            options={CIVIL_STATUSES.map((status) => ({
              value: status,
              label: t(`clinic.civilStatus_${status}`),
            }))}
            {...form.field('civilStatus')}
          />
          <TextField
            label={t('clinic.occupation')}
            autoComplete="off"
            optional
            {...form.field('occupation')}
          />
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('clinic.contactAndAddress')}</legend>
        <div className={fields.row}>
          <TextField
            label={t('clinic.phone')}
            type="tel"
            autoComplete="off"
            optional
            {...form.field('phone')}
          />
          <TextField
            label={t('clinic.email')}
            type="email"
            autoComplete="off"
            optional
            {...form.field('email')}
          />
        </div>
        <AddressFields form={form} />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('clinic.insurance')}</legend>
        <div className={fields.row}>
          <SelectField
            label={t('clinic.regime')}
            options={HEALTH_REGIMES.map((regime) => ({
              value: regime,
              label: localizedText(HEALTH_REGIME_NAMES[regime], locale),
            }))}
            {...form.field('regime')}
          />
          <TextField
            label={t('clinic.insurerName')}
            disabled={uninsured}
            hint={t('clinic.insurerNameHint')}
            {...form.field('insurerName')}
          />
          <TextField
            label={t('clinic.insurerCode')}
            disabled={uninsured}
            optional
            {...form.field('insurerCode')}
          />
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('clinic.emergencyContact')}</legend>
        <div className={fields.row}>
          <TextField
            label={t('clinic.emergencyName')}
            autoComplete="off"
            optional
            {...form.field('emergencyName')}
          />
          <TextField
            label={t('clinic.emergencyRelationship')}
            autoComplete="off"
            optional
            {...form.field('emergencyRelationship')}
          />
          <TextField
            label={t('clinic.emergencyPhone')}
            type="tel"
            autoComplete="off"
            optional
            {...form.field('emergencyPhone')}
          />
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('clinic.companion')}</legend>
        <FieldMessages hint={t('clinic.companionHint')} />
        <div className={fields.row}>
          <TextField
            label={t('clinic.companionName')}
            autoComplete="off"
            optional
            {...form.field('companionName')}
          />
          <TextField
            label={t('clinic.companionPhone')}
            type="tel"
            autoComplete="off"
            optional
            {...form.field('companionPhone')}
          />
        </div>
      </fieldset>
      <FormButtons
        submitLabel={patient ? t('common.save') : t('clinic.registerPatient')}
        busy={form.submitting}
        {...(onCancel ? { onCancel } : {})}
      />
    </form>
  );
}
