import { dateInBogota, HEALTH_REGIME_NAMES, localizedText } from '@facturo/sdk/co';
import { EmptyState, ErrorState, LoadingState } from '@facturo/ui';
import type { ReactNode } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { usePatient } from '../../../data/clinic-patients.queries';
import { useLocale, useT } from '../../../services/services-context';
import { ButtonLink } from '../../../ui/button-link';
import { IconUsers } from '../../../ui/icons';
import * as page from '../../../ui/page.css';
import { PageHeader } from '../../../ui/page-header';
import * as styles from '../shared/clinic.css';
import { ageOf, documentLabel } from '../shared/clinic-format';
import { ClinicGate, useClinicPermissions } from '../shared/clinic-gate';
import { PatientOverview } from './patient-overview';
import { PatientAdmissions, PatientAppointments, PatientHistory } from './patient-tabs';
import { patientProfilePath } from './patients-page';

const TABS = ['overview', 'history', 'appointments', 'admissions'] as const;
type Tab = (typeof TABS)[number];

const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

// Each tab only for the roles that may read it: billing never sees the clinical history.
const allowedTabs = (can: ReturnType<typeof useClinicPermissions>): Record<Tab, boolean> => ({
  overview: true,
  history: can('read', 'ClinicalHistory'),
  appointments: can('read', 'Appointment'),
  admissions: can('read', 'Admission'),
});

function Profile({ clinicId, patientId }: { clinicId: string; patientId: string }) {
  const t = useT();
  const locale = useLocale();
  const [params] = useSearchParams();
  const can = useClinicPermissions(clinicId);
  const patient = usePatient(clinicId, patientId);
  const allowed = allowedTabs(can);
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'overview';
  if (patient.isPending) return <LoadingState />;
  if (patient.isError) return <ErrorState error={patient.error} onRetry={() => void patient.refetch()} />;
  const data = patient.data;
  const summary = [
    documentLabel(data.documentType, data.documentNumber),
    ageOf(data.birthdate, dateInBogota(), t),
    data.insurerName ?? localizedText(HEALTH_REGIME_NAMES[data.regime], locale),
  ].join(' · ');
  return (
    <>
      <PageHeader
        title={data.fullName}
        subtitle={summary}
        actions={
          <div className={styles.actionsRow}>
            {can('create', 'Appointment') ? (
              <ButtonLink variant="secondary" to={`/appointments?patient=${data.id}`}>
                {t('clinic.bookAppointment')}
              </ButtonLink>
            ) : null}
            {can('create', 'Admission') ? (
              <ButtonLink to={`/admissions?patient=${data.id}`}>{t('clinic.admitPatient')}</ButtonLink>
            ) : null}
          </div>
        }
      />
      <nav className={page.tabs} aria-label={t('clinic.patientSections')}>
        {TABS.filter((name) => allowed[name]).map((name) => (
          <Link
            key={name}
            className={page.tab}
            to={patientProfilePath(data.id, name)}
            aria-current={tab === name ? 'page' : undefined}
          >
            {t(`clinic.tab_${name}`)}
          </Link>
        ))}
      </nav>
      <section aria-label={t(`clinic.tab_${tab}`)}>
        {tab === 'overview' ? (
          <PatientOverview clinicId={clinicId} patient={data} canEdit={can('update', 'Patient')} />
        ) : null}
        {tab === 'history' ? (
          <PatientHistory clinicId={clinicId} patient={data} canWrite={can('create', 'ClinicalHistory')} />
        ) : null}
        {tab === 'appointments' ? <PatientAppointments clinicId={clinicId} patientId={data.id} /> : null}
        {tab === 'admissions' ? <PatientAdmissions clinicId={clinicId} patientId={data.id} /> : null}
      </section>
    </>
  );
}

/**
 * A tab asked for by URL that the role may not read (billing typing `tab=history`) is not authorized,
 * as the organization workspace's tabs are; with no tab or an unknown one, the overview opens.
 */
function TabGuard({ clinicId, children }: { clinicId: string; children: ReactNode }) {
  const [params] = useSearchParams();
  const allowed = allowedTabs(useClinicPermissions(clinicId));
  const requested = params.get('tab');
  if (isTab(requested) && !allowed[requested]) return <Navigate to="/not-authorized" replace />;
  return <>{children}</>;
}

/** `/patients/patient-profile?id=`: overview, clinical-history timeline, appointments and admissions. */
export function PatientProfilePage() {
  const [params] = useSearchParams();
  const t = useT();
  const patientId = params.get('id') ?? '';
  return (
    <ClinicGate>
      {(clinic) => (
        <TabGuard clinicId={clinic.id}>
          {patientId ? (
            <Profile clinicId={clinic.id} patientId={patientId} />
          ) : (
            <EmptyState
              icon={<IconUsers size={28} />}
              title={t('clinic.noPatientChosen')}
              action={<ButtonLink to="/patients">{t('nav.patients')}</ButtonLink>}
            />
          )}
        </TabGuard>
      )}
    </ClinicGate>
  );
}
