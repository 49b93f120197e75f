import { defineEndpoint } from './endpoint';
import { schemaModule } from './schema-ref';

const history = schemaModule('clinical-history.schema', () => import('../schemas/clinical-history.schema'));
const patients = schemaModule('patient.schema', () => import('../schemas/patient.schema'));
const paths = schemaModule('path-params.schema', () => import('../schemas/path-params.schema'));

// Clinical data: owners and clinicians only. Entries are append-only; every read and write is audited.

/** `GET /organizations/{organizationId}/patients/{patientId}/history`: a patient's entries, newest first. */
export const listPatientHistory = defineEndpoint({
  operationId: 'listPatientHistory',
  method: 'GET',
  path: '/organizations/{organizationId}/patients/{patientId}/history',
  auth: 'user',
  params: patients('patientParamsSchema'),
  query: history('historyListQuerySchema'),
  status: 200,
  response: history('historyEntryListSchema'),
});

/** `POST /organizations/{organizationId}/patients/{patientId}/history`: writes a signed entry. */
export const createHistoryEntry = defineEndpoint({
  operationId: 'createHistoryEntry',
  method: 'POST',
  path: '/organizations/{organizationId}/patients/{patientId}/history',
  auth: 'user',
  params: patients('patientParamsSchema'),
  body: history('createHistoryEntryRequestSchema'),
  status: 201,
  response: history('historyEntrySchema'),
});

/** `GET /organizations/{organizationId}/clinical-history`: a professional's entries across patients. */
export const listProfessionalHistory = defineEndpoint({
  operationId: 'listProfessionalHistory',
  method: 'GET',
  path: '/organizations/{organizationId}/clinical-history',
  auth: 'user',
  params: paths('organizationParamsSchema'),
  query: history('historyListQuerySchema'),
  status: 200,
  response: history('historyEntryListSchema'),
});

/** `GET /organizations/{organizationId}/history-entries/{entryId}`: an entry with its addenda. */
export const getHistoryEntry = defineEndpoint({
  operationId: 'getHistoryEntry',
  method: 'GET',
  path: '/organizations/{organizationId}/history-entries/{entryId}',
  auth: 'user',
  params: history('historyEntryParamsSchema'),
  status: 200,
  response: history('historyEntrySchema'),
});

/** `POST /organizations/{organizationId}/history-entries/{entryId}/sign`: writes and signs an open entry. */
export const signHistoryEntry = defineEndpoint({
  operationId: 'signHistoryEntry',
  method: 'POST',
  path: '/organizations/{organizationId}/history-entries/{entryId}/sign',
  auth: 'user',
  params: history('historyEntryParamsSchema'),
  body: history('signHistoryEntryRequestSchema'),
  status: 200,
  response: history('historyEntrySchema'),
});

/** `POST /organizations/{organizationId}/history-entries/{entryId}/addenda`: adds an addendum to an entry. */
export const addHistoryAddendum = defineEndpoint({
  operationId: 'addHistoryAddendum',
  method: 'POST',
  path: '/organizations/{organizationId}/history-entries/{entryId}/addenda',
  auth: 'user',
  params: history('historyEntryParamsSchema'),
  body: history('addendumRequestSchema'),
  status: 201,
  response: history('historyEntrySchema'),
});
