import * as contracts from '@facturo/sdk/endpoints';
import { userAuth } from '../../../identity/user-authenticator';
import { implementEndpoint } from '../../../kernel/implement-endpoint';
import { CLINIC_ACCESS_ERRORS, CLINIC_ACCESS_NOTE } from '../clinic-access';
import { clinicContext } from '../clinic-context';
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
  implementEndpoint(contracts.listPatientHistory, {
    tag: TAG,
    summary: "A patient's clinical history",
    description: `Entries newest first, each with its addenda. ${ROLES}`,
    auth: userAuth,
    responses: { 200: { description: 'A page of entries.' } },
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
  implementEndpoint(contracts.createHistoryEntry, {
    tag: TAG,
    summary: 'Write a signed entry',
    description: `A consultation recorded without an admission; the caller is its professional. Signed at once: it can never change, only be followed by addenda. ${ROLES}`,
    auth: userAuth,
    responses: { 201: { description: 'Written and signed.' } },
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
  implementEndpoint(contracts.listProfessionalHistory, {
    tag: TAG,
    summary: "A professional's entries across patients",
    description: `The caller's entries unless \`professional_id\` names another professional; open ones are the visits waiting to be written. ${ROLES}`,
    auth: userAuth,
    responses: { 200: { description: 'A page of entries.' } },
    errors: CLINIC_ACCESS_ERRORS,
    handler: async (route) => ({
      status: 200,
      body: await listProfessionalHistory(
        clinicContext(route, route.params.organizationId, 'read', 'ClinicalHistory'),
        route.query,
      ),
    }),
  }),
  implementEndpoint(contracts.getHistoryEntry, {
    tag: TAG,
    summary: 'An entry with its addenda',
    description: ROLES,
    auth: userAuth,
    responses: { 200: { description: 'The entry.' } },
    errors: CLINIC_ACCESS_ERRORS,
    handler: async (route) => ({
      status: 200,
      body: await getHistoryEntry(
        clinicContext(route, route.params.organizationId, 'read', 'ClinicalHistory'),
        route.params.entryId,
      ),
    }),
  }),
  implementEndpoint(contracts.signHistoryEntry, {
    tag: TAG,
    summary: 'Write and sign an open entry',
    description: `The entry an admission opened, by the professional it is assigned to, once. ${ROLES}`,
    auth: userAuth,
    responses: { 200: { description: 'Signed.' } },
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
  implementEndpoint(contracts.addHistoryAddendum, {
    tag: TAG,
    summary: 'Add an addendum',
    description: `A dated note after a signed entry, by the caller: the only way to correct or complete it. ${ROLES}`,
    auth: userAuth,
    responses: { 201: { description: 'The entry with its addenda.' } },
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
