import type { Patient } from '@facturo/sdk/schemas';
import { Button, EmptyState, ErrorState, LoadingState } from '@facturo/ui';
import { useState } from 'react';
import { useHistoryActions, usePatientHistory } from '../../../data/clinic-history.queries';
import { useAdmissions, useAppointments } from '../../../data/clinic-schedule.queries';
import { FIRST_PAGE, type ListPosition } from '../../../data/list-position';
import { useLocale, useT } from '../../../services/services-context';
import { Badge } from '../../../ui/badge';
import { Card } from '../../../ui/card';
import { formatShortDate } from '../../../ui/format';
import { IconCalendarDue, IconFileText } from '../../../ui/icons';
import { admissionColumns } from '../admissions/admission-columns';
import { EntryCard } from '../history/entry-card';
import { EntryForm } from '../history/entry-form';
import * as styles from '../shared/clinic.css';
import { STATUS_TONES, timeOf } from '../shared/clinic-format';
import { ClinicTable } from '../shared/clinic-table';
import { Pager } from '../shared/pager';

/** The clinical-history timeline of a patient; a new signed entry for those who write clinical data. */
export function PatientHistory({
  clinicId,
  patient,
  canWrite,
}: {
  clinicId: string;
  patient: Patient;
  canWrite: boolean;
}) {
  const t = useT();
  const [page, setPage] = useState<ListPosition>(FIRST_PAGE);
  const [writing, setWriting] = useState(false);
  const history = usePatientHistory(clinicId, patient.id, page);
  const { create } = useHistoryActions(clinicId);
  return (
    <div className={styles.fieldset}>
      {canWrite ? (
        writing ? (
          <Card title={t('clinic.newEntry')} subtitle={patient.fullName}>
            <EntryForm
              submitLabel={t('clinic.signEntry')}
              onCancel={() => setWriting(false)}
              onSubmit={async (input) => {
                await create.mutateAsync({ patientId: patient.id, input });
                setWriting(false);
              }}
            />
          </Card>
        ) : (
          <div>
            <Button onClick={() => setWriting(true)}>{t('clinic.newEntry')}</Button>
          </div>
        )
      ) : null}
      {history.isPending ? <LoadingState /> : null}
      {history.isError ? <ErrorState error={history.error} onRetry={() => void history.refetch()} /> : null}
      {history.data?.total === 0 ? (
        <EmptyState icon={<IconFileText size={28} />} title={t('clinic.noEntries')} />
      ) : null}
      {history.data?.items.length ? (
        <>
          <ol className={styles.timeline} aria-label={t('clinic.historyTimeline')}>
            {history.data.items.map((entry) => (
              <li key={entry.id}>
                <EntryCard clinicId={clinicId} entry={entry} canWrite={canWrite} />
              </li>
            ))}
          </ol>
          <Pager
            page={history.data.page}
            nextCursor={history.data.nextCursor}
            prevCursor={history.data.prevCursor}
            pageSize={history.data.pageSize}
            total={history.data.total}
            onPage={setPage}
          />
        </>
      ) : null}
    </div>
  );
}

/** The patient's appointments, newest first, a page at a time. */
export function PatientAppointments({ clinicId, patientId }: { clinicId: string; patientId: string }) {
  const t = useT();
  const locale = useLocale();
  const [page, setPage] = useState<ListPosition>(FIRST_PAGE);
  const appointments = useAppointments(clinicId, { patientId, ...page });
  if (appointments.isPending) return <LoadingState />;
  if (appointments.isError)
    return <ErrorState error={appointments.error} onRetry={() => void appointments.refetch()} />;
  if (!appointments.data.items.length)
    return <EmptyState icon={<IconCalendarDue size={28} />} title={t('clinic.noAppointments')} />;
  return (
    <div className={styles.fieldset}>
      <ClinicTable
        rows={appointments.data.items}
        rowKey={(appointment) => appointment.id}
        columns={[
          {
            header: t('clinic.when'),
            nowrap: true,
            cell: (appointment) =>
              `${formatShortDate(appointment.date, locale)} ${timeOf(appointment.startsAt)}`,
          },
          { header: t('clinic.professional'), cell: (appointment) => appointment.professionalName },
          {
            header: t('clinic.status'),
            cell: (appointment) => (
              <Badge tone={STATUS_TONES[appointment.status]}>
                {t(`clinic.status_${appointment.status}`)}
              </Badge>
            ),
          },
          {
            header: t('clinic.notes'),
            cell: (appointment) => appointment.cancellationReason ?? appointment.notes ?? '—',
          },
        ]}
      />
      <Pager
        page={appointments.data.page}
        nextCursor={appointments.data.nextCursor}
        prevCursor={appointments.data.prevCursor}
        pageSize={appointments.data.pageSize}
        total={appointments.data.total}
        onPage={setPage}
      />
    </div>
  );
}

/** The patient's admissions, newest first, a page at a time (the reason only for clinical roles). */
export function PatientAdmissions({ clinicId, patientId }: { clinicId: string; patientId: string }) {
  const t = useT();
  const locale = useLocale();
  const [page, setPage] = useState<ListPosition>(FIRST_PAGE);
  const admissions = useAdmissions(clinicId, { patientId, ...page });
  if (admissions.isPending) return <LoadingState />;
  if (admissions.isError)
    return <ErrorState error={admissions.error} onRetry={() => void admissions.refetch()} />;
  if (!admissions.data.items.length)
    return <EmptyState icon={<IconCalendarDue size={28} />} title={t('clinic.noAdmissions')} />;
  return (
    <div className={styles.fieldset}>
      <ClinicTable
        rows={admissions.data.items}
        rowKey={(admission) => admission.id}
        columns={[
          {
            header: t('clinic.arrival'),
            nowrap: true,
            cell: (admission) => `${formatShortDate(admission.date, locale)} ${timeOf(admission.admittedAt)}`,
          },
          ...admissionColumns(t),
        ]}
      />
      <Pager
        page={admissions.data.page}
        nextCursor={admissions.data.nextCursor}
        prevCursor={admissions.data.prevCursor}
        pageSize={admissions.data.pageSize}
        total={admissions.data.total}
        onPage={setPage}
      />
    </div>
  );
}
