import { auditLogQuerySchema, auditLogSchema } from '@facturo/sdk/schemas';
import { organizationParams } from '../../../http/params';
import { userAuth } from '../../../identity/user-authenticator';
import { defineRoute } from '../../../kernel/route-definition';
import { clinicContext } from '../clinic-context';
import { CLINIC_ACCESS_ERRORS, CLINIC_ACCESS_NOTE } from '../clinic-params';
import { listAuditEvents } from './audit.service';

/** The clinic audit trail. */
export const auditRoutes = [
  defineRoute({
    method: 'get',
    path: '/organizations/{organizationId}/clinic-audit-log',
    tag: 'Clinic: audit',
    summary: 'Who accessed clinic data',
    description: `Every read and write of patients, clinical history, appointments, admissions and the calendar: who, when, from which IP, which action, which patient and record; never the data itself. Owners only; reading it is recorded too. ${CLINIC_ACCESS_NOTE}`,
    auth: userAuth,
    params: organizationParams,
    query: auditLogQuerySchema,
    responses: { 200: { description: 'Newest first.', schema: auditLogSchema } },
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
