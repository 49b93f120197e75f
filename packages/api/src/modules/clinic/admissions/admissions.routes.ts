import * as contracts from '@facturo/sdk/endpoints';
import { userAuth } from '../../../identity/user-authenticator';
import { implementEndpoint } from '../../../kernel/implement-endpoint';
import { CLINIC_ACCESS_ERRORS, CLINIC_ACCESS_NOTE } from '../clinic-access';
import { clinicContext } from '../clinic-context';
import { createAdmission, getAdmission, listAdmissions } from './admissions.service';

const TAG = 'Clinic: admissions';
const CLINICAL_NOTE =
  '`clinical` (the reason for the visit and the history entry) is `null` for roles without access to clinical data (admin, billing).';

/** Admissions: arrivals for an appointment or walk-ins, which open the visit's history entry. */
export const admissionRoutes = [
  implementEndpoint(contracts.listAdmissions, {
    tag: TAG,
    summary: 'Admissions',
    description: `By Colombian date range and/or patient or professional, newest first. Owners, admins, clinicians and billing. ${CLINICAL_NOTE} ${CLINIC_ACCESS_NOTE}`,
    auth: userAuth,
    responses: { 200: { description: 'A page of admissions.' } },
    errors: CLINIC_ACCESS_ERRORS,
    handler: async (route) => ({
      status: 200,
      body: await listAdmissions(
        clinicContext(route, route.params.organizationId, 'read', 'Admission'),
        route.query,
      ),
    }),
  }),
  implementEndpoint(contracts.createAdmission, {
    tag: TAG,
    summary: 'Admit a patient',
    description: `For one of the patient's active appointments on the arrival's date in Colombia (it becomes \`attended\`) or as a walk-in with a professional. Opens the visit's clinical-history entry for the professional. Owners, admins and clinicians. ${CLINICAL_NOTE}`,
    auth: userAuth,
    responses: { 201: { description: 'Admitted.' } },
    errors: {
      ...CLINIC_ACCESS_ERRORS,
      409: ['appointment_not_active'],
      422: [
        'admission_in_future',
        'admission_appointment_mismatch',
        'admission_appointment_other_day',
        'not_a_professional',
      ],
    },
    handler: async (route) => ({
      status: 201,
      body: await createAdmission(
        clinicContext(route, route.params.organizationId, 'create', 'Admission'),
        route.body,
      ),
    }),
  }),
  implementEndpoint(contracts.getAdmission, {
    tag: TAG,
    summary: 'An admission',
    description: CLINICAL_NOTE,
    auth: userAuth,
    responses: { 200: { description: 'The admission.' } },
    errors: CLINIC_ACCESS_ERRORS,
    handler: async (route) => ({
      status: 200,
      body: await getAdmission(
        clinicContext(route, route.params.organizationId, 'read', 'Admission'),
        route.params.admissionId,
      ),
    }),
  }),
];
