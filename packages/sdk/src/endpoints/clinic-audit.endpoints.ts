import { defineEndpoint } from './endpoint';
import { schemaModule } from './schema-ref';

const history = schemaModule('clinical-history.schema', () => import('../schemas/clinical-history.schema'));
const paths = schemaModule('path-params.schema', () => import('../schemas/path-params.schema'));

/** `GET /organizations/{organizationId}/clinic-audit-log`: who read or wrote clinic data, newest first. */
export const listClinicAuditEvents = defineEndpoint({
  operationId: 'listClinicAuditEvents',
  method: 'GET',
  path: '/organizations/{organizationId}/clinic-audit-log',
  auth: 'user',
  params: paths('organizationParamsSchema'),
  query: history('auditLogQuerySchema'),
  status: 200,
  response: history('auditLogSchema'),
});
