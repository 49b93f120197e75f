import { defineEndpoint } from './endpoint';
import { schemaModule } from './schema-ref';

const appointments = schemaModule('appointment.schema', () => import('../schemas/appointment.schema'));
const admissions = schemaModule('admission.schema', () => import('../schemas/admission.schema'));
const paths = schemaModule('path-params.schema', () => import('../schemas/path-params.schema'));

/** `GET /organizations/{organizationId}/professionals`: the clinic's members with the clinician role. */
export const listProfessionals = defineEndpoint({
  operationId: 'listProfessionals',
  method: 'GET',
  path: '/organizations/{organizationId}/professionals',
  auth: 'user',
  params: paths('organizationParamsSchema'),
  status: 200,
  response: appointments('professionalListSchema'),
});

/** `GET /organizations/{organizationId}/appointments`: the agenda of a date range and/or a patient. */
export const listAppointments = defineEndpoint({
  operationId: 'listAppointments',
  method: 'GET',
  path: '/organizations/{organizationId}/appointments',
  auth: 'user',
  params: paths('organizationParamsSchema'),
  query: appointments('appointmentListQuerySchema'),
  status: 200,
  response: appointments('appointmentListSchema'),
});

/** `POST /organizations/{organizationId}/appointments`: books an appointment with a professional. */
export const createAppointment = defineEndpoint({
  operationId: 'createAppointment',
  method: 'POST',
  path: '/organizations/{organizationId}/appointments',
  auth: 'user',
  params: paths('organizationParamsSchema'),
  body: appointments('createAppointmentRequestSchema'),
  status: 201,
  response: appointments('appointmentSchema'),
});

/** `GET /organizations/{organizationId}/appointments/{appointmentId}`: an appointment with its changes. */
export const getAppointment = defineEndpoint({
  operationId: 'getAppointment',
  method: 'GET',
  path: '/organizations/{organizationId}/appointments/{appointmentId}',
  auth: 'user',
  params: appointments('appointmentParamsSchema'),
  status: 200,
  response: appointments('appointmentDetailSchema'),
});

/** `POST /organizations/{organizationId}/appointments/{appointmentId}/move`: moves an appointment. */
export const moveAppointment = defineEndpoint({
  operationId: 'moveAppointment',
  method: 'POST',
  path: '/organizations/{organizationId}/appointments/{appointmentId}/move',
  auth: 'user',
  params: appointments('appointmentParamsSchema'),
  body: appointments('moveAppointmentRequestSchema'),
  status: 200,
  response: appointments('appointmentSchema'),
});

/** `POST /organizations/{organizationId}/appointments/{appointmentId}/cancel`: cancels with a reason. */
export const cancelAppointment = defineEndpoint({
  operationId: 'cancelAppointment',
  method: 'POST',
  path: '/organizations/{organizationId}/appointments/{appointmentId}/cancel',
  auth: 'user',
  params: appointments('appointmentParamsSchema'),
  body: appointments('cancelAppointmentRequestSchema'),
  status: 200,
  response: appointments('appointmentSchema'),
});

/** `POST /organizations/{organizationId}/appointments/{appointmentId}/status`: confirms or marks no-show. */
export const setAppointmentStatus = defineEndpoint({
  operationId: 'setAppointmentStatus',
  method: 'POST',
  path: '/organizations/{organizationId}/appointments/{appointmentId}/status',
  auth: 'user',
  params: appointments('appointmentParamsSchema'),
  body: appointments('appointmentStatusRequestSchema'),
  status: 200,
  response: appointments('appointmentSchema'),
});

/** `GET /organizations/{organizationId}/admissions`: admissions by date range, patient or professional. */
export const listAdmissions = defineEndpoint({
  operationId: 'listAdmissions',
  method: 'GET',
  path: '/organizations/{organizationId}/admissions',
  auth: 'user',
  params: paths('organizationParamsSchema'),
  query: admissions('admissionListQuerySchema'),
  status: 200,
  response: admissions('admissionListSchema'),
});

/** `POST /organizations/{organizationId}/admissions`: admits a patient; opens the visit's entry. */
export const createAdmission = defineEndpoint({
  operationId: 'createAdmission',
  method: 'POST',
  path: '/organizations/{organizationId}/admissions',
  auth: 'user',
  params: paths('organizationParamsSchema'),
  body: admissions('createAdmissionRequestSchema'),
  status: 201,
  response: admissions('admissionSchema'),
});

/** `GET /organizations/{organizationId}/admissions/{admissionId}`: an admission. */
export const getAdmission = defineEndpoint({
  operationId: 'getAdmission',
  method: 'GET',
  path: '/organizations/{organizationId}/admissions/{admissionId}',
  auth: 'user',
  params: admissions('admissionParamsSchema'),
  status: 200,
  response: admissions('admissionSchema'),
});
