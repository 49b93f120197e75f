import { dateInBogota, HEALTH_REGIME_NAMES, localizedText } from '@facturo/sdk/co';
import { Button, EmptyState, ErrorState, LoadingState, TextField } from '@facturo/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { usePatientActions, usePatientSearch } from '../../../data/clinic-patients.queries';
import { FIRST_PAGE, type ListPosition } from '../../../data/list-position';
import { useLocale, useT } from '../../../services/services-context';
import { IconPlus, IconUsers } from '../../../ui/icons';
import { PageHeader } from '../../../ui/page-header';
import * as styles from '../shared/clinic.css';
import { ClinicDialog } from '../shared/clinic-dialog';
import { ageOf, documentLabel } from '../shared/clinic-format';
import { ClinicGate, useClinicPermissions } from '../shared/clinic-gate';
import { ClinicTable } from '../shared/clinic-table';
import { Pager } from '../shared/pager';
import { useDebounced } from '../shared/patient-picker';
import { PatientForm } from './patient-form';

/** The link to a patient's profile (and one of its tabs). */
export const patientProfilePath = (patientId: string, tab?: string) =>
  `/patients/patient-profile?id=${encodeURIComponent(patientId)}${tab ? `&tab=${tab}` : ''}`;

function PatientsTable({ clinicId }: { clinicId: string }) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const can = useClinicPermissions(clinicId);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState<ListPosition>(FIRST_PAGE);
  const [registering, setRegistering] = useState(false);
  const q = useDebounced(search);
  const patients = usePatientSearch(clinicId, { q, ...page });
  const { create } = usePatientActions(clinicId);
  const today = dateInBogota();
  return (
    <div className={styles.fixedPage}>
      <PageHeader
        title={t('nav.patients')}
        subtitle={t('clinic.patientsSubtitle')}
        actions={
          can('create', 'Patient') ? (
            <Button onClick={() => setRegistering(true)}>
              <IconPlus size={18} aria-hidden="true" />
              {t('clinic.registerPatient')}
            </Button>
          ) : null
        }
      />
      <div className={styles.toolbar}>
        <div className={styles.grow}>
          <TextField
            label={t('clinic.searchPatients')}
            type="search"
            value={search}
            hint={t('clinic.searchPatientHint')}
            onValueChange={(value) => {
              setSearch(value);
              setPage(FIRST_PAGE);
            }}
          />
        </div>
      </div>
      {patients.isError ? (
        <ErrorState error={patients.error} onRetry={() => void patients.refetch()} />
      ) : null}
      {patients.isPending ? <LoadingState /> : null}
      {patients.data && patients.data.total === 0 ? (
        <EmptyState
          icon={<IconUsers size={28} />}
          title={q ? t('clinic.noPatientFound') : t('clinic.noPatientsYet')}
        />
      ) : null}
      {patients.data && patients.data.total > 0 ? (
        <>
          <ClinicTable
            fill
            caption={t('clinic.patientsCaption')}
            rows={patients.data.items}
            rowKey={(patient) => patient.id}
            columns={[
              {
                header: t('clinic.patient'),
                rowHeader: true,
                cell: (patient) => (
                  <Link className={styles.rowLink} to={patientProfilePath(patient.id)}>
                    {patient.fullName}
                  </Link>
                ),
              },
              {
                header: t('clinic.document'),
                nowrap: true,
                cell: (patient) => documentLabel(patient.documentType, patient.documentNumber),
              },
              {
                header: t('clinic.age'),
                nowrap: true,
                cell: (patient) => ageOf(patient.birthdate, today, t),
              },
              {
                header: t('clinic.insurer'),
                cell: (patient) =>
                  patient.insurerName ?? localizedText(HEALTH_REGIME_NAMES[patient.regime], locale),
              },
              { header: t('clinic.phone'), nowrap: true, cell: (patient) => patient.phone ?? '—' },
            ]}
          />
          <Pager
            page={patients.data.page}
            nextCursor={patients.data.nextCursor}
            prevCursor={patients.data.prevCursor}
            pageSize={patients.data.pageSize}
            total={patients.data.total}
            onPage={setPage}
          />
        </>
      ) : null}
      <ClinicDialog
        open={registering}
        wide
        title={t('clinic.registerPatient')}
        onClose={() => setRegistering(false)}
      >
        <PatientForm
          onCancel={() => setRegistering(false)}
          onSubmit={async (request) => {
            const created = await create.mutateAsync(request as never);
            setRegistering(false);
            navigate(patientProfilePath(created.id));
          }}
        />
      </ClinicDialog>
    </div>
  );
}

/** `/patients`: search by name or document, a table that fills the viewport, paging, registration. */
export function PatientsPage() {
  return <ClinicGate>{(clinic) => <PatientsTable clinicId={clinic.id} />}</ClinicGate>;
}
