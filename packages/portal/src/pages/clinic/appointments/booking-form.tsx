import {
  APPOINTMENT_DURATION,
  type CreateAppointmentRequest,
  createAppointmentRequestSchema,
  type Patient,
  type Professional,
} from '@facturo/sdk/schemas';
import { type FieldErrors, validate } from '@facturo/sdk/validation';
import { SelectField, TextField, useForm } from '@facturo/ui';
import { useScheduleActions } from '../../../data/clinic-schedule.queries';
import { useT } from '../../../services/services-context';
import { DateField } from '../../../ui/date-field';
import * as fields from '../../../ui/form-layout.css';
import { TimeField } from '../../../ui/time-field';
import { FormButtons, FormError } from '../shared/form-parts';
import { PatientPicker } from '../shared/patient-picker';

/** Durations offered in the form (any multiple of 5 up to 8 hours is valid for the API). */
export const DURATIONS = [15, 20, 30, 45, 60, 90, 120] as const;

/** The instant a date and a time in Colombia make, or `''` while either is missing. */
export const startsAtOf = (date: string, time: string) => (date && time ? `${date}T${time}:00-05:00` : '');

/** API and schema errors on `startsAt` belong to the form's date and time fields. */
export const slotFieldErrors = (errors: FieldErrors): FieldErrors => {
  const { startsAt, ...rest } = errors;
  return startsAt ? { ...rest, time: startsAt } : rest;
};

interface BookingValues {
  patientId: string;
  professionalId: string;
  date: string;
  time: string;
  durationMinutes: string;
  notes: string;
  [key: string]: unknown;
}

/** Props of {@link BookingForm}. */
export interface BookingFormProps {
  clinicId: string;
  professionals: readonly Professional[];
  initial: { professionalId: string; date: string; patient?: Patient | null };
  onBooked: () => void;
  onCancel: () => void;
}

/**
 * Books an appointment: patient, professional, date, time and duration. Festivos, closure days,
 * schedule locks and double booking are refused by the API, whose message shows above the form.
 */
export function BookingForm({ clinicId, professionals, initial, onBooked, onCancel }: BookingFormProps) {
  const t = useT();
  const { book } = useScheduleActions(clinicId);
  const form = useForm<BookingValues, CreateAppointmentRequest>(
    {
      patientId: initial.patient?.id ?? '',
      professionalId: initial.professionalId,
      date: initial.date,
      time: '',
      durationMinutes: '30',
      notes: '',
    },
    {
      validate: (values, translate) =>
        validate(
          createAppointmentRequestSchema,
          {
            patientId: values.patientId || undefined,
            professionalId: values.professionalId || undefined,
            startsAt: startsAtOf(values.date, values.time) || undefined,
            durationMinutes: Number(values.durationMinutes),
            notes: values.notes,
          },
          translate,
        ),
      onSubmit: async (request) => {
        await book.mutateAsync(request);
        onBooked();
      },
      mapErrors: slotFieldErrors,
    },
    { t },
  );
  return (
    <form className={fields.form} onSubmit={form.submit} noValidate>
      <FormError message={form.formError} />
      <PatientPicker
        clinicId={clinicId}
        value={form.values.patientId}
        initial={initial.patient ?? null}
        errors={form.errors.patientId}
        onChange={(patient) => form.set('patientId', patient?.id ?? '')}
      />
      <SelectField
        label={t('clinic.professional')}
        placeholder={t('portal.choose')}
        options={professionals.map((professional) => ({
          value: professional.userId,
          label: professional.fullName,
        }))}
        {...form.field('professionalId')}
      />
      <div className={fields.row}>
        <DateField label={t('clinic.date')} required {...form.field('date')} />
        <TimeField
          label={t('clinic.time')}
          stepMinutes={5}
          required
          hint={t('clinic.timeHint')}
          {...form.field('time')}
        />
        <SelectField
          label={t('clinic.duration')}
          options={DURATIONS.filter((minutes) => minutes <= APPOINTMENT_DURATION.max).map((minutes) => ({
            value: String(minutes),
            label: t('clinic.minutes', { count: minutes }),
          }))}
          {...form.field('durationMinutes')}
        />
      </div>
      <TextField label={t('clinic.notes')} optional hint={t('clinic.notesHint')} {...form.field('notes')} />
      <FormButtons submitLabel={t('clinic.book')} busy={form.submitting} onCancel={onCancel} />
    </form>
  );
}
