import {
  type Appointment,
  type ScheduleLock,
  type scheduleLockListQuerySchema,
  type scheduleLockRequestSchema,
  toBogotaDateTime,
} from '@facturo/sdk/schemas';
import type { Kysely, Transaction } from 'kysely';
import type * as z from 'zod/mini';
import type { Database } from '../../../db/database.types';
import { ApiProblem, forbidden, notFound } from '../../../http/api-problem';
import { activeAppointmentsIn, appointmentReads } from '../appointments/appointment-view';
import { requireProfessional } from '../appointments/professionals';
import { lockSchedule } from '../appointments/schedule-guard';
import { auditedRead, recordAudit } from '../audit/audit-trail';
import { type ClinicContext, can } from '../clinic-context';
import { displayName, nameColumns } from '../display-name';
import { bogotaDay } from './closed-days.service';

type Executor = Kysely<Database> | Transaction<Database>;
type ListQuery = z.output<typeof scheduleLockListQuerySchema>;

function lockViews(db: Executor, organizationId: string) {
  return db
    .selectFrom('clinicScheduleLocks as l')
    .leftJoin('users as u', 'u.id', 'l.professionalId')
    .where('l.organizationId', '=', organizationId)
    .select([
      'l.id',
      'l.professionalId',
      'l.startsAt',
      'l.endsAt',
      'l.reason',
      'l.createdAt',
      ...nameColumns('u'),
    ]);
}

type LockRow = Awaited<ReturnType<ReturnType<typeof lockViews>['executeTakeFirstOrThrow']>>;

async function toLock(db: Executor, organizationId: string, row: LockRow): Promise<ScheduleLock> {
  const affectedAppointments = await activeAppointmentsIn(db, organizationId, row);
  return {
    id: row.id,
    professionalId: row.professionalId,
    professionalName:
      row.firstName && row.firstSurname
        ? displayName({
            firstName: row.firstName,
            secondName: row.secondName,
            firstSurname: row.firstSurname,
            secondSurname: row.secondSurname,
          })
        : null,
    startsAt: toBogotaDateTime(row.startsAt),
    endsAt: toBogotaDateTime(row.endsAt),
    reason: row.reason,
    createdAt: toBogotaDateTime(row.createdAt),
    affectedAppointments,
  };
}

const affectedReads = (locks: readonly ScheduleLock[]) =>
  appointmentReads(locks.flatMap((lock): Appointment[] => lock.affectedAppointments));

/**
 * Whole-clinic locks, and locks of other professionals, need calendar authority (owners and admins,
 * who manage closure days); a clinician manages only their own agenda.
 */
function requireLockAuthority(ctx: ClinicContext, professionalId: string | null): void {
  if (professionalId === ctx.principal.userId) return;
  if (!can(ctx.principal, 'create', 'Holiday', ctx.organizationId)) throw forbidden();
}

/**
 * Locks overlapping a Colombian date range (or still to end, without a range), of one professional
 * together with the clinic's, each with the active appointments inside it. Audited per patient shown.
 */
export function listScheduleLocks(ctx: ClinicContext, query: ListQuery): Promise<{ items: ScheduleLock[] }> {
  return auditedRead(
    ctx,
    async (trx) => {
      let filtered = lockViews(trx, ctx.organizationId);
      if (query.from && query.to) {
        filtered = filtered
          .where('l.startsAt', '<', bogotaDay(query.to).endsAt)
          .where('l.endsAt', '>', bogotaDay(query.from).startsAt);
      } else {
        filtered = filtered.where('l.endsAt', '>', ctx.deps.clock.now());
      }
      if (query.professionalId) {
        const professionalId = query.professionalId;
        filtered = filtered.where((eb) =>
          eb.or([eb('l.professionalId', '=', professionalId), eb('l.professionalId', 'is', null)]),
        );
      }
      const rows = await filtered.orderBy('l.startsAt').orderBy('l.id').limit(500).execute();
      const items: ScheduleLock[] = [];
      for (const row of rows) items.push(await toLock(trx, ctx.organizationId, row));
      return { items };
    },
    (result) => affectedReads(result.items),
  );
}

/**
 * Blocks a range of a professional's agenda, or the whole clinic's. Appointments already inside it
 * are returned for rescheduling, never removed.
 */
export async function createScheduleLock(
  ctx: ClinicContext,
  input: z.output<typeof scheduleLockRequestSchema>,
): Promise<ScheduleLock> {
  const professionalId = input.professionalId ?? null;
  requireLockAuthority(ctx, professionalId);
  const endsAt = new Date(input.endsAt);
  if (endsAt.getTime() <= ctx.deps.clock.now().getTime()) throw new ApiProblem(422, 'schedule_lock_in_past');
  return ctx.deps.db.transaction().execute(async (trx) => {
    if (professionalId) await requireProfessional(trx, ctx, professionalId, 'professionalId');
    await lockSchedule(trx, ctx.organizationId);
    const created = await trx
      .insertInto('clinicScheduleLocks')
      .values({
        organizationId: ctx.organizationId,
        professionalId,
        startsAt: new Date(input.startsAt),
        endsAt,
        reason: input.reason,
        createdBy: ctx.principal.userId,
        createdAt: ctx.deps.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await lockViews(trx, ctx.organizationId)
      .where('l.id', '=', created.id)
      .executeTakeFirstOrThrow();
    const lock = await toLock(trx, ctx.organizationId, row);
    await recordAudit(trx, ctx, [
      { action: 'schedule_lock.create', resourceId: lock.id },
      ...affectedReads([lock]),
    ]);
    return lock;
  });
}

/** Lifts a lock (the same authority as creating it). */
export async function deleteScheduleLock(ctx: ClinicContext, lockId: string): Promise<void> {
  await ctx.deps.db.transaction().execute(async (trx) => {
    const lock = await trx
      .selectFrom('clinicScheduleLocks')
      .select(['id', 'professionalId'])
      .where('id', '=', lockId)
      .where('organizationId', '=', ctx.organizationId)
      .executeTakeFirst();
    if (!lock) throw notFound();
    requireLockAuthority(ctx, lock.professionalId);
    await trx.deleteFrom('clinicScheduleLocks').where('id', '=', lockId).execute();
    await recordAudit(trx, ctx, [{ action: 'schedule_lock.delete', resourceId: lockId }]);
  });
}
