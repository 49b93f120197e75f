import {
  ACTIVE_APPOINTMENT_STATUSES,
  type Appointment,
  type AppointmentChangeKind,
  type appointmentStatusRequestSchema,
  type cancelAppointmentRequestSchema,
  type createAppointmentRequestSchema,
  type moveAppointmentRequestSchema,
} from '@facturo/sdk/schemas';
import type { Transaction } from 'kysely';
import type * as z from 'zod/mini';
import type { Database } from '../../../db/database.types';
import { ApiProblem, conflict, notFound } from '../../../http/api-problem';
import { type AuditRecord, recordAudit } from '../audit/audit-trail';
import type { ClinicContext } from '../clinic-context';
import { referencedPatient } from '../patients/patients.service';
import { readAppointment } from './appointment-view';
import { requireProfessional } from './professionals';
import { checkSlot, lockSchedule, withOverlapGuard } from './schedule-guard';

const minutes = (count: number) => count * 60_000;

/** One line of an appointment's change log. */
export interface Change {
  kind: AppointmentChangeKind;
  reason?: string | null;
  from?: Date | null;
  to?: Date | null;
}

/** Adds a line to an appointment's change log. */
export async function recordChange(
  trx: Transaction<Database>,
  ctx: ClinicContext,
  appointmentId: string,
  change: Change,
) {
  await trx
    .insertInto('clinicAppointmentChanges')
    .values({
      organizationId: ctx.organizationId,
      appointmentId,
      kind: change.kind,
      actorId: ctx.principal.userId,
      actorName: ctx.actorName,
      reason: change.reason ?? null,
      fromStartsAt: change.from ?? null,
      toStartsAt: change.to ?? null,
      at: ctx.deps.clock.now(),
    })
    .execute();
}

/** The appointment locked for the rest of the transaction, or 404. */
export async function lockAppointment(trx: Transaction<Database>, ctx: ClinicContext, appointmentId: string) {
  const row = await trx
    .selectFrom('clinicAppointments')
    .selectAll()
    .where('id', '=', appointmentId)
    .where('organizationId', '=', ctx.organizationId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** Refuses a change to an attended, cancelled or no-show appointment (409 `appointment_not_active`). */
export function requireActive(status: string): void {
  if (!(ACTIVE_APPOINTMENT_STATUSES as readonly string[]).includes(status))
    throw conflict('appointment_not_active');
}

/**
 * Applies a change to one appointment in a transaction: the change itself, its log line and its
 * audit record; then answers the appointment as it is now.
 */
async function changeAppointment(
  ctx: ClinicContext,
  appointmentId: string,
  apply: (
    trx: Transaction<Database>,
    current: Awaited<ReturnType<typeof lockAppointment>>,
  ) => Promise<Change | null>,
  action: AuditRecord['action'],
): Promise<Appointment> {
  await withOverlapGuard(() =>
    ctx.deps.db.transaction().execute(async (trx) => {
      const current = await lockAppointment(trx, ctx, appointmentId);
      const change = await apply(trx, current);
      if (!change) return;
      await recordChange(trx, ctx, appointmentId, change);
      await recordAudit(trx, ctx, [{ action, patientId: current.patientId, resourceId: appointmentId }]);
    }),
  );
  return readAppointment(ctx.deps.db, ctx.organizationId, appointmentId);
}

/** Books an appointment after every schedule rule passed (see `checkSlot`). */
export async function createAppointment(
  ctx: ClinicContext,
  input: z.output<typeof createAppointmentRequestSchema>,
): Promise<Appointment> {
  const startsAt = new Date(input.startsAt);
  const endsAt = new Date(startsAt.getTime() + minutes(input.durationMinutes));
  const id = await withOverlapGuard(() =>
    ctx.deps.db.transaction().execute(async (trx) => {
      const patient = await referencedPatient(trx, ctx, input.patientId);
      await requireProfessional(trx, ctx, input.professionalId, 'professionalId');
      await lockSchedule(trx, ctx.organizationId);
      await checkSlot(trx, ctx, { professionalId: input.professionalId, startsAt, endsAt });
      const now = ctx.deps.clock.now();
      const created = await trx
        .insertInto('clinicAppointments')
        .values({
          organizationId: ctx.organizationId,
          patientId: patient.id,
          professionalId: input.professionalId,
          startsAt,
          endsAt,
          status: 'scheduled',
          notes: input.notes || null,
          cancellationReason: null,
          createdBy: ctx.principal.userId,
          createdAt: now,
          updatedAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordChange(trx, ctx, created.id, { kind: 'created', to: startsAt });
      await recordAudit(trx, ctx, [
        { action: 'appointment.create', patientId: patient.id, resourceId: created.id },
      ]);
      return created.id;
    }),
  );
  return readAppointment(ctx.deps.db, ctx.organizationId, id);
}

/** Moves an active appointment (new time, and optionally duration or professional); the reason is kept. */
export function moveAppointment(
  ctx: ClinicContext,
  appointmentId: string,
  input: z.output<typeof moveAppointmentRequestSchema>,
): Promise<Appointment> {
  return changeAppointment(
    ctx,
    appointmentId,
    async (trx, current) => {
      requireActive(current.status);
      const professionalId = input.professionalId ?? current.professionalId;
      if (professionalId !== current.professionalId)
        await requireProfessional(trx, ctx, professionalId, 'professionalId');
      const duration = input.durationMinutes
        ? minutes(input.durationMinutes)
        : current.endsAt.getTime() - current.startsAt.getTime();
      const startsAt = new Date(input.startsAt);
      const endsAt = new Date(startsAt.getTime() + duration);
      await lockSchedule(trx, ctx.organizationId);
      await checkSlot(trx, ctx, { professionalId, startsAt, endsAt, excludeId: current.id });
      await trx
        .updateTable('clinicAppointments')
        .set({ professionalId, startsAt, endsAt, updatedAt: ctx.deps.clock.now() })
        .where('id', '=', current.id)
        .execute();
      return { kind: 'moved', reason: input.reason, from: current.startsAt, to: startsAt };
    },
    'appointment.move',
  );
}

/** Cancels an active appointment with its reason; the slot becomes free. */
export function cancelAppointment(
  ctx: ClinicContext,
  appointmentId: string,
  input: z.output<typeof cancelAppointmentRequestSchema>,
): Promise<Appointment> {
  return changeAppointment(
    ctx,
    appointmentId,
    async (trx, current) => {
      requireActive(current.status);
      await trx
        .updateTable('clinicAppointments')
        .set({ status: 'cancelled', cancellationReason: input.reason, updatedAt: ctx.deps.clock.now() })
        .where('id', '=', current.id)
        .execute();
      return { kind: 'cancelled', reason: input.reason, from: current.startsAt };
    },
    'appointment.cancel',
  );
}

/**
 * Confirms an appointment, or marks a no-show once its time has started (409 `appointment_not_started`
 * before). Confirming a confirmed appointment changes nothing.
 */
export function setAppointmentStatus(
  ctx: ClinicContext,
  appointmentId: string,
  input: z.output<typeof appointmentStatusRequestSchema>,
): Promise<Appointment> {
  return changeAppointment(
    ctx,
    appointmentId,
    async (trx, current) => {
      requireActive(current.status);
      if (current.status === input.status) return null;
      if (input.status === 'no_show' && current.startsAt.getTime() > ctx.deps.clock.now().getTime()) {
        throw new ApiProblem(409, 'appointment_not_started');
      }
      await trx
        .updateTable('clinicAppointments')
        .set({ status: input.status, updatedAt: ctx.deps.clock.now() })
        .where('id', '=', current.id)
        .execute();
      return { kind: input.status };
    },
    'appointment.status',
  );
}
