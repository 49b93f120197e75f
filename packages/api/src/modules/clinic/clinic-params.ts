import * as z from 'zod/mini';
import { idParam } from '../../http/params';

/** `{organizationId}/patients/{patientId}`. */
export const patientParams = z.object({ organizationId: idParam(), patientId: idParam() });

/** `{organizationId}/history-entries/{entryId}`. */
export const entryParams = z.object({ organizationId: idParam(), entryId: idParam() });

/** `{organizationId}/appointments/{appointmentId}`. */
export const appointmentParams = z.object({ organizationId: idParam(), appointmentId: idParam() });

/** `{organizationId}/admissions/{admissionId}`. */
export const admissionParams = z.object({ organizationId: idParam(), admissionId: idParam() });

/** `{organizationId}/schedule-locks/{lockId}`. */
export const lockParams = z.object({ organizationId: idParam(), lockId: idParam() });

/** `{organizationId}/closure-days/{closureDayId}`. */
export const closureDayParams = z.object({ organizationId: idParam(), closureDayId: idParam() });

/** Said of every clinic route: how membership, the organization kind and the role are checked. */
export const CLINIC_ACCESS_NOTE =
  'Not found when the caller is not a member of the organization (also when it exists) or it is not a clinic; 403 `forbidden` when the role does not allow it.';

/** The errors every clinic route may answer besides validation: 403 for the role, 404 for the rest. */
export const CLINIC_ACCESS_ERRORS = { 403: ['forbidden'], 404: ['not_found'] } as const;
