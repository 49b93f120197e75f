import {
  admissionListQuerySchema,
  admissionListSchema,
  admissionSchema,
  createAdmissionRequestSchema,
} from '@facturo/sdk/schemas';
import { organizationParams } from '../../../http/params';
import { userAuth } from '../../../identity/user-authenticator';
import { defineRoute } from '../../../kernel/route-definition';
import { clinicContext } from '../clinic-context';
import { admissionParams, CLINIC_ACCESS_ERRORS, CLINIC_ACCESS_NOTE } from '../clinic-params';
import { createAdmission, getAdmission, listAdmissions } from './admissions.service';

const TAG = 'Clinic: admissions';
const CLINICAL_NOTE =
  '`clinical` (the reason for the visit and the history entry) is `null` for roles without access to clinical data (admin, billing).';

/** Admissions: arrivals for an appointment or walk-ins, which open the visit's history entry. */
export const admissionRoutes = [
  defineRoute({
    method: 'get',
    path: '/organizations/{organizationId}/admissions',
    tag: TAG,
    summary: 'Admissions',
    description: `By Colombian date range and/or patient or professional, newest first. Owners, admins, clinicians and billing. ${CLINICAL_NOTE} ${CLINIC_ACCESS_NOTE}`,
    auth: userAuth,
    params: organizationParams,
    query: admissionListQuerySchema,
    responses: { 200: { description: 'A page of admissions.', schema: admissionListSchema } },
    errors: CLINIC_ACCESS_ERRORS,
    handler: async (route) => ({
      status: 200,
      body: await listAdmissions(
        clinicContext(route, route.params.organizationId, 'read', 'Admission'),
        route.query,
      ),
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/organizations/{organizationId}/admissions',
    tag: TAG,
    summary: 'Admit a patient',
    description: `For one of the patient's active appointments on the arrival's date in Colombia (it becomes \`attended\`) or as a walk-in with a professional. Opens the visit's clinical-history entry for the professional. Owners, admins and clinicians. ${CLINICAL_NOTE}`,
    auth: userAuth,
    params: organizationParams,
    body: createAdmissionRequestSchema,
    responses: { 201: { description: 'Admitted.', schema: admissionSchema } },
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
  defineRoute({
    method: 'get',
    path: '/organizations/{organizationId}/admissions/{admissionId}',
    tag: TAG,
    summary: 'An admission',
    description: CLINICAL_NOTE,
    auth: userAuth,
    params: admissionParams,
    responses: { 200: { description: 'The admission.', schema: admissionSchema } },
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
