import { EmptyState, ErrorState, LoadingState } from '@facturo/ui';
import { useState } from 'react';
import { useMyHistory } from '../../../data/clinic-history.queries';
import { FIRST_PAGE, type ListPosition } from '../../../data/list-position';
import { useT } from '../../../services/services-context';
import { IconFileText } from '../../../ui/icons';
import { PageHeader } from '../../../ui/page-header';
import { patientProfilePath } from '../patients/patients-page';
import * as styles from '../shared/clinic.css';
import { ClinicGate, useClinicPermissions } from '../shared/clinic-gate';
import { Pager } from '../shared/pager';
import { Segmented } from '../shared/segmented';
import { EntryCard } from './entry-card';

const FILTERS = [
  { value: undefined, labelKey: 'clinic.filterAll' },
  { value: 'open', labelKey: 'clinic.filterOpen' },
  { value: 'signed', labelKey: 'clinic.filterSigned' },
] as const;

function MyEntries({ clinicId }: { clinicId: string }) {
  const t = useT();
  const can = useClinicPermissions(clinicId);
  const [status, setStatus] = useState<'open' | 'signed' | undefined>(undefined);
  const [page, setPage] = useState<ListPosition>(FIRST_PAGE);
  const entries = useMyHistory(clinicId, { status, ...page });
  return (
    <>
      <PageHeader title={t('nav.clinicalHistory')} subtitle={t('clinic.myEntriesSubtitle')} />
      <Segmented
        label={t('clinic.filterEntries')}
        options={FILTERS.map((filter) => ({ value: filter.value, label: t(filter.labelKey) }))}
        value={status}
        onChange={(value) => {
          setStatus(value);
          setPage(FIRST_PAGE);
        }}
      />
      <div className={styles.spacedTop}>
        {entries.isPending ? <LoadingState /> : null}
        {entries.isError ? <ErrorState error={entries.error} onRetry={() => void entries.refetch()} /> : null}
        {entries.data?.total === 0 ? (
          <EmptyState icon={<IconFileText size={28} />} title={t('clinic.noEntries')} />
        ) : null}
        {entries.data?.items.length ? (
          <>
            <ol className={styles.timeline}>
              {entries.data.items.map((entry) => (
                <li key={entry.id}>
                  <EntryCard
                    clinicId={clinicId}
                    entry={entry}
                    canWrite={can('create', 'ClinicalHistory')}
                    showPatient
                    patientLink={patientProfilePath(entry.patientId, 'history')}
                  />
                </li>
              ))}
            </ol>
            <div className={styles.spacedTop}>
              <Pager
                page={entries.data.page}
                nextCursor={entries.data.nextCursor}
                prevCursor={entries.data.prevCursor}
                pageSize={entries.data.pageSize}
                total={entries.data.total}
                onPage={setPage}
              />
            </div>
          </>
        ) : null}
      </div>
    </>
  );
}

/** `/histories/clinic-history`: the signed-in professional's entries across patients; open ones get written here. */
export function ClinicHistoryPage() {
  return <ClinicGate>{(clinic) => <MyEntries clinicId={clinic.id} />}</ClinicGate>;
}
