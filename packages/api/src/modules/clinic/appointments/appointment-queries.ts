import { addDays } from '@facturo/sdk/co';
import {
  type Appointment,
  type AppointmentDetail,
  type appointmentListQuerySchema,
  bogotaDateTime,
  toBogotaDateTime,
} from '@facturo/sdk/schemas';
import type * as z from 'zod/mini';
import { notFound } from '../../../http/api-problem';
import { auditedRead } from '../audit/audit-trail';
import type { ClinicContext } from '../clinic-context';
import { byTime, fetchPage, type Page } from '../clinic-paging';
import { appointmentReads, appointmentViews, toAppointment } from './appointment-view';

type ListQuery = z.output<typeof appointmentListQuerySchema>;

/** Appointments by Colombian date range (by time) and/or patient (newest first); each patient shown is audited. */
export function listAppointments(ctx: ClinicContext, query: ListQuery): Promise<Page<Appointment>> {
  return auditedRead(
    ctx,
    async (trx) => {
      let filtered = appointmentViews(trx, ctx.organizationId);
      if (query.from && query.to) {
        filtered = filtered
          .where('a.startsAt', '>=', new Date(bogotaDateTime(query.from, '00:00')))
          .where('a.startsAt', '<', new Date(bogotaDateTime(addDays(query.to, 1), '00:00')));
      }
      if (query.professionalId) filtered = filtered.where('a.professionalId', '=', query.professionalId);
      if (query.patientId) filtered = filtered.where('a.patientId', '=', query.patientId);
      if (query.status) filtered = filtered.where('a.status', '=', query.status);
      const order = query.from ? 'asc' : 'desc';
      return fetchPage(filtered, query, byTime('a.startsAt', 'a.id', order), toAppointment, ctx.t);
    },
    (page) => appointmentReads(page.items),
  );
}

/** One appointment with its change log. */
export function getAppointment(ctx: ClinicContext, appointmentId: string): Promise<AppointmentDetail> {
  return auditedRead(
    ctx,
    async (trx) => {
      const row = await appointmentViews(trx, ctx.organizationId)
        .where('a.id', '=', appointmentId)
        .executeTakeFirst();
      if (!row) throw notFound();
      const changes = await trx
        .selectFrom('clinicAppointmentChanges')
        .selectAll()
        .where('appointmentId', '=', appointmentId)
        .orderBy('seq')
        .execute();
      return {
        ...toAppointment(row),
        changes: changes.map((change) => ({
          kind: change.kind,
          at: toBogotaDateTime(change.at),
          actorName: change.actorName,
          reason: change.reason,
          fromStartsAt: change.fromStartsAt ? toBogotaDateTime(change.fromStartsAt) : null,
          toStartsAt: change.toStartsAt ? toBogotaDateTime(change.toStartsAt) : null,
        })),
      };
    },
    (appointment) => appointmentReads([appointment]),
  );
}
