import {
  addendumRequestSchema,
  createHistoryEntryRequestSchema,
  historyEntryListSchema,
  historyEntrySchema,
  historyListQuerySchema,
  signHistoryEntryRequestSchema,
} from '@facturo/sdk/schemas';
import { organizationParams } from '../../../http/params';
import { userAuth } from '../../../identity/user-authenticator';
import { defineRoute } from '../../../kernel/route-definition';
import { clinicContext } from '../clinic-context';
import { CLINIC_ACCESS_ERRORS, CLINIC_ACCESS_NOTE, entryParams, patientParams } from '../clinic-params';
import {
  addAddendum,
  createHistoryEntry,
  getHistoryEntry,
  listPatientHistory,
  listProfessionalHistory,
  signHistoryEntry,
} from './history.service';

const TAG = 'Clinic: clinical history';
const ROLES = `Clinical data: owners and clinicians only (admins, billing and viewers get 403). Every read and write is audited. ${CLINIC_ACCESS_NOTE}`;

/** The clinical history: append-only entries and addenda. */
export const historyRoutes = [
  defineRoute({
    method: 'get',
    path: '/organizations/{organizationId}/patients/{patientId}/history',
    tag: TAG,
    summary: "A patient's clinical history",
    description: `Entries newest first, each with its addenda. ${ROLES}`,
    auth: userAuth,
    params: patientParams,
    query: historyListQuerySchema,
    responses: { 200: { description: 'A page of entries.', schema: historyEntryListSchema } },
    errors: CLINIC_ACCESS_ERRORS,
    handler: async (route) => ({
      status: 200,
      body: await listPatientHistory(
        clinicContext(route, route.params.organizationId, 'read', 'ClinicalHistory'),
        route.params.patientId,
        route.query,
      ),
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/organizations/{organizationId}/patients/{patientId}/history',
    tag: TAG,
    summary: 'Write a signed entry',
    description: `A consultation recorded without an admission; the caller is its professional. Signed at once: it can never change, only be followed by addenda. ${ROLES}`,
    auth: userAuth,
    params: patientParams,
    body: createHistoryEntryRequestSchema,
    responses: { 201: { description: 'Written and signed.', schema: historyEntrySchema } },
    errors: { ...CLINIC_ACCESS_ERRORS, 422: ['history_in_future'] },
    handler: async (route) => ({
      status: 201,
      body: await createHistoryEntry(
        clinicContext(route, route.params.organizationId, 'create', 'ClinicalHistory'),
        route.params.patientId,
        route.body,
      ),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/organizations/{organizationId}/clinical-history',
    tag: TAG,
    summary: "A professional's entries across patients",
    description: `The caller's entries unless \`professional_id\` names another professional; open ones are the visits waiting to be written. ${ROLES}`,
    auth: userAuth,
    params: organizationParams,
    query: historyListQuerySchema,
    responses: { 200: { description: 'A page of entries.', schema: historyEntryListSchema } },
    errors: CLINIC_ACCESS_ERRORS,
    handler: async (route) => ({
      status: 200,
      body: await listProfessionalHistory(
        clinicContext(route, route.params.organizationId, 'read', 'ClinicalHistory'),
        route.query,
      ),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/organizations/{organizationId}/history-entries/{entryId}',
    tag: TAG,
    summary: 'An entry with its addenda',
    description: ROLES,
    auth: userAuth,
    params: entryParams,
    responses: { 200: { description: 'The entry.', schema: historyEntrySchema } },
    errors: CLINIC_ACCESS_ERRORS,
    handler: async (route) => ({
      status: 200,
      body: await getHistoryEntry(
        clinicContext(route, route.params.organizationId, 'read', 'ClinicalHistory'),
        route.params.entryId,
      ),
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/organizations/{organizationId}/history-entries/{entryId}/sign',
    tag: TAG,
    summary: 'Write and sign an open entry',
    description: `The entry an admission opened, by the professional it is assigned to, once. ${ROLES}`,
    auth: userAuth,
    params: entryParams,
    body: signHistoryEntryRequestSchema,
    responses: { 200: { description: 'Signed.', schema: historyEntrySchema } },
    errors: {
      ...CLINIC_ACCESS_ERRORS,
      403: ['forbidden', 'history_entry_not_author'],
      409: ['history_entry_signed'],
    },
    handler: async (route) => ({
      status: 200,
      body: await signHistoryEntry(
        clinicContext(route, route.params.organizationId, 'create', 'ClinicalHistory'),
        route.params.entryId,
        route.body,
      ),
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/organizations/{organizationId}/history-entries/{entryId}/addenda',
    tag: TAG,
    summary: 'Add an addendum',
    description: `A dated note after a signed entry, by the caller: the only way to correct or complete it. ${ROLES}`,
    auth: userAuth,
    params: entryParams,
    body: addendumRequestSchema,
    responses: { 201: { description: 'The entry with its addenda.', schema: historyEntrySchema } },
    errors: { ...CLINIC_ACCESS_ERRORS, 409: ['history_entry_open'] },
    handler: async (route) => ({
      status: 201,
      body: await addAddendum(
        clinicContext(route, route.params.organizationId, 'create', 'ClinicalHistory'),
        route.params.entryId,
        route.body,
      ),
    }),
  }),
];
