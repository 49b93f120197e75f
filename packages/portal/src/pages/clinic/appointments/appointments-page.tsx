import { addDays, dateInBogota, isIsoDate, parseIsoDate } from '@facturo/sdk/co';
import { type Appointment, agendaWeek } from '@facturo/sdk/schemas';
import { Button, EmptyState, ErrorState, LoadingState, SelectField } from '@facturo/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePatient, useProfessionals } from '../../../data/clinic-patients.queries';
import {
  useAgendaAppointments,
  useClosedDays,
  useScheduleLocks,
} from '../../../data/clinic-schedule.queries';
import { useT } from '../../../services/services-context';
import { DateField } from '../../../ui/date-field';
import { IconChevronLeft, IconChevronRight, IconPlus, IconUsers } from '../../../ui/icons';
import { PageHeader } from '../../../ui/page-header';
import * as styles from '../shared/clinic.css';
import { ClinicDialog } from '../shared/clinic-dialog';
import { ClinicGate, useClinicPermissions } from '../shared/clinic-gate';
import { Segmented } from '../shared/segmented';
import { Agenda } from './agenda';
import { AppointmentDetail } from './appointment-detail';
import { BookingForm } from './booking-form';

type View = 'day' | 'week';

function AgendaPage({ clinicId }: { clinicId: string }) {
  const t = useT();
  const can = useClinicPermissions(clinicId);
  const [params, setParams] = useSearchParams();
  const professionals = useProfessionals(clinicId);
  const [view, setView] = useState<View>('week');
  const [date, setDate] = useState(dateInBogota());
  const [booking, setBooking] = useState(Boolean(params.get('patient')));
  const [open, setOpen] = useState<Appointment | null>(null);
  const professionalId = params.get('professional') ?? professionals.data?.[0]?.userId ?? '';
  const range = view === 'week' ? agendaWeek(date) : { from: date, to: date };
  const appointments = useAgendaAppointments(clinicId, { ...range, professionalId }, professionalId !== '');
  const years = [...new Set([parseIsoDate(range.from).year, parseIsoDate(range.to).year])];
  const closedThisYear = useClosedDays(clinicId, years[0] as number);
  const closedNextYear = useClosedDays(clinicId, years[1] ?? (years[0] as number));
  const locks = useScheduleLocks(clinicId, { ...range, professionalId }, professionalId !== '');
  const preselected = usePatient(clinicId, params.get('patient') ?? '');
  const step = view === 'week' ? 7 : 1;
  // Opened from a patient's profile: the form starts with that patient once they are loaded.
  const waitingForPatient = Boolean(params.get('patient')) && preselected.isPending;

  if (professionals.isPending) return <LoadingState />;
  if (professionals.isError)
    return <ErrorState error={professionals.error} onRetry={() => void professionals.refetch()} />;
  if (!professionals.data.length)
    return (
      <EmptyState icon={<IconUsers size={28} />} title={t('clinic.noProfessionals')}>
        {t('clinic.noProfessionalsText')}
      </EmptyState>
    );
  return (
    <>
      <PageHeader
        title={t('nav.appointments')}
        subtitle={t('clinic.agendaSubtitle')}
        actions={
          can('create', 'Appointment') ? (
            <Button onClick={() => setBooking(true)}>
              <IconPlus size={18} aria-hidden="true" />
              {t('clinic.bookAppointment')}
            </Button>
          ) : null
        }
      />
      <div className={`${styles.toolbar} ${styles.spaced}`}>
        <SelectField
          label={t('clinic.professional')}
          options={professionals.data.map((professional) => ({
            value: professional.userId,
            label: professional.fullName,
          }))}
          value={professionalId}
          onValueChange={(value) =>
            setParams((current) => ({ ...Object.fromEntries(current), professional: value }))
          }
        />
        <DateField
          label={t('clinic.date')}
          value={date}
          // A date being typed is not a day to show yet: the agenda moves once the date is whole.
          onValueChange={(value) => isIsoDate(value) && setDate(value)}
        />
        <Segmented
          label={t('clinic.view')}
          options={(['day', 'week'] as const).map((name) => ({
            value: name,
            label: t(`clinic.view_${name}`),
          }))}
          value={view}
          onChange={setView}
        />
        <div className={styles.pagerButtons}>
          <Button
            variant="secondary"
            size="sm"
            iconOnly
            aria-label={t(`clinic.previous_${view}`)}
            onClick={() => setDate(addDays(date, -step))}
          >
            <IconChevronLeft size={18} aria-hidden="true" />
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setDate(dateInBogota())}>
            {t('clinic.today')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            iconOnly
            aria-label={t(`clinic.next_${view}`)}
            onClick={() => setDate(addDays(date, step))}
          >
            <IconChevronRight size={18} aria-hidden="true" />
          </Button>
        </div>
      </div>
      {appointments.isError ? (
        <ErrorState error={appointments.error} onRetry={() => void appointments.refetch()} />
      ) : null}
      {appointments.isPending ? (
        <LoadingState />
      ) : (
        <Agenda
          from={range.from}
          to={range.to}
          appointments={appointments.data ?? []}
          closedDays={[
            ...(closedThisYear.data?.items ?? []),
            ...(years[1] ? (closedNextYear.data?.items ?? []) : []),
          ]}
          locks={locks.data ?? []}
          onOpen={setOpen}
        />
      )}
      <ClinicDialog open={booking} title={t('clinic.bookAppointment')} wide onClose={() => setBooking(false)}>
        {waitingForPatient ? (
          <LoadingState />
        ) : (
          <BookingForm
            clinicId={clinicId}
            professionals={professionals.data}
            initial={{ professionalId, date, patient: preselected.data ?? null }}
            onBooked={() => setBooking(false)}
            onCancel={() => setBooking(false)}
          />
        )}
      </ClinicDialog>
      <ClinicDialog open={open !== null} title={t('clinic.appointment')} onClose={() => setOpen(null)}>
        {open ? (
          <AppointmentDetail
            clinicId={clinicId}
            appointment={open}
            canChange={can('update', 'Appointment')}
            onClose={() => setOpen(null)}
          />
        ) : null}
      </ClinicDialog>
    </>
  );
}

/** `/appointments`: a professional's agenda by day or week; booking, confirming, moving and cancelling. */
export function AppointmentsPage() {
  return <ClinicGate>{(clinic) => <AgendaPage clinicId={clinic.id} />}</ClinicGate>;
}
