import type {
  Patient,
  PatientInput,
  PatientList,
  Professional,
  UpdatePatientRequest,
} from '@facturo/sdk/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../services/services-context';

/** A page of a clinic list as the API sends it. */
export interface ClinicPage<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

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
  params: { q: string; page: number; pageSize?: number },
  enabled = true,
) {
  const { client } = useServices();
  const query = { q: params.q.trim() || undefined, page: params.page, pageSize: params.pageSize ?? 20 };
  return useQuery({
    queryKey: clinicKeys.list(organizationId, 'patients', query),
    queryFn: () => client.get<PatientList>(`/organizations/${organizationId}/patients`, { query }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One patient. */
export function usePatient(organizationId: string, patientId: string) {
  const { client } = useServices();
  return useQuery({
    queryKey: clinicKeys.list(organizationId, 'patient', { patientId }),
    queryFn: () => client.get<Patient>(`/organizations/${organizationId}/patients/${patientId}`),
    enabled: patientId !== '',
  });
}

/** The clinic's professionals (members with the clinician role). */
export function useProfessionals(organizationId: string) {
  const { client } = useServices();
  return useQuery({
    queryKey: clinicKeys.list(organizationId, 'professionals'),
    queryFn: async () =>
      (await client.get<{ items: Professional[] }>(`/organizations/${organizationId}/professionals`)).items,
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
  send: (input: Input) => Promise<unknown>,
) {
  const refresh = useClinicRefresh(organizationId);
  return useMutation({ mutationFn: (input: Input) => send(input) as Promise<Output>, onSuccess: refresh });
}

/** Registering and updating patients. */
export function usePatientActions(organizationId: string) {
  const { client } = useServices();
  const base = `/organizations/${organizationId}/patients`;
  return {
    create: useClinicMutation<PatientInput, Patient>(organizationId, (input) => client.post(base, input)),
    update: useClinicMutation<{ id: string; changes: UpdatePatientRequest }, Patient>(
      organizationId,
      ({ id, changes }) => client.patch(`${base}/${id}`, changes),
    ),
  };
}
