import { defineEndpoint } from './endpoint';
import { schemaModule } from './schema-ref';

const patients = schemaModule('patient.schema', () => import('../schemas/patient.schema'));
const paths = schemaModule('path-params.schema', () => import('../schemas/path-params.schema'));

// Every clinic route answers 404 when the caller is not a member or the organization is not a clinic,
// and 403 `forbidden` when the role does not allow it; every access to a patient is audited.

/** `GET /organizations/{organizationId}/patients`: searches patients by name or document, by surname. */
export const listPatients = defineEndpoint({
  operationId: 'listPatients',
  method: 'GET',
  path: '/organizations/{organizationId}/patients',
  auth: 'user',
  params: paths('organizationParamsSchema'),
  query: patients('patientSearchQuerySchema'),
  status: 200,
  response: patients('patientListSchema'),
});

/** `POST /organizations/{organizationId}/patients`: registers a patient. */
export const createPatient = defineEndpoint({
  operationId: 'createPatient',
  method: 'POST',
  path: '/organizations/{organizationId}/patients',
  auth: 'user',
  params: paths('organizationParamsSchema'),
  body: patients('patientInputSchema'),
  status: 201,
  response: patients('patientSchema'),
});

/** `GET /organizations/{organizationId}/patients/{patientId}`: a patient. */
export const getPatient = defineEndpoint({
  operationId: 'getPatient',
  method: 'GET',
  path: '/organizations/{organizationId}/patients/{patientId}',
  auth: 'user',
  params: patients('patientParamsSchema'),
  status: 200,
  response: patients('patientSchema'),
});

/** `PATCH /organizations/{organizationId}/patients/{patientId}`: updates any subset of a patient. */
export const updatePatient = defineEndpoint({
  operationId: 'updatePatient',
  method: 'PATCH',
  path: '/organizations/{organizationId}/patients/{patientId}',
  auth: 'user',
  params: patients('patientParamsSchema'),
  body: patients('updatePatientRequestSchema'),
  status: 200,
  response: patients('patientSchema'),
});
