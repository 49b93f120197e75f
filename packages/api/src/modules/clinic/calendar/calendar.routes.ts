import {
  closedDayListSchema,
  closedDaysQuerySchema,
  closureDayRequestSchema,
  closureDaySchema,
  scheduleLockListQuerySchema,
  scheduleLockListSchema,
  scheduleLockRequestSchema,
  scheduleLockSchema,
} from '@facturo/sdk/schemas';
import { organizationParams } from '../../../http/params';
import { userAuth } from '../../../identity/user-authenticator';
import { defineRoute } from '../../../kernel/route-definition';
import { clinicContext } from '../clinic-context';
import { CLINIC_ACCESS_ERRORS, CLINIC_ACCESS_NOTE, closureDayParams, lockParams } from '../clinic-params';
import { createClosureDay, deleteClosureDay, listClosedDays } from './closed-days.service';
import { createScheduleLock, deleteScheduleLock, listScheduleLocks } from './schedule-locks.service';

const TAG = 'Clinic: calendar';
const LOCK_ROLES =
  'Owners and admins lock any professional or the whole clinic; clinicians only their own agenda; billing and viewers have no access.';

/** Holidays (national festivos + closure days) and schedule locks. */
export const calendarRoutes = [
  defineRoute({
    method: 'get',
    path: '/organizations/{organizationId}/closed-days',
    tag: TAG,
    summary: 'Days without appointments',
    description: `Colombia's festivos (from the sdk's rules) and the clinic's closure days of a year. Every member. ${CLINIC_ACCESS_NOTE}`,
    auth: userAuth,
    params: organizationParams,
    query: closedDaysQuerySchema,
    responses: { 200: { description: 'By date.', schema: closedDayListSchema } },
    errors: CLINIC_ACCESS_ERRORS,
    handler: async (route) => ({
      status: 200,
      body: await listClosedDays(
        clinicContext(route, route.params.organizationId, 'read', 'Holiday'),
        route.query.year,
      ),
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/organizations/{organizationId}/closure-days',
    tag: TAG,
    summary: 'Close the clinic on a date',
    description:
      'Owners and admins. Appointments already booked that day are returned for rescheduling, not cancelled.',
    auth: userAuth,
    params: organizationParams,
    body: closureDayRequestSchema,
    responses: { 201: { description: 'Closed.', schema: closureDaySchema } },
    errors: { ...CLINIC_ACCESS_ERRORS, 409: ['closure_day_exists'], 422: ['closure_day_in_past'] },
    handler: async (route) => ({
      status: 201,
      body: await createClosureDay(
        clinicContext(route, route.params.organizationId, 'create', 'Holiday'),
        route.body,
      ),
    }),
  }),
  defineRoute({
    method: 'delete',
    path: '/organizations/{organizationId}/closure-days/{closureDayId}',
    tag: TAG,
    summary: 'Reopen a closed date',
    auth: userAuth,
    params: closureDayParams,
    responses: { 204: { description: 'Reopened.' } },
    errors: CLINIC_ACCESS_ERRORS,
    handler: async (route) => {
      await deleteClosureDay(
        clinicContext(route, route.params.organizationId, 'delete', 'Holiday'),
        route.params.closureDayId,
      );
      return { status: 204 };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/organizations/{organizationId}/schedule-locks',
    tag: TAG,
    summary: 'Schedule locks',
    description: `Overlapping a Colombian date range (or not yet ended), of a professional together with the clinic's; each with the active appointments inside it. ${LOCK_ROLES}`,
    auth: userAuth,
    params: organizationParams,
    query: scheduleLockListQuerySchema,
    responses: { 200: { description: 'By start.', schema: scheduleLockListSchema } },
    errors: CLINIC_ACCESS_ERRORS,
    handler: async (route) => ({
      status: 200,
      body: await listScheduleLocks(
        clinicContext(route, route.params.organizationId, 'read', 'ScheduleLock'),
        route.query,
      ),
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/organizations/{organizationId}/schedule-locks',
    tag: TAG,
    summary: 'Lock a time range',
    description: `Of a professional, or of the whole clinic without \`professional_id\`. Existing appointments inside it are listed for rescheduling, not removed. ${LOCK_ROLES}`,
    auth: userAuth,
    params: organizationParams,
    body: scheduleLockRequestSchema,
    responses: { 201: { description: 'Locked.', schema: scheduleLockSchema } },
    errors: { ...CLINIC_ACCESS_ERRORS, 422: ['schedule_lock_in_past', 'not_a_professional'] },
    handler: async (route) => ({
      status: 201,
      body: await createScheduleLock(
        clinicContext(route, route.params.organizationId, 'create', 'ScheduleLock'),
        route.body,
      ),
    }),
  }),
  defineRoute({
    method: 'delete',
    path: '/organizations/{organizationId}/schedule-locks/{lockId}',
    tag: TAG,
    summary: 'Lift a lock',
    description: LOCK_ROLES,
    auth: userAuth,
    params: lockParams,
    responses: { 204: { description: 'Lifted.' } },
    errors: CLINIC_ACCESS_ERRORS,
    handler: async (route) => {
      await deleteScheduleLock(
        clinicContext(route, route.params.organizationId, 'delete', 'ScheduleLock'),
        route.params.lockId,
      );
      return { status: 204 };
    },
  }),
];
