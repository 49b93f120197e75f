import { defineEndpoint } from './endpoint';
import { schemaModule } from './schema-ref';

const dashboard = schemaModule('dashboard.schema', () => import('../schemas/dashboard.schema'));
const paths = schemaModule('path-params.schema', () => import('../schemas/path-params.schema'));

/**
 * `GET /organizations/{organizationId}/dashboard`: documents used against the plans and spending
 * over the last 12 months, the upcoming charges and the current period's usage.
 */
export const getDashboard = defineEndpoint({
  operationId: 'getDashboard',
  method: 'GET',
  path: '/organizations/{organizationId}/dashboard',
  auth: 'user',
  params: paths('organizationParamsSchema'),
  status: 200,
  response: dashboard('dashboardSchema'),
});
