import { type ScheduleLock, type ScheduleLockRequest, scheduleLockRequestSchema } from '@facturo/sdk/schemas';
import { validate } from '@facturo/sdk/validation';
import { Alert, EmptyState, ErrorState, LoadingState, SelectField, TextField, useForm } from '@facturo/ui';
import { useState } from 'react';
import { useProfessionals } from '../../../data/clinic-patients.queries';
import { useScheduleActions, useScheduleLocks } from '../../../data/clinic-schedule.queries';
import { useLocale, useSession, useT } from '../../../services/services-context';
import { Card } from '../../../ui/card';
import { DateField } from '../../../ui/date-field';
import * as fields from '../../../ui/form-layout.css';
import { formatShortDate } from '../../../ui/format';
import { IconLock } from '../../../ui/icons';
import { PageHeader } from '../../../ui/page-header';
import { TimeField } from '../../../ui/time-field';
import { startsAtOf } from '../appointments/booking-form';
import * as styles from '../shared/clinic.css';
import { timeOf } from '../shared/clinic-format';
import { ClinicGate, useClinicPermissions } from '../shared/clinic-gate';
import { ClinicTable } from '../shared/clinic-table';
import { FormButtons, FormError, RemoveButton } from '../shared/form-parts';
import { AffectedAppointments } from './affected-appointments';

const WHOLE_CLINIC = '';

function LockForm({
  clinicId,
  choices,
  onLocked,
}: {
  clinicId: string;
  choices: { value: string; label: string }[];
  onLocked: (lock: ScheduleLock) => void;
}) {
  const t = useT();
  const { lock } = useScheduleActions(clinicId);
  const empty = {
    professionalId: choices[0]?.value ?? WHOLE_CLINIC,
    startDate: '',
    startTime: '',
    endDate: '',
    endTime: '',
    reason: '',
  };
  const form = useForm<typeof empty, ScheduleLockRequest>(
    empty,
    {
      validate: (values, translate) =>
        validate(
          scheduleLockRequestSchema,
          {
            professionalId: values.professionalId || undefined,
            startsAt: startsAtOf(values.startDate, values.startTime) || undefined,
            endsAt: startsAtOf(values.endDate, values.endTime) || undefined,
            reason: values.reason,
          },
          translate,
        ),
      onSubmit: async (request) => {
        onLocked(await lock.mutateAsync(request));
        form.reset(empty);
      },
      mapErrors: ({ startsAt, endsAt, ...rest }) => ({
        ...rest,
        ...(startsAt ? { startTime: startsAt } : {}),
        ...(endsAt ? { endTime: endsAt } : {}),
      }),
    },
    { t },
  );
  return (
    <form className={fields.form} onSubmit={form.submit} noValidate>
      <FormError message={form.formError} />
      <SelectField label={t('clinic.lockScope')} options={choices} {...form.field('professionalId')} />
      <div className={fields.row}>
        <DateField label={t('clinic.lockStartDate')} required {...form.field('startDate')} />
        <TimeField label={t('clinic.lockStartTime')} stepMinutes={5} required {...form.field('startTime')} />
      </div>
      <div className={fields.row}>
        <DateField label={t('clinic.lockEndDate')} required {...form.field('endDate')} />
        <TimeField label={t('clinic.lockEndTime')} stepMinutes={5} required {...form.field('endTime')} />
      </div>
      <TextField
        label={t('clinic.lockReason')}
        required
        hint={t('clinic.lockReasonHint')}
        {...form.field('reason')}
      />
      <FormButtons submitLabel={t('clinic.lock')} busy={form.submitting} />
    </form>
  );
}

function Locks({ clinicId }: { clinicId: string }) {
  const t = useT();
  const locale = useLocale();
  const session = useSession();
  const can = useClinicPermissions(clinicId);
  const myId = (session.userData as { id?: string } | null)?.id ?? '';
  const professionals = useProfessionals(clinicId);
  const locks = useScheduleLocks(clinicId, {});
  const { unlock } = useScheduleActions(clinicId);
  const [created, setCreated] = useState<ScheduleLock | null>(null);
  // Owners and admins (who manage closure days) lock anyone or the whole clinic; a clinician, their own agenda.
  const authority = can('create', 'Holiday');
  const mayLift = (lock: ScheduleLock) =>
    can('delete', 'ScheduleLock') && (authority || lock.professionalId === myId);
  const choices = [
    ...(authority ? [{ value: WHOLE_CLINIC, label: t('clinic.wholeClinic') }] : []),
    ...(professionals.data ?? [])
      .filter((professional) => authority || professional.userId === myId)
      .map((professional) => ({ value: professional.userId, label: professional.fullName })),
  ];
  const when = (value: string) => `${formatShortDate(value, locale)} ${timeOf(value)}`;
  return (
    <>
      <PageHeader title={t('nav.scheduleLock')} subtitle={t('clinic.locksSubtitle')} />
      <div className={styles.fieldset}>
        {can('create', 'ScheduleLock') && choices.length && !professionals.isPending ? (
          <Card title={t('clinic.newLock')}>
            <div className={styles.fieldset}>
              <LockForm clinicId={clinicId} choices={choices} onLocked={setCreated} />
              {created ? <AffectedAppointments appointments={created.affectedAppointments} /> : null}
            </div>
          </Card>
        ) : null}
        <Card title={t('clinic.upcomingLocks')}>
          {unlock.error ? (
            <Alert tone="danger" role="alert">
              {(unlock.error as Error).message}
            </Alert>
          ) : null}
          {locks.isPending ? <LoadingState /> : null}
          {locks.isError ? <ErrorState error={locks.error} onRetry={() => void locks.refetch()} /> : null}
          {locks.data?.length === 0 ? (
            <EmptyState icon={<IconLock size={28} />} title={t('clinic.noLocks')} />
          ) : null}
          {locks.data?.length ? (
            <ClinicTable
              rows={locks.data}
              rowKey={(lock) => lock.id}
              columns={[
                {
                  header: t('clinic.lockScope'),
                  cell: (lock) => lock.professionalName ?? t('clinic.wholeClinic'),
                },
                { header: t('clinic.from'), nowrap: true, cell: (lock) => when(lock.startsAt) },
                { header: t('clinic.to'), nowrap: true, cell: (lock) => when(lock.endsAt) },
                { header: t('clinic.lockReason'), cell: (lock) => lock.reason },
                { header: t('clinic.toReschedule'), cell: (lock) => lock.affectedAppointments.length },
                {
                  header: t('portal.actions'),
                  cell: (lock) =>
                    mayLift(lock) ? (
                      <RemoveButton
                        label={t('clinic.liftLock', { reason: lock.reason })}
                        onClick={() => unlock.mutate(lock.id)}
                      />
                    ) : null,
                },
              ]}
            />
          ) : null}
        </Card>
      </div>
    </>
  );
}

/** `/schedule-lock`: block a professional's or the clinic's time; what it leaves to reschedule is listed. */
export function ScheduleLocksPage() {
  return <ClinicGate>{(clinic) => <Locks clinicId={clinic.id} />}</ClinicGate>;
}
