import { dateInBogota, isIsoDate } from '@facturo/sdk/co';
import type { Admission } from '@facturo/sdk/schemas';
import { Alert, Button, EmptyState, ErrorState, LoadingState } from '@facturo/ui';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePatient, useProfessionals } from '../../../data/clinic-patients.queries';
import { useAdmissions } from '../../../data/clinic-schedule.queries';
import { FIRST_PAGE, type ListPosition } from '../../../data/list-position';
import { useT } from '../../../services/services-context';
import { ButtonLink } from '../../../ui/button-link';
import { DateField } from '../../../ui/date-field';
import { IconCalendarDue, IconPlus } from '../../../ui/icons';
import { PageHeader } from '../../../ui/page-header';
import { patientProfilePath } from '../patients/patients-page';
import * as styles from '../shared/clinic.css';
import { ClinicDialog } from '../shared/clinic-dialog';
import { timeOf } from '../shared/clinic-format';
import { ClinicGate, useClinicPermissions } from '../shared/clinic-gate';
import { ClinicTable } from '../shared/clinic-table';
import { Pager } from '../shared/pager';
import { admissionColumns } from './admission-columns';
import { AdmissionForm } from './admission-form';

function AdmissionsList({ clinicId }: { clinicId: string }) {
  const t = useT();
  const can = useClinicPermissions(clinicId);
  const [params] = useSearchParams();
  const [date, setDay] = useState(dateInBogota());
  const [page, setPage] = useState<ListPosition>(FIRST_PAGE);
  // Another day starts from its first page.
  const setDate = (day: string) => {
    setDay(day);
    setPage(FIRST_PAGE);
  };
  const [admitting, setAdmitting] = useState(Boolean(params.get('patient')));
  const [admitted, setAdmitted] = useState<Admission | null>(null);
  const professionals = useProfessionals(clinicId);
  const preselected = usePatient(clinicId, params.get('patient') ?? '');
  const admissions = useAdmissions(clinicId, { from: date, to: date, ...page });
  const waiting = professionals.isPending || (Boolean(params.get('patient')) && preselected.isPending);
  return (
    <>
      <PageHeader
        title={t('nav.admissions')}
        subtitle={t('clinic.admissionsSubtitle')}
        actions={
          can('create', 'Admission') ? (
            <Button onClick={() => setAdmitting(true)}>
              <IconPlus size={18} aria-hidden="true" />
              {t('clinic.admitPatient')}
            </Button>
          ) : null
        }
      />
      {admitted ? (
        <div className={styles.spaced}>
          <Alert
            tone="success"
            role="status"
            action={
              admitted.clinical ? (
                <ButtonLink
                  size="sm"
                  variant="secondary"
                  to={patientProfilePath(admitted.patientId, 'history')}
                >
                  {t('clinic.openHistory')}
                </ButtonLink>
              ) : null
            }
          >
            {t('clinic.admitted', { name: admitted.patientName, professional: admitted.professionalName })}
          </Alert>
        </div>
      ) : null}
      <div className={`${styles.toolbar} ${styles.spaced}`}>
        <DateField
          label={t('clinic.date')}
          value={date}
          // A date being typed is not a day to list yet: the list moves once the date is whole.
          onValueChange={(value) => isIsoDate(value) && setDate(value)}
        />
      </div>
      {admissions.isPending ? <LoadingState /> : null}
      {admissions.isError ? (
        <ErrorState error={admissions.error} onRetry={() => void admissions.refetch()} />
      ) : null}
      {admissions.data?.total === 0 ? (
        <EmptyState icon={<IconCalendarDue size={28} />} title={t('clinic.noAdmissions')} />
      ) : null}
      {admissions.data?.items.length ? (
        <ClinicTable
          rows={admissions.data.items}
          rowKey={(admission) => admission.id}
          columns={[
            { header: t('clinic.arrival'), nowrap: true, cell: (admission) => timeOf(admission.admittedAt) },
            {
              header: t('clinic.patient'),
              rowHeader: true,
              cell: (admission) => (
                <Link className={styles.rowLink} to={patientProfilePath(admission.patientId)}>
                  {admission.patientName}
                </Link>
              ),
            },
            { header: t('clinic.kind'), cell: (admission) => t(`clinic.kind_${admission.kind}`) },
            ...admissionColumns(t),
          ]}
        />
      ) : null}
      {admissions.data?.total ? (
        <Pager
          page={admissions.data.page}
          nextCursor={admissions.data.nextCursor}
          prevCursor={admissions.data.prevCursor}
          pageSize={admissions.data.pageSize}
          total={admissions.data.total}
          onPage={setPage}
        />
      ) : null}
      <ClinicDialog
        open={admitting}
        title={t('clinic.admitPatient')}
        wide
        onClose={() => setAdmitting(false)}
      >
        {waiting ? (
          <LoadingState />
        ) : (
          <AdmissionForm
            clinicId={clinicId}
            professionals={professionals.data ?? []}
            patient={preselected.data ?? null}
            onCancel={() => setAdmitting(false)}
            onAdmitted={(admission) => {
              setAdmitting(false);
              setAdmitted(admission);
              setDate(admission.date);
            }}
          />
        )}
      </ClinicDialog>
    </>
  );
}

/** `/admissions`: the day's arrivals, a page at a time (reason only for clinical roles), and admitting a patient. */
export function AdmissionsPage() {
  return <ClinicGate>{(clinic) => <AdmissionsList clinicId={clinic.id} />}</ClinicGate>;
}
