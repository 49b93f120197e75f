import * as contracts from '@facturo/sdk/endpoints';
import { userAuth } from '../../../identity/user-authenticator';
import { implementEndpoint } from '../../../kernel/implement-endpoint';
import { CLINIC_ACCESS_ERRORS, CLINIC_ACCESS_NOTE } from '../clinic-access';
import { clinicContext } from '../clinic-context';
import { getAppointment, listAppointments } from './appointment-queries';
import {
  cancelAppointment,
  createAppointment,
  moveAppointment,
  setAppointmentStatus,
} from './appointments.service';
import { listProfessionals } from './professionals';

const TAG = 'Clinic: appointments';
const SLOT_ERRORS = {
  ...CLINIC_ACCESS_ERRORS,
  409: [
    'appointment_overlap',
    'appointment_on_holiday',
    'appointment_on_closure_day',
    'appointment_in_schedule_lock',
    'appointment_not_active',
  ],
  422: ['appointment_in_past', 'not_a_professional'],
} as const;
const ROLES = 'Owners, admins and clinicians; billing and viewers have no access to appointments.';

/** Professionals and appointments. */
export const appointmentRoutes = [
  implementEndpoint(contracts.listProfessionals, {
    tag: TAG,
    summary: 'Professionals of the clinic',
    description: `Members with the clinician role: the people appointments, walk-ins and locks are for. Any member. ${CLINIC_ACCESS_NOTE}`,
    auth: userAuth,
    responses: { 200: { description: 'By surname.' } },
    errors: CLINIC_ACCESS_ERRORS,
    handler: async (route) => ({
      status: 200,
      body: {
        items: await listProfessionals(clinicContext(route, route.params.organizationId, 'read', 'Member')),
      },
    }),
  }),
  implementEndpoint(contracts.listAppointments, {
    tag: TAG,
    summary: 'Agenda',
    description: `A Colombian date range (both included, at most 42 days) by time, and/or a patient's appointments newest first. ${ROLES} ${CLINIC_ACCESS_NOTE}`,
    auth: userAuth,
    responses: { 200: { description: 'A page of appointments.' } },
    errors: CLINIC_ACCESS_ERRORS,
    handler: async (route) => ({
      status: 200,
      body: await listAppointments(
        clinicContext(route, route.params.organizationId, 'read', 'Appointment'),
        route.query,
      ),
    }),
  }),
  implementEndpoint(contracts.createAppointment, {
    tag: TAG,
    summary: 'Book an appointment',
    description: `With a professional, never in the past, on a festivo or closure day, inside a schedule lock, or over another appointment of the professional (also refused by the database under concurrency). ${ROLES}`,
    auth: userAuth,
    responses: { 201: { description: 'Booked (`scheduled`).' } },
    errors: SLOT_ERRORS,
    handler: async (route) => ({
      status: 201,
      body: await createAppointment(
        clinicContext(route, route.params.organizationId, 'create', 'Appointment'),
        route.body,
      ),
    }),
  }),
  implementEndpoint(contracts.getAppointment, {
    tag: TAG,
    summary: 'An appointment with its changes',
    auth: userAuth,
    responses: { 200: { description: 'The appointment and its change log.' } },
    errors: CLINIC_ACCESS_ERRORS,
    handler: async (route) => ({
      status: 200,
      body: await getAppointment(
        clinicContext(route, route.params.organizationId, 'read', 'Appointment'),
        route.params.appointmentId,
      ),
    }),
  }),
  implementEndpoint(contracts.moveAppointment, {
    tag: TAG,
    summary: 'Move an appointment',
    description:
      'A new time (and optionally duration or professional) with the reason; the same rules as booking.',
    auth: userAuth,
    responses: { 200: { description: 'Moved.' } },
    errors: SLOT_ERRORS,
    handler: async (route) => ({
      status: 200,
      body: await moveAppointment(
        clinicContext(route, route.params.organizationId, 'update', 'Appointment'),
        route.params.appointmentId,
        route.body,
      ),
    }),
  }),
  implementEndpoint(contracts.cancelAppointment, {
    tag: TAG,
    summary: 'Cancel an appointment',
    description: 'The reason is required and kept; the slot becomes free.',
    auth: userAuth,
    responses: { 200: { description: 'Cancelled.' } },
    errors: { ...CLINIC_ACCESS_ERRORS, 409: ['appointment_not_active'] },
    handler: async (route) => ({
      status: 200,
      body: await cancelAppointment(
        clinicContext(route, route.params.organizationId, 'update', 'Appointment'),
        route.params.appointmentId,
        route.body,
      ),
    }),
  }),
  implementEndpoint(contracts.setAppointmentStatus, {
    tag: TAG,
    summary: 'Confirm an appointment or mark a no-show',
    description: '`attended` is set by admitting the patient; `cancelled` by cancelling with a reason.',
    auth: userAuth,
    responses: { 200: { description: 'The appointment.' } },
    errors: { ...CLINIC_ACCESS_ERRORS, 409: ['appointment_not_active', 'appointment_not_started'] },
    handler: async (route) => ({
      status: 200,
      body: await setAppointmentStatus(
        clinicContext(route, route.params.organizationId, 'update', 'Appointment'),
        route.params.appointmentId,
        route.body,
      ),
    }),
  }),
];
