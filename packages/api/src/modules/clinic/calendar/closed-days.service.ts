import { addDays, dateInBogota, holidays, isoDate, localizedText, parseIsoDate } from '@facturo/sdk/co';
import {
  bogotaDateTime,
  type ClosedDay,
  type ClosureDay,
  type closureDayRequestSchema,
  toBogotaDateTime,
} from '@facturo/sdk/schemas';
import type * as z from 'zod/mini';
import { sqlState } from '../../../db/sql-state';
import { ApiProblem, conflict, notFound } from '../../../http/api-problem';
import { activeAppointmentsIn, appointmentReads } from '../appointments/appointment-view';
import { lockSchedule } from '../appointments/schedule-guard';
import { recordAudit } from '../audit/audit-trail';
import type { ClinicContext } from '../clinic-context';

/** The whole Colombian day of a date, as an instant range. */
export const bogotaDay = (date: string) => ({
  startsAt: new Date(bogotaDateTime(date, '00:00')),
  endsAt: new Date(bogotaDateTime(addDays(date, 1), '00:00')),
});

/**
 * The days of a year without appointments: Colombia's festivos (named in the reader's language) and
 * the clinic's closure days (with their reason), by date.
 */
export async function listClosedDays(
  ctx: ClinicContext,
  year?: number,
): Promise<{ year: number; items: ClosedDay[] }> {
  const wanted = year ?? parseIsoDate(dateInBogota(ctx.deps.clock.now())).year;
  const closures = await ctx.deps.db
    .selectFrom('clinicClosureDays')
    .select(['id', 'date', 'reason'])
    .where('organizationId', '=', ctx.organizationId)
    .where('date', '>=', isoDate(wanted, 1, 1))
    .where('date', '<=', isoDate(wanted, 12, 31))
    .execute();
  const items: ClosedDay[] = [
    ...holidays(wanted).map((holiday) => ({
      date: holiday.date,
      source: 'national' as const,
      name: localizedText(holiday.name, ctx.locale),
      closureDayId: null,
    })),
    ...closures.map((closure) => ({
      date: closure.date,
      source: 'clinic' as const,
      name: closure.reason,
      closureDayId: closure.id,
    })),
  ];
  // Stable: on a date that is both, the festivo comes first.
  items.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return { year: wanted, items };
}

/**
 * Closes the clinic on a date (today or later). Appointments already booked that day are returned
 * for rescheduling, not cancelled: someone has to call those patients.
 */
export async function createClosureDay(
  ctx: ClinicContext,
  input: z.output<typeof closureDayRequestSchema>,
): Promise<ClosureDay> {
  if (input.date < dateInBogota(ctx.deps.clock.now())) throw new ApiProblem(422, 'closure_day_in_past');
  try {
    return await ctx.deps.db.transaction().execute(async (trx) => {
      await lockSchedule(trx, ctx.organizationId);
      const row = await trx
        .insertInto('clinicClosureDays')
        .values({
          organizationId: ctx.organizationId,
          date: input.date,
          reason: input.reason,
          createdBy: ctx.principal.userId,
          createdAt: ctx.deps.clock.now(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const affected = await activeAppointmentsIn(trx, ctx.organizationId, {
        ...bogotaDay(input.date),
        professionalId: null,
      });
      await recordAudit(trx, ctx, [
        { action: 'closure_day.create', resourceId: row.id },
        ...appointmentReads(affected),
      ]);
      return {
        id: row.id,
        date: row.date,
        reason: row.reason,
        createdAt: toBogotaDateTime(row.createdAt),
        affectedAppointments: affected,
      };
    });
  } catch (error) {
    if (sqlState(error) === '23505') throw conflict('closure_day_exists');
    throw error;
  }
}

/** Reopens a closed date. */
export async function deleteClosureDay(ctx: ClinicContext, closureDayId: string): Promise<void> {
  await ctx.deps.db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom('clinicClosureDays')
      .where('id', '=', closureDayId)
      .where('organizationId', '=', ctx.organizationId)
      .returning('id')
      .executeTakeFirst();
    if (!deleted) throw notFound();
    await recordAudit(trx, ctx, [{ action: 'closure_day.delete', resourceId: closureDayId }]);
  });
}
