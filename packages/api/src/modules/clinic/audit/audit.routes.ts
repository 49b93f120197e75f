import * as contracts from '@facturo/sdk/endpoints';
import { userAuth } from '../../../identity/user-authenticator';
import { implementEndpoint } from '../../../kernel/implement-endpoint';
import { CLINIC_ACCESS_ERRORS, CLINIC_ACCESS_NOTE } from '../clinic-access';
import { clinicContext } from '../clinic-context';
import { listAuditEvents } from './audit.service';

/** The clinic audit trail. */
export const auditRoutes = [
  implementEndpoint(contracts.listClinicAuditEvents, {
    tag: 'Clinic: audit',
    summary: 'Who accessed clinic data',
    description: `Every read and write of patients, clinical history, appointments, admissions and the calendar: who, when, from which IP, which action, which patient and record; never the data itself. Owners only; reading it is recorded too. ${CLINIC_ACCESS_NOTE}`,
    auth: userAuth,
    responses: { 200: { description: 'Newest first.' } },
    errors: CLINIC_ACCESS_ERRORS,
    handler: async (route) => ({
      status: 200,
      body: await listAuditEvents(
        clinicContext(route, route.params.organizationId, 'read', 'ClinicalHistory'),
        route.query,
      ),
    }),
  }),
];
