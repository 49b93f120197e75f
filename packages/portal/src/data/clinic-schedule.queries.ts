import {
  cancelAppointment,
  createAdmission,
  createAppointment,
  createClosureDay,
  createScheduleLock,
  deleteClosureDay,
  deleteScheduleLock,
  listAdmissions,
  listAppointments,
  listClosedDays,
  listScheduleLocks,
  moveAppointment,
  setAppointmentStatus,
} from '@facturo/sdk/endpoints';
import type {
  Admission,
  Appointment,
  ClosureDay,
  CreateAdmissionRequest,
  CreateAppointmentRequest,
  MoveAppointmentRequest,
  ScheduleLock,
  ScheduleLockRequest,
} from '@facturo/sdk/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useServices } from '../services/services-context';
import { clinicKeys, useClinicMutation } from './clinic-patients.queries';
import type { ListPosition } from './list-position';

/** What an agenda or a list asks for: a Colombian date range and/or a patient, a professional. */
export interface AgendaParams extends Partial<ListPosition> {
  from?: string;
  to?: string;
  professionalId?: string;
  patientId?: string;
  /** Rows per page (20 unless told; 100 is the most the API gives). */
  pageSize?: number;
}

/** The most rows the API gives per page. */
const MAX_PAGE_SIZE = 100;

/** Appointments, a page at a time: a date range by time, or a patient's newest first. */
export function useAppointments(organizationId: string, params: AgendaParams, enabled = true) {
  const { client } = useServices();
  const query = { ...params, page: params.page ?? 1, pageSize: params.pageSize ?? 20 };
  return useQuery({
    queryKey: clinicKeys.list(organizationId, 'appointments', query),
    queryFn: () => client.call(listAppointments, { params: { organizationId }, query }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * Every appointment of a range, however many pages they take: an agenda that showed only the first
 * page would silently leave slots looking free (cancelled appointments count towards the pages).
 */
export function useAgendaAppointments(
  organizationId: string,
  params: Omit<AgendaParams, 'page' | 'cursor' | 'pageSize'>,
  enabled = true,
) {
  const { client } = useServices();
  return useQuery({
    queryKey: clinicKeys.list(organizationId, 'appointments', { ...params, all: true }),
    queryFn: async () => {
      const items: Appointment[] = [];
      // Each page follows the last one's cursor: no rows skipped again, no count redone.
      let cursor: string | undefined;
      for (let page = 1; ; page += 1) {
        const result = await client.call(listAppointments, {
          params: { organizationId },
          query: { ...params, page, cursor, pageSize: MAX_PAGE_SIZE },
        });
        items.push(...result.items);
        if (result.items.length < MAX_PAGE_SIZE || items.length >= result.total) return items;
        cursor = result.nextCursor ?? undefined;
      }
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Admissions by date range and/or patient, newest first, a page at a time. */
export function useAdmissions(organizationId: string, params: AgendaParams, enabled = true) {
  const { client } = useServices();
  const query = { ...params, page: params.page ?? 1, pageSize: params.pageSize ?? 20 };
  return useQuery({
    queryKey: clinicKeys.list(organizationId, 'admissions', query),
    queryFn: () => client.call(listAdmissions, { params: { organizationId }, query }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Festivos and closure days of a year. */
export function useClosedDays(organizationId: string, year: number) {
  const { client } = useServices();
  return useQuery({
    queryKey: clinicKeys.list(organizationId, 'closed-days', { year }),
    queryFn: () => client.call(listClosedDays, { params: { organizationId }, query: { year } }),
  });
}

/** Schedule locks overlapping a range (or still to end), with the appointments inside each. */
export function useScheduleLocks(
  organizationId: string,
  params: { from?: string; to?: string; professionalId?: string },
  enabled = true,
) {
  const { client } = useServices();
  return useQuery({
    queryKey: clinicKeys.list(organizationId, 'locks', params),
    queryFn: async () =>
      (await client.call(listScheduleLocks, { params: { organizationId }, query: params })).items,
    enabled,
  });
}

/** Booking, moving, cancelling and confirming appointments; admitting; closure days and locks. */
export function useScheduleActions(organizationId: string) {
  const { client } = useServices();
  const id = organizationId;
  const params = { organizationId };
  const appointment = (appointmentId: string) => ({ organizationId, appointmentId });
  return {
    book: useClinicMutation<CreateAppointmentRequest, Appointment>(id, (input) =>
      client.call(createAppointment, { params, body: input }),
    ),
    move: useClinicMutation<{ id: string; input: MoveAppointmentRequest }, Appointment>(id, (change) =>
      client.call(moveAppointment, { params: appointment(change.id), body: change.input }),
    ),
    cancel: useClinicMutation<{ id: string; reason: string }, Appointment>(id, (change) =>
      client.call(cancelAppointment, { params: appointment(change.id), body: { reason: change.reason } }),
    ),
    setStatus: useClinicMutation<{ id: string; status: 'confirmed' | 'no_show' }, Appointment>(id, (change) =>
      client.call(setAppointmentStatus, { params: appointment(change.id), body: { status: change.status } }),
    ),
    admit: useClinicMutation<CreateAdmissionRequest, Admission>(id, (input) =>
      client.call(createAdmission, { params, body: input }),
    ),
    closeDay: useClinicMutation<{ date: string; reason: string }, ClosureDay>(id, (input) =>
      client.call(createClosureDay, { params, body: input }),
    ),
    reopenDay: useClinicMutation<string, void>(id, (closureDayId) =>
      client.call(deleteClosureDay, { params: { organizationId, closureDayId } }),
    ),
    lock: useClinicMutation<ScheduleLockRequest, ScheduleLock>(id, (input) =>
      client.call(createScheduleLock, { params, body: input }),
    ),
    unlock: useClinicMutation<string, void>(id, (lockId) =>
      client.call(deleteScheduleLock, { params: { organizationId, lockId } }),
    ),
  };
}
