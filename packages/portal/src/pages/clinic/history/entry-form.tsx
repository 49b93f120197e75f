import { COMMON_CIE10_CODES, isCie10Code, localizedText, normalizeCie10 } from '@facturo/sdk/co';
import {
  DIAGNOSIS_TYPES,
  type DiagnosisInput,
  MAX_DIAGNOSES,
  type SignHistoryEntryRequest,
  signHistoryEntryRequestSchema,
} from '@facturo/sdk/schemas';
import { validate } from '@facturo/sdk/validation';
import { Alert, Button, FieldMessages, SelectField, TextAreaField, TextField, useForm } from '@facturo/ui';
import { useId } from 'react';
import { useLocale, useT } from '../../../services/services-context';
import * as fields from '../../../ui/form-layout.css';
import { IconPlus, IconTrash } from '../../../ui/icons';
import * as styles from '../shared/clinic.css';
import { FormButtons, FormError } from '../shared/form-parts';

interface EntryValues {
  reason: string;
  currentIllness: string;
  pastHistory: string;
  physicalExam: string;
  diagnoses: DiagnosisInput[];
  plan: string;
  [key: string]: unknown;
}

const EMPTY_DIAGNOSIS: DiagnosisInput = { code: '', description: '', type: 'presumptive' };

/** Props of {@link EntryForm}. */
export interface EntryFormProps {
  /** Text to start the reason with (the reason given at admission). */
  initialReason?: string;
  submitLabel: string;
  onSubmit: (request: SignHistoryEntryRequest) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * Writes a consultation: reason, current illness, past history, physical exam, CIE-10 diagnoses
 * (frequent codes suggested as you type) and plan. What is submitted is signed at once and never
 * changes again, which the form says before the button.
 */
export function EntryForm({ initialReason = '', submitLabel, onSubmit, onCancel }: EntryFormProps) {
  const t = useT();
  const locale = useLocale();
  const listId = useId();
  const form = useForm<EntryValues, SignHistoryEntryRequest>(
    {
      reason: initialReason,
      currentIllness: '',
      pastHistory: '',
      physicalExam: '',
      diagnoses: [EMPTY_DIAGNOSIS],
      plan: '',
    },
    {
      validate: (values, translate) => validate(signHistoryEntryRequestSchema, values, translate),
      onSubmit,
    },
    { t },
  );
  const diagnoses = form.values.diagnoses;
  const setDiagnosis = (index: number, change: Partial<DiagnosisInput>) => {
    const next = diagnoses.map((diagnosis, position) =>
      position === index ? { ...diagnosis, ...change } : diagnosis,
    );
    // A frequent code fills in its title, unless the professional already wrote one.
    const code = change.code === undefined ? undefined : normalizeCie10(change.code);
    const known =
      code && isCie10Code(code) ? COMMON_CIE10_CODES.find((item) => item.code === code) : undefined;
    const current = next[index];
    if (known && current && !current.description)
      next[index] = { ...current, description: localizedText(known.name, locale) };
    form.set('diagnoses', next);
  };
  return (
    <form className={fields.form} onSubmit={form.submit} noValidate>
      <FormError message={form.formError} />
      <TextField label={t('clinic.reason')} required {...form.field('reason')} />
      <TextAreaField label={t('clinic.currentIllness')} required rows={4} {...form.field('currentIllness')} />
      <TextAreaField
        label={t('clinic.pastHistory')}
        optional
        rows={3}
        hint={t('clinic.pastHistoryHint')}
        {...form.field('pastHistory')}
      />
      <TextAreaField label={t('clinic.physicalExam')} optional rows={3} {...form.field('physicalExam')} />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('clinic.diagnoses')}</legend>
        <FieldMessages errors={form.errors.diagnoses} />
        <datalist id={listId}>
          {COMMON_CIE10_CODES.map((item) => (
            <option key={item.code} value={item.code} label={localizedText(item.name, locale)} />
          ))}
        </datalist>
        {diagnoses.map((diagnosis, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; their position is their identity.
          <div key={index} className={fields.row}>
            <TextField
              label={t('clinic.diagnosisCode', { number: index + 1 })}
              list={listId}
              hint={index === 0 ? t('clinic.diagnosisCodeHint') : undefined}
              value={diagnosis.code}
              errors={form.errors[`diagnoses.${index}.code`]}
              onValueChange={(code) => setDiagnosis(index, { code })}
            />
            <TextField
              label={t('clinic.diagnosisDescription', { number: index + 1 })}
              value={diagnosis.description}
              errors={form.errors[`diagnoses.${index}.description`]}
              onValueChange={(description) => setDiagnosis(index, { description })}
            />
            <SelectField
              label={t('clinic.diagnosisType', { number: index + 1 })}
              options={DIAGNOSIS_TYPES.map((type) => ({ value: type, label: t(`clinic.diagnosis_${type}`) }))}
              value={diagnosis.type}
              onValueChange={(type) => setDiagnosis(index, { type: type as DiagnosisInput['type'] })}
            />
            {diagnoses.length > 1 ? (
              <Button
                variant="ghost"
                iconOnly
                aria-label={t('clinic.removeDiagnosis', { number: index + 1 })}
                onClick={() =>
                  form.set(
                    'diagnoses',
                    diagnoses.filter((_item, position) => position !== index),
                  )
                }
              >
                <IconTrash size={18} aria-hidden="true" />
              </Button>
            ) : null}
          </div>
        ))}
        {diagnoses.length < MAX_DIAGNOSES ? (
          <div>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => form.set('diagnoses', [...diagnoses, EMPTY_DIAGNOSIS])}
            >
              <IconPlus size={16} aria-hidden="true" />
              {t('clinic.addDiagnosis')}
            </Button>
          </div>
        ) : null}
      </fieldset>
      <TextAreaField label={t('clinic.plan')} required rows={4} {...form.field('plan')} />
      <Alert tone="warning" live={false}>
        {t('clinic.signWarning')}
      </Alert>
      <FormButtons submitLabel={submitLabel} busy={form.submitting} onCancel={onCancel} />
    </form>
  );
}
