import {
  type Admission,
  type CreateAdmissionRequest,
  createAdmissionRequestSchema,
  dateInBogota,
  PAYER_TYPES,
  type Patient,
  type Professional,
  validate,
} from '@facturo/sdk';
import { useT } from '../../../app/services-context';
import { useAppointments, useScheduleActions } from '../../../data/clinic-schedule.queries';
import { SelectField, TextField } from '../../../ui/field';
import * as fields from '../../../ui/field.css';
import { useForm } from '../../../ui/use-form';
import { timeOf } from '../shared/clinic-format';
import { FormButtons, FormError } from '../shared/form-parts';
import { PatientPicker } from '../shared/patient-picker';

interface AdmissionValues {
  patientId: string;
  appointmentId: string;
  professionalId: string;
  reason: string;
  payerType: string;
  payerName: string;
  [key: string]: unknown;
}

/** Props of {@link AdmissionForm}. */
export interface AdmissionFormProps {
  clinicId: string;
  professionals: readonly Professional[];
  patient?: Patient | null;
  onAdmitted: (admission: Admission) => void;
  onCancel: () => void;
}

const WALK_IN = '';

/**
 * Admits a patient: for one of their appointments today, or as a walk-in with a professional; the
 * reason for the visit and who pays. The visit's history entry opens for the professional.
 */
export function AdmissionForm({
  clinicId,
  professionals,
  patient,
  onAdmitted,
  onCancel,
}: AdmissionFormProps) {
  const t = useT();
  const { admit } = useScheduleActions(clinicId);
  const form = useForm<AdmissionValues, CreateAdmissionRequest>(
    {
      patientId: patient?.id ?? '',
      appointmentId: WALK_IN,
      professionalId: '',
      reason: '',
      payerType: 'eps',
      payerName: '',
    },
    {
      validate: (values, translate) =>
        validate(
          createAdmissionRequestSchema,
          {
            patientId: values.patientId || undefined,
            appointmentId: values.appointmentId || undefined,
            professionalId: values.appointmentId ? undefined : values.professionalId || undefined,
            reason: values.reason,
            payer: { type: values.payerType, name: values.payerName.trim() || undefined },
          },
          translate,
        ),
      onSubmit: async (request) => onAdmitted(await admit.mutateAsync(request)),
      mapErrors: (errors) => {
        const { 'payer.type': payerType, 'payer.name': payerName, ...rest } = errors;
        return { ...rest, ...(payerType ? { payerType } : {}), ...(payerName ? { payerName } : {}) };
      },
    },
  );
  const today = dateInBogota();
  const todays = useAppointments(
    clinicId,
    { patientId: form.values.patientId, from: today, to: today },
    form.values.patientId !== '',
  );
  const active = (todays.data?.items ?? []).filter(
    (item) => item.status === 'scheduled' || item.status === 'confirmed',
  );
  return (
    <form className={fields.form} onSubmit={form.submit} noValidate>
      <FormError message={form.formError} />
      <PatientPicker
        clinicId={clinicId}
        value={form.values.patientId}
        initial={patient ?? null}
        errors={form.errors.patientId}
        onChange={(chosen) => {
          form.set('patientId', chosen?.id ?? '');
          form.set('appointmentId', WALK_IN);
        }}
      />
      <SelectField
        label={t('clinic.arrivalFor')}
        options={[
          ...active.map((item) => ({
            value: item.id,
            label: t('clinic.appointmentAt', { time: timeOf(item.startsAt), name: item.professionalName }),
          })),
          { value: WALK_IN, label: t('clinic.walkIn') },
        ]}
        {...form.field('appointmentId')}
      />
      {form.values.appointmentId === WALK_IN ? (
        <SelectField
          label={t('clinic.professional')}
          placeholder={t('portal.choose')}
          options={professionals.map((professional) => ({
            value: professional.userId,
            label: professional.fullName,
          }))}
          {...form.field('professionalId')}
        />
      ) : null}
      <TextField
        label={t('clinic.visitReason')}
        required
        hint={t('clinic.visitReasonHint')}
        {...form.field('reason')}
      />
      <div className={fields.row}>
        <SelectField
          label={t('clinic.payer')}
          options={PAYER_TYPES.map((type) => ({ value: type, label: t(`clinic.payer_${type}`) }))}
          {...form.field('payerType')}
        />
        <TextField
          label={t('clinic.payerName')}
          optional
          hint={t('clinic.payerNameHint')}
          {...form.field('payerName')}
        />
      </div>
      <FormButtons submitLabel={t('clinic.admit')} busy={form.submitting} onCancel={onCancel} />
    </form>
  );
}
