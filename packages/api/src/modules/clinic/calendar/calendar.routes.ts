import * as contracts from '@facturo/sdk/endpoints';
import { userAuth } from '../../../identity/user-authenticator';
import { implementEndpoint } from '../../../kernel/implement-endpoint';
import { CLINIC_ACCESS_ERRORS, CLINIC_ACCESS_NOTE } from '../clinic-access';
import { clinicContext } from '../clinic-context';
import { createClosureDay, deleteClosureDay, listClosedDays } from './closed-days.service';
import { createScheduleLock, deleteScheduleLock, listScheduleLocks } from './schedule-locks.service';

const TAG = 'Clinic: calendar';
const LOCK_ROLES =
  'Owners and admins lock any professional or the whole clinic; clinicians only their own agenda; billing and viewers have no access.';

/** Holidays (national festivos + closure days) and schedule locks. */
export const calendarRoutes = [
  implementEndpoint(contracts.listClosedDays, {
    tag: TAG,
    summary: 'Days without appointments',
    description: `Colombia's festivos (from the sdk's rules) and the clinic's closure days of a year. Every member. ${CLINIC_ACCESS_NOTE}`,
    auth: userAuth,
    responses: { 200: { description: 'By date.' } },
    errors: CLINIC_ACCESS_ERRORS,
    handler: async (route) => ({
      status: 200,
      body: await listClosedDays(
        clinicContext(route, route.params.organizationId, 'read', 'Holiday'),
        route.query.year,
      ),
    }),
  }),
  implementEndpoint(contracts.createClosureDay, {
    tag: TAG,
    summary: 'Close the clinic on a date',
    description:
      'Owners and admins. Appointments already booked that day are returned for rescheduling, not cancelled.',
    auth: userAuth,
    responses: { 201: { description: 'Closed.' } },
    errors: { ...CLINIC_ACCESS_ERRORS, 409: ['closure_day_exists'], 422: ['closure_day_in_past'] },
    handler: async (route) => ({
      status: 201,
      body: await createClosureDay(
        clinicContext(route, route.params.organizationId, 'create', 'Holiday'),
        route.body,
      ),
    }),
  }),
  implementEndpoint(contracts.deleteClosureDay, {
    tag: TAG,
    summary: 'Reopen a closed date',
    auth: userAuth,
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
  implementEndpoint(contracts.listScheduleLocks, {
    tag: TAG,
    summary: 'Schedule locks',
    description: `Overlapping a Colombian date range (or not yet ended), of a professional together with the clinic's; each with the active appointments inside it. ${LOCK_ROLES}`,
    auth: userAuth,
    responses: { 200: { description: 'By start.' } },
    errors: CLINIC_ACCESS_ERRORS,
    handler: async (route) => ({
      status: 200,
      body: await listScheduleLocks(
        clinicContext(route, route.params.organizationId, 'read', 'ScheduleLock'),
        route.query,
      ),
    }),
  }),
  implementEndpoint(contracts.createScheduleLock, {
    tag: TAG,
    summary: 'Lock a time range',
    description: `Of a professional, or of the whole clinic without \`professional_id\`. Existing appointments inside it are listed for rescheduling, not removed. ${LOCK_ROLES}`,
    auth: userAuth,
    responses: { 201: { description: 'Locked.' } },
    errors: { ...CLINIC_ACCESS_ERRORS, 422: ['schedule_lock_in_past', 'not_a_professional'] },
    handler: async (route) => ({
      status: 201,
      body: await createScheduleLock(
        clinicContext(route, route.params.organizationId, 'create', 'ScheduleLock'),
        route.body,
      ),
    }),
  }),
  implementEndpoint(contracts.deleteScheduleLock, {
    tag: TAG,
    summary: 'Lift a lock',
    description: LOCK_ROLES,
    auth: userAuth,
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
