import { dateInBogota } from '@facturo/sdk/co';
import {
  type Admission,
  type CreateAdmissionRequest,
  createAdmissionRequestSchema,
  PAYER_TYPES,
  type Patient,
  type Professional,
  toBogotaDateTime,
} from '@facturo/sdk/schemas';
import { type FieldErrors, validate } from '@facturo/sdk/validation';
import { SelectField, TextField, useForm } from '@facturo/ui';
import { useState } from 'react';
import { useAppointments, useScheduleActions } from '../../../data/clinic-schedule.queries';
import { useT } from '../../../services/services-context';
import { DateField } from '../../../ui/date-field';
import * as fields from '../../../ui/form-layout.css';
import { TimeField } from '../../../ui/time-field';
import { startsAtOf } from '../appointments/booking-form';
import { timeOf } from '../shared/clinic-format';
import { FormButtons, FormError } from '../shared/form-parts';
import { PatientPicker } from '../shared/patient-picker';

interface AdmissionValues {
  patientId: string;
  appointmentId: string;
  professionalId: string;
  arrivalDate: string;
  arrivalTime: string;
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
 * The arrival to send: left as the form opened, the API's clock decides (a reception PC whose clock
 * runs ahead must not make "now" an arrival in the future); changed, exactly what was typed, in
 * Colombian time.
 */
function arrivalOf(values: AdmissionValues, opened: { date: string; time: string }): string | undefined {
  if (values.arrivalDate === opened.date && values.arrivalTime === opened.time) return undefined;
  return startsAtOf(values.arrivalDate, values.arrivalTime) || undefined;
}

/** "Required" on the arrival date or time left blank: the schema would read a blank as "now". */
function blankArrival(values: AdmissionValues, required: string): FieldErrors {
  return {
    ...(values.arrivalDate ? {} : { arrivalDate: [required] }),
    ...(values.arrivalTime ? {} : { arrivalTime: [required] }),
  };
}

/**
 * Admits a patient: when they arrived (now unless changed, in Colombian time), for one of their
 * appointments that day or as a walk-in with a professional, the reason for the visit and who pays.
 * The visit's history entry opens for the professional.
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
  const [opened] = useState(() => ({ date: dateInBogota(), time: timeOf(toBogotaDateTime(new Date())) }));
  const form = useForm<AdmissionValues, CreateAdmissionRequest>(
    {
      patientId: patient?.id ?? '',
      appointmentId: WALK_IN,
      professionalId: '',
      arrivalDate: opened.date,
      arrivalTime: opened.time,
      reason: '',
      payerType: 'eps',
      payerName: '',
    },
    {
      validate: (values, translate) => {
        const result = validate(
          createAdmissionRequestSchema,
          {
            patientId: values.patientId || undefined,
            appointmentId: values.appointmentId || undefined,
            professionalId: values.appointmentId ? undefined : values.professionalId || undefined,
            admittedAt: arrivalOf(values, opened),
            reason: values.reason,
            payer: { type: values.payerType, name: values.payerName.trim() || undefined },
          },
          translate,
        );
        const blank = blankArrival(values, translate('validation.required'));
        if (Object.keys(blank).length === 0) return result;
        return { success: false, fieldErrors: { ...(result.success ? {} : result.fieldErrors), ...blank } };
      },
      onSubmit: async (request) => onAdmitted(await admit.mutateAsync(request)),
      mapErrors: (errors) => {
        const { 'payer.type': payerType, 'payer.name': payerName, admittedAt, ...rest } = errors;
        return {
          ...rest,
          ...(admittedAt ? { arrivalTime: admittedAt } : {}),
          ...(payerType ? { payerType } : {}),
          ...(payerName ? { payerName } : {}),
        };
      },
    },
    { t },
  );
  // Only appointments of the arrival's date can be admitted (the API refuses any other day).
  const day = form.values.arrivalDate;
  const sameDay = useAppointments(
    clinicId,
    { patientId: form.values.patientId, from: day, to: day, pageSize: 100 },
    form.values.patientId !== '' && day !== '',
  );
  const active = (sameDay.data?.items ?? []).filter(
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
      <div className={fields.row}>
        <DateField
          label={t('clinic.arrivalDate')}
          required
          {...form.field('arrivalDate')}
          onValueChange={(value) => {
            form.set('arrivalDate', value);
            form.set('appointmentId', WALK_IN);
          }}
        />
        <TimeField
          label={t('clinic.arrivalTime')}
          required
          hint={t('clinic.arrivalTimeHint')}
          {...form.field('arrivalTime')}
        />
      </div>
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
