import { defineEndpoint } from './endpoint';
import { schemaModule } from './schema-ref';

const schedule = schemaModule('billing-schedule.schema', () => import('../schemas/billing-schedule.schema'));
const paths = schemaModule('path-params.schema', () => import('../schemas/path-params.schema'));

// The billing date (fecha de cobro) of the caller's organization (`organization_id` when a user
// belongs to several). `billing-date:write` includes `billing-date:read`.

/** `GET /billing/schedule`: the billing date, its services' next due dates and scheduled adjustments. */
export const getBillingSchedule = defineEndpoint({
  operationId: 'getBillingSchedule',
  method: 'GET',
  path: '/billing/schedule',
  auth: 'userOrWidgetSession',
  scopes: ['billing-date:read'],
  query: paths('organizationScopeQuerySchema'),
  status: 200,
  response: schedule('billingScheduleSchema'),
});

/** `POST /billing/schedule/preview`: the prorated adjustments a billing-date change would charge. */
export const previewBillingSchedule = defineEndpoint({
  operationId: 'previewBillingSchedule',
  method: 'POST',
  path: '/billing/schedule/preview',
  auth: 'userOrWidgetSession',
  scopes: ['billing-date:write'],
  query: paths('organizationScopeQuerySchema'),
  body: schedule('billingScheduleChangeSchema'),
  status: 200,
  response: schedule('billingSchedulePlanSchema'),
});

/** `PUT /billing/schedule`: changes the billing date and schedules the adjustments the preview showed. */
export const changeBillingSchedule = defineEndpoint({
  operationId: 'changeBillingSchedule',
  method: 'PUT',
  path: '/billing/schedule',
  auth: 'userOrWidgetSession',
  scopes: ['billing-date:write'],
  query: paths('organizationScopeQuerySchema'),
  body: schedule('billingScheduleChangeSchema'),
  status: 200,
  response: schedule('billingSchedulePlanSchema'),
});
