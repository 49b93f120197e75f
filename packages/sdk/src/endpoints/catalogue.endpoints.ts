import { defineEndpoint } from './endpoint';
import { schemaModule } from './schema-ref';

const plans = schemaModule('plan.schema', () => import('../schemas/plan.schema'));

// Both are public, readable from any origin, and sent with an `ETag`: a request with a matching
// `If-None-Match` gets 304 without a body.

/** `GET /services`: the services (product lines), in catalogue order. */
export const listServices = defineEndpoint({
  operationId: 'listServices',
  method: 'GET',
  path: '/services',
  auth: 'public',
  status: 200,
  response: plans('serviceListResponseSchema'),
});

/** `GET /plans`: the plans on sale with their derived prices, in pricing-table order. */
export const listPlans = defineEndpoint({
  operationId: 'listPlans',
  method: 'GET',
  path: '/plans',
  auth: 'public',
  query: plans('planListQuerySchema'),
  status: 200,
  response: plans('planListResponseSchema'),
});
