import {
  type Appointment,
  cancelAppointmentRequestSchema,
  type MoveAppointmentRequest,
  moveAppointmentRequestSchema,
} from '@facturo/sdk/schemas';
import { validate } from '@facturo/sdk/validation';
import { Alert, Button, SelectField, TextField, useForm } from '@facturo/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { useScheduleActions } from '../../../data/clinic-schedule.queries';
import { useLocale, useT } from '../../../services/services-context';
import { Badge } from '../../../ui/badge';
import { DateField } from '../../../ui/date-field';
import * as fields from '../../../ui/form-layout.css';
import { formatShortDate } from '../../../ui/format';
import { DetailsList } from '../../../ui/page-header';
import { TimeField } from '../../../ui/time-field';
import { patientProfilePath } from '../patients/patients-page';
import { STATUS_TONES, timeOf } from '../shared/clinic-format';
import { FormButtons, FormError } from '../shared/form-parts';
import { DURATIONS, slotFieldErrors, startsAtOf } from './booking-form';

function MoveForm({
  clinicId,
  appointment,
  onDone,
}: {
  clinicId: string;
  appointment: Appointment;
  onDone: () => void;
}) {
  const t = useT();
  const { move } = useScheduleActions(clinicId);
  const form = useForm<Record<string, string>, MoveAppointmentRequest>(
    {
      date: appointment.date,
      time: timeOf(appointment.startsAt),
      durationMinutes: String(appointment.durationMinutes),
      reason: '',
    },
    {
      validate: (values, translate) =>
        validate(
          moveAppointmentRequestSchema,
          {
            startsAt: startsAtOf(values.date ?? '', values.time ?? '') || undefined,
            durationMinutes: Number(values.durationMinutes),
            reason: values.reason,
          },
          translate,
        ),
      onSubmit: async (input) => {
        await move.mutateAsync({ id: appointment.id, input });
        onDone();
      },
      mapErrors: slotFieldErrors,
    },
    { t },
  );
  return (
    <form className={fields.form} onSubmit={form.submit} noValidate>
      <FormError message={form.formError} />
      <div className={fields.row}>
        <DateField label={t('clinic.newDate')} {...form.field('date')} />
        <TimeField label={t('clinic.newTime')} stepMinutes={5} {...form.field('time')} />
        <SelectField
          label={t('clinic.duration')}
          options={[...new Set([...DURATIONS, appointment.durationMinutes])]
            .sort((a, b) => a - b)
            .map((minutes) => ({ value: String(minutes), label: t('clinic.minutes', { count: minutes }) }))}
          {...form.field('durationMinutes')}
        />
      </div>
      <TextField label={t('clinic.moveReason')} required {...form.field('reason')} />
      <FormButtons submitLabel={t('clinic.move')} busy={form.submitting} onCancel={onDone} />
    </form>
  );
}

function CancelForm({
  clinicId,
  appointment,
  onDone,
}: {
  clinicId: string;
  appointment: Appointment;
  onDone: () => void;
}) {
  const t = useT();
  const { cancel } = useScheduleActions(clinicId);
  const form = useForm(
    { reason: '' },
    {
      validate: (values, translate) => validate(cancelAppointmentRequestSchema, values, translate),
      onSubmit: async ({ reason }) => {
        await cancel.mutateAsync({ id: appointment.id, reason });
        onDone();
      },
    },
    { t },
  );
  return (
    <form className={fields.form} onSubmit={form.submit} noValidate>
      <FormError message={form.formError} />
      <TextField label={t('clinic.cancelReason')} required {...form.field('reason')} />
      <FormButtons
        submitLabel={t('clinic.cancelAppointment')}
        busy={form.submitting}
        onCancel={onDone}
        cancelLabel={t('common.back')}
        danger
      />
    </form>
  );
}

/** Props of {@link AppointmentDetail}. */
export interface AppointmentDetailProps {
  clinicId: string;
  appointment: Appointment;
  canChange: boolean;
  onClose: () => void;
}

/** An appointment's details and what can be done with it: confirm, move or cancel (with a reason), no-show. */
export function AppointmentDetail({ clinicId, appointment, canChange, onClose }: AppointmentDetailProps) {
  const t = useT();
  const locale = useLocale();
  const { setStatus } = useScheduleActions(clinicId);
  const [mode, setMode] = useState<'view' | 'move' | 'cancel'>('view');
  const active = appointment.status === 'scheduled' || appointment.status === 'confirmed';
  const started = new Date(appointment.startsAt).getTime() <= Date.now();
  if (mode === 'move') return <MoveForm clinicId={clinicId} appointment={appointment} onDone={onClose} />;
  if (mode === 'cancel') return <CancelForm clinicId={clinicId} appointment={appointment} onDone={onClose} />;
  return (
    <div className={fields.form}>
      {setStatus.error ? (
        <Alert tone="danger" role="alert">
          {(setStatus.error as Error).message}
        </Alert>
      ) : null}
      <DetailsList
        items={[
          {
            label: t('clinic.patient'),
            value: <Link to={patientProfilePath(appointment.patientId)}>{appointment.patientName}</Link>,
          },
          { label: t('clinic.professional'), value: appointment.professionalName },
          {
            label: t('clinic.when'),
            value: `${formatShortDate(appointment.date, locale)}, ${timeOf(appointment.startsAt)}–${timeOf(appointment.endsAt)}`,
          },
          {
            label: t('clinic.status'),
            value: (
              <Badge tone={STATUS_TONES[appointment.status]}>
                {t(`clinic.status_${appointment.status}`)}
              </Badge>
            ),
          },
          { label: t('clinic.notes'), value: appointment.cancellationReason ?? appointment.notes ?? '—' },
        ]}
      />
      {canChange && active ? (
        <div className={fields.actions}>
          {appointment.status === 'scheduled' ? (
            <Button
              busy={setStatus.isPending}
              onClick={() =>
                setStatus.mutate({ id: appointment.id, status: 'confirmed' }, { onSuccess: onClose })
              }
            >
              {t('clinic.confirm')}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={() => setMode('move')}>
            {t('clinic.move')}
          </Button>
          {started ? (
            <Button
              variant="secondary"
              onClick={() =>
                setStatus.mutate({ id: appointment.id, status: 'no_show' }, { onSuccess: onClose })
              }
            >
              {t('clinic.markNoShow')}
            </Button>
          ) : null}
          <Button variant="danger" onClick={() => setMode('cancel')}>
            {t('clinic.cancelAppointment')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
