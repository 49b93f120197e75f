import {
  createPatient,
  getPatient,
  listPatients,
  listProfessionals,
  updatePatient,
} from '@facturo/sdk/endpoints';
import type { Patient, PatientInput, UpdatePatientRequest } from '@facturo/sdk/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../services/services-context';
import type { ListPosition } from './list-position';

/**
 * Query keys of the clinic module. Everything of one clinic sits under `['clinic', id]`, so a change
 * refreshes the clinic's lists at once (a booking changes the agenda, the patient's tab and the locks).
 */
export const clinicKeys = {
  all: (organizationId: string) => ['clinic', organizationId] as const,
  list: (organizationId: string, kind: string, params: Record<string, unknown> = {}) =>
    ['clinic', organizationId, kind, params] as const,
};

/** A page of patients matching `q` (names or document), by surname. */
export function usePatientSearch(
  organizationId: string,
  params: { q: string; pageSize?: number } & ListPosition,
  enabled = true,
) {
  const { client } = useServices();
  const query = {
    q: params.q.trim() || undefined,
    page: params.page,
    cursor: params.cursor,
    pageSize: params.pageSize ?? 20,
  };
  return useQuery({
    queryKey: clinicKeys.list(organizationId, 'patients', query),
    queryFn: () => client.call(listPatients, { params: { organizationId }, query }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One patient. */
export function usePatient(organizationId: string, patientId: string) {
  const { client } = useServices();
  return useQuery({
    queryKey: clinicKeys.list(organizationId, 'patient', { patientId }),
    queryFn: () => client.call(getPatient, { params: { organizationId, patientId } }),
    enabled: patientId !== '',
  });
}

/** The clinic's professionals (members with the clinician role). */
export function useProfessionals(organizationId: string) {
  const { client } = useServices();
  return useQuery({
    queryKey: clinicKeys.list(organizationId, 'professionals'),
    queryFn: async () => (await client.call(listProfessionals, { params: { organizationId } })).items,
    staleTime: 60_000,
  });
}

/** Refreshes everything of one clinic after a change. */
export function useClinicRefresh(organizationId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: clinicKeys.all(organizationId) });
}

/** A change to a clinic's data that refreshes the clinic's lists once it succeeds. */
export function useClinicMutation<Input, Output>(
  organizationId: string,
  send: (input: Input) => Promise<Output>,
) {
  const refresh = useClinicRefresh(organizationId);
  return useMutation({ mutationFn: send, onSuccess: refresh });
}

/** Registering and updating patients. */
export function usePatientActions(organizationId: string) {
  const { client } = useServices();
  return {
    create: useClinicMutation<PatientInput, Patient>(organizationId, (input) =>
      client.call(createPatient, { params: { organizationId }, body: input }),
    ),
    update: useClinicMutation<{ id: string; changes: UpdatePatientRequest }, Patient>(
      organizationId,
      ({ id, changes }) =>
        client.call(updatePatient, { params: { organizationId, patientId: id }, body: changes }),
    ),
  };
}
