import { dateInBogota } from '@facturo/sdk/co';
import { ACTIVE_APPOINTMENT_STATUSES, type Appointment, toBogotaDateTime } from '@facturo/sdk/schemas';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/database.types';
import type { AuditRecord } from '../audit/audit-trail';
import { prefixedName, prefixedNameColumns } from '../display-name';

type Executor = Kysely<Database> | Transaction<Database>;

/** Appointments of a clinic with their patient's and professional's names, ready to filter and order. */
export function appointmentViews(db: Executor, organizationId: string) {
  return db
    .selectFrom('clinicAppointments as a')
    .innerJoin('clinicPatients as p', 'p.id', 'a.patientId')
    .innerJoin('users as u', 'u.id', 'a.professionalId')
    .where('a.organizationId', '=', organizationId)
    .select([
      'a.id',
      'a.patientId',
      'a.professionalId',
      'a.startsAt',
      'a.endsAt',
      'a.status',
      'a.notes',
      'a.cancellationReason',
      'a.createdAt',
      'a.updatedAt',
      'p.documentType as patientDocumentType',
      'p.documentNumber as patientDocumentNumber',
      ...prefixedNameColumns('p', 'patient'),
      ...prefixedNameColumns('u', 'professional'),
    ]);
}

/** A row of {@link appointmentViews}. */
export type AppointmentViewRow = Awaited<
  ReturnType<ReturnType<typeof appointmentViews>['executeTakeFirstOrThrow']>
>;

/** An appointment as the API sends it, in Colombian time. */
export function toAppointment(row: AppointmentViewRow): Appointment {
  return {
    id: row.id,
    patientId: row.patientId,
    patientName: prefixedName(row, 'patient'),
    patientDocumentType: row.patientDocumentType,
    patientDocumentNumber: row.patientDocumentNumber,
    professionalId: row.professionalId,
    professionalName: prefixedName(row, 'professional'),
    startsAt: toBogotaDateTime(row.startsAt),
    endsAt: toBogotaDateTime(row.endsAt),
    date: dateInBogota(row.startsAt),
    durationMinutes: Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / 60_000),
    status: row.status,
    notes: row.notes,
    cancellationReason: row.cancellationReason,
    createdAt: toBogotaDateTime(row.createdAt),
    updatedAt: toBogotaDateTime(row.updatedAt),
  };
}

/** One appointment of the clinic as the API sends it (it must exist). */
export async function readAppointment(
  db: Executor,
  organizationId: string,
  appointmentId: string,
): Promise<Appointment> {
  return toAppointment(
    await appointmentViews(db, organizationId).where('a.id', '=', appointmentId).executeTakeFirstOrThrow(),
  );
}

/**
 * The active appointments inside a range (of one professional, or of everyone when `null`): what a
 * new closure day or schedule lock leaves to reschedule. They stay as they are; people decide.
 */
export async function activeAppointmentsIn(
  db: Executor,
  organizationId: string,
  range: { startsAt: Date; endsAt: Date; professionalId: string | null },
): Promise<Appointment[]> {
  let query = appointmentViews(db, organizationId)
    .where('a.status', 'in', [...ACTIVE_APPOINTMENT_STATUSES])
    .where('a.startsAt', '<', range.endsAt)
    .where('a.endsAt', '>', range.startsAt);
  if (range.professionalId) query = query.where('a.professionalId', '=', range.professionalId);
  const rows = await query.orderBy('a.startsAt').orderBy('a.id').execute();
  return rows.map(toAppointment);
}

/** One `appointment.read` audit record per patient whose appointments a response shows. */
export function appointmentReads(appointments: readonly Appointment[]): AuditRecord[] {
  return [...new Set(appointments.map((appointment) => appointment.patientId))].map((patientId) => ({
    action: 'appointment.read',
    patientId,
  }));
}
