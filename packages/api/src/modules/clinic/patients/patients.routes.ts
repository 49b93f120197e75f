import * as contracts from '@facturo/sdk/endpoints';
import { userAuth } from '../../../identity/user-authenticator';
import { implementEndpoint } from '../../../kernel/implement-endpoint';
import { CLINIC_ACCESS_ERRORS, CLINIC_ACCESS_NOTE } from '../clinic-access';
import { clinicContext } from '../clinic-context';
import { createPatient, getPatient, searchPatients, updatePatient } from './patients.service';

const TAG = 'Clinic: patients';

/** Patients: register, search, read and update (every access is audited). */
export const patientRoutes = [
  implementEndpoint(contracts.listPatients, {
    tag: TAG,
    summary: 'Search patients',
    description: `By any words of the names or the document number (accents and case ignored), by surname. Roles that read patients: owner, admin, clinician, billing (billing reads the patient record — identification, contact and insurer, which invoicing needs — and never clinical data). ${CLINIC_ACCESS_NOTE}`,
    auth: userAuth,
    responses: { 200: { description: 'A page of patients.' } },
    errors: CLINIC_ACCESS_ERRORS,
    handler: async (route) => ({
      status: 200,
      body: await searchPatients(
        clinicContext(route, route.params.organizationId, 'read', 'Patient'),
        route.query,
      ),
    }),
  }),
  implementEndpoint(contracts.createPatient, {
    tag: TAG,
    summary: 'Register a patient',
    description: `Owners, admins and clinicians. The document type and number are unique in the clinic. ${CLINIC_ACCESS_NOTE}`,
    auth: userAuth,
    responses: { 201: { description: 'Registered.' } },
    errors: { ...CLINIC_ACCESS_ERRORS, 409: ['patient_document_taken'] },
    handler: async (route) => ({
      status: 201,
      body: await createPatient(
        clinicContext(route, route.params.organizationId, 'create', 'Patient'),
        route.body,
      ),
    }),
  }),
  implementEndpoint(contracts.getPatient, {
    tag: TAG,
    summary: 'A patient',
    description: CLINIC_ACCESS_NOTE,
    auth: userAuth,
    responses: { 200: { description: 'The patient.' } },
    errors: CLINIC_ACCESS_ERRORS,
    handler: async (route) => ({
      status: 200,
      body: await getPatient(
        clinicContext(route, route.params.organizationId, 'read', 'Patient'),
        route.params.patientId,
      ),
    }),
  }),
  implementEndpoint(contracts.updatePatient, {
    tag: TAG,
    summary: 'Update a patient',
    description: `Any subset of fields; \`null\` clears an optional one; the result is checked whole. ${CLINIC_ACCESS_NOTE}`,
    auth: userAuth,
    responses: { 200: { description: 'The updated patient.' } },
    errors: { ...CLINIC_ACCESS_ERRORS, 409: ['patient_document_taken'] },
    handler: async (route) => ({
      status: 200,
      body: await updatePatient(
        clinicContext(route, route.params.organizationId, 'update', 'Patient'),
        route.params.patientId,
        route.body,
      ),
    }),
  }),
];
