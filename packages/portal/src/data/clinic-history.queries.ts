import {
  addHistoryAddendum,
  createHistoryEntry,
  listPatientHistory,
  listProfessionalHistory,
  signHistoryEntry,
} from '@facturo/sdk/endpoints';
import type { CreateHistoryEntryRequest, HistoryEntry, SignHistoryEntryRequest } from '@facturo/sdk/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useServices } from '../services/services-context';
import { clinicKeys, useClinicMutation } from './clinic-patients.queries';
import { FIRST_PAGE, type ListPosition } from './list-position';

/** A patient's clinical history, newest first (each read is audited by the API). */
export function usePatientHistory(
  organizationId: string,
  patientId: string,
  position: ListPosition = FIRST_PAGE,
  enabled = true,
) {
  const { client } = useServices();
  const query = { page: position.page, cursor: position.cursor, pageSize: 20 };
  return useQuery({
    queryKey: clinicKeys.list(organizationId, 'history', { patientId, ...query }),
    queryFn: () => client.call(listPatientHistory, { params: { organizationId, patientId }, query }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The signed-in professional's entries across patients, optionally only open or signed ones. */
export function useMyHistory(organizationId: string, params: { status?: 'open' | 'signed' } & ListPosition) {
  const { client } = useServices();
  const query = { status: params.status, page: params.page, cursor: params.cursor, pageSize: 20 };
  return useQuery({
    queryKey: clinicKeys.list(organizationId, 'my-history', query),
    queryFn: () => client.call(listProfessionalHistory, { params: { organizationId }, query }),
    placeholderData: keepPreviousData,
  });
}

/** Writing entries: directly, signing an open one, and adding addenda. Entries never change after signing. */
export function useHistoryActions(organizationId: string) {
  const { client } = useServices();
  return {
    create: useClinicMutation<{ patientId: string; input: CreateHistoryEntryRequest }, HistoryEntry>(
      organizationId,
      ({ patientId, input }) =>
        client.call(createHistoryEntry, { params: { organizationId, patientId }, body: input }),
    ),
    sign: useClinicMutation<{ entryId: string; input: SignHistoryEntryRequest }, HistoryEntry>(
      organizationId,
      ({ entryId, input }) =>
        client.call(signHistoryEntry, { params: { organizationId, entryId }, body: input }),
    ),
    addendum: useClinicMutation<{ entryId: string; text: string }, HistoryEntry>(
      organizationId,
      ({ entryId, text }) =>
        client.call(addHistoryAddendum, { params: { organizationId, entryId }, body: { text } }),
    ),
  };
}
