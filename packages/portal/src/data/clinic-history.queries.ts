import type { CreateHistoryEntryRequest, HistoryEntry, SignHistoryEntryRequest } from '@facturo/sdk/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useServices } from '../services/services-context';
import { type ClinicPage, clinicKeys, useClinicMutation } from './clinic-patients.queries';

/** A patient's clinical history, newest first (each read is audited by the API). */
export function usePatientHistory(organizationId: string, patientId: string, page = 1, enabled = true) {
  const { client } = useServices();
  const query = { page, pageSize: 20 };
  return useQuery({
    queryKey: clinicKeys.list(organizationId, 'history', { patientId, ...query }),
    queryFn: () =>
      client.get<ClinicPage<HistoryEntry>>(`/organizations/${organizationId}/patients/${patientId}/history`, {
        query,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The signed-in professional's entries across patients, optionally only open or signed ones. */
export function useMyHistory(organizationId: string, params: { status?: 'open' | 'signed'; page: number }) {
  const { client } = useServices();
  const query = { status: params.status, page: params.page, pageSize: 20 };
  return useQuery({
    queryKey: clinicKeys.list(organizationId, 'my-history', query),
    queryFn: () =>
      client.get<ClinicPage<HistoryEntry>>(`/organizations/${organizationId}/clinical-history`, { query }),
    placeholderData: keepPreviousData,
  });
}

/** Writing entries: directly, signing an open one, and adding addenda. Entries never change after signing. */
export function useHistoryActions(organizationId: string) {
  const { client } = useServices();
  const base = `/organizations/${organizationId}`;
  return {
    create: useClinicMutation<{ patientId: string; input: CreateHistoryEntryRequest }, HistoryEntry>(
      organizationId,
      ({ patientId, input }) => client.post(`${base}/patients/${patientId}/history`, input),
    ),
    sign: useClinicMutation<{ entryId: string; input: SignHistoryEntryRequest }, HistoryEntry>(
      organizationId,
      ({ entryId, input }) => client.post(`${base}/history-entries/${entryId}/sign`, input),
    ),
    addendum: useClinicMutation<{ entryId: string; text: string }, HistoryEntry>(
      organizationId,
      ({ entryId, text }) => client.post(`${base}/history-entries/${entryId}/addenda`, { text }),
    ),
  };
}
