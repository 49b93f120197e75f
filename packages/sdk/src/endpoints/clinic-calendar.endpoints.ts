import { defineEndpoint } from './endpoint';
import { schemaModule } from './schema-ref';

const calendar = schemaModule('clinic-calendar.schema', () => import('../schemas/clinic-calendar.schema'));
const paths = schemaModule('path-params.schema', () => import('../schemas/path-params.schema'));

// Appointments already inside a new closure day or lock are returned for rescheduling, never removed.

/** `GET /organizations/{organizationId}/closed-days`: a year's festivos and the clinic's closure days. */
export const listClosedDays = defineEndpoint({
  operationId: 'listClosedDays',
  method: 'GET',
  path: '/organizations/{organizationId}/closed-days',
  auth: 'user',
  params: paths('organizationParamsSchema'),
  query: calendar('closedDaysQuerySchema'),
  status: 200,
  response: calendar('closedDayListSchema'),
});

/** `POST /organizations/{organizationId}/closure-days`: closes the clinic on a date. */
export const createClosureDay = defineEndpoint({
  operationId: 'createClosureDay',
  method: 'POST',
  path: '/organizations/{organizationId}/closure-days',
  auth: 'user',
  params: paths('organizationParamsSchema'),
  body: calendar('closureDayRequestSchema'),
  status: 201,
  response: calendar('closureDaySchema'),
});

/** `DELETE /organizations/{organizationId}/closure-days/{closureDayId}`: reopens a closed date. */
export const deleteClosureDay = defineEndpoint({
  operationId: 'deleteClosureDay',
  method: 'DELETE',
  path: '/organizations/{organizationId}/closure-days/{closureDayId}',
  auth: 'user',
  params: calendar('closureDayParamsSchema'),
  status: 204,
});

/** `GET /organizations/{organizationId}/schedule-locks`: the locks overlapping a date range. */
export const listScheduleLocks = defineEndpoint({
  operationId: 'listScheduleLocks',
  method: 'GET',
  path: '/organizations/{organizationId}/schedule-locks',
  auth: 'user',
  params: paths('organizationParamsSchema'),
  query: calendar('scheduleLockListQuerySchema'),
  status: 200,
  response: calendar('scheduleLockListSchema'),
});

/** `POST /organizations/{organizationId}/schedule-locks`: locks a professional's or the clinic's time. */
export const createScheduleLock = defineEndpoint({
  operationId: 'createScheduleLock',
  method: 'POST',
  path: '/organizations/{organizationId}/schedule-locks',
  auth: 'user',
  params: paths('organizationParamsSchema'),
  body: calendar('scheduleLockRequestSchema'),
  status: 201,
  response: calendar('scheduleLockSchema'),
});

/** `DELETE /organizations/{organizationId}/schedule-locks/{lockId}`: lifts a lock. */
export const deleteScheduleLock = defineEndpoint({
  operationId: 'deleteScheduleLock',
  method: 'DELETE',
  path: '/organizations/{organizationId}/schedule-locks/{lockId}',
  auth: 'user',
  params: calendar('scheduleLockParamsSchema'),
  status: 204,
});
