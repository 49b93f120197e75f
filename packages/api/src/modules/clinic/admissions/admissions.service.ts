import { addDays, dateInBogota } from '@facturo/sdk/co';
import {
  type Admission,
  type admissionListQuerySchema,
  bogotaDateTime,
  type createAdmissionRequestSchema,
  toBogotaDateTime,
} from '@facturo/sdk/schemas';
import type { Kysely, Transaction } from 'kysely';
import type * as z from 'zod/mini';
import type { Database } from '../../../db/database.types';
import { jsonb } from '../../../db/jsonb';
import { ApiProblem, notFound } from '../../../http/api-problem';
import { recordChange, requireActive } from '../appointments/appointments.service';
import { requireProfessional } from '../appointments/professionals';
import { withOverlapGuard } from '../appointments/schedule-guard';
import { type AuditRecord, auditedRead, recordAudit } from '../audit/audit-trail';
import { type ClinicContext, fieldProblem } from '../clinic-context';
import { byTime, fetchPage } from '../clinic-paging';
import { displayName, nameColumns, prefixedName, prefixedNameColumns } from '../display-name';
import { referencedPatient } from '../patients/patients.service';

type CreateInput = z.output<typeof createAdmissionRequestSchema>;
type ListQuery = z.output<typeof admissionListQuerySchema>;
type Executor = Kysely<Database> | Transaction<Database>;

/** How far ahead of the server clock an arrival time may be (clocks of reception PCs drift). */
const CLOCK_SKEW_MS = 5 * 60_000;

function admissionViews(db: Executor, organizationId: string) {
  return db
    .selectFrom('clinicAdmissions as ad')
    .innerJoin('clinicPatients as p', 'p.id', 'ad.patientId')
    .innerJoin('users as u', 'u.id', 'ad.professionalId')
    .innerJoin('clinicHistoryEntries as h', 'h.admissionId', 'ad.id')
    .where('ad.organizationId', '=', organizationId)
    .select([
      'ad.id',
      'ad.patientId',
      'ad.appointmentId',
      'ad.professionalId',
      'ad.admittedAt',
      'ad.reason',
      'ad.payerType',
      'ad.payerName',
      'ad.createdAt',
      'h.id as historyEntryId',
      ...nameColumns('p'),
      'p.documentType',
      'p.documentNumber',
      ...prefixedNameColumns('u', 'professional'),
    ]);
}

type AdmissionRow = Awaited<ReturnType<ReturnType<typeof admissionViews>['executeTakeFirstOrThrow']>>;

// The reason for the visit and the entry it opened are clinical data: only roles that read the
// clinical history receive them; billing sees who came, when, and who pays.
function toAdmission(row: AdmissionRow, clinicalReader: boolean): Admission {
  return {
    id: row.id,
    patientId: row.patientId,
    patientName: displayName(row),
    patientDocumentType: row.documentType,
    patientDocumentNumber: row.documentNumber,
    kind: row.appointmentId ? 'appointment' : 'walk_in',
    appointmentId: row.appointmentId,
    professionalId: row.professionalId,
    professionalName: prefixedName(row, 'professional'),
    admittedAt: toBogotaDateTime(row.admittedAt),
    date: dateInBogota(row.admittedAt),
    payer: { type: row.payerType, name: row.payerName },
    clinical: clinicalReader ? { reason: row.reason, historyEntryId: row.historyEntryId } : null,
    createdAt: toBogotaDateTime(row.createdAt),
  };
}

const admissionReads = (admissions: readonly Admission[]): AuditRecord[] =>
  [...new Set(admissions.map((admission) => admission.patientId))].map((patientId) => ({
    action: 'admission.read',
    patientId,
  }));

/**
 * Admits a patient: for one of their active appointments on the arrival's Colombian date (which
 * becomes `attended`; another day is 422 `admission_appointment_other_day`) or as a walk-in
 * with a professional. Opens the visit's clinical-history entry for that professional, in the same
 * transaction.
 */
export async function createAdmission(ctx: ClinicContext, input: CreateInput): Promise<Admission> {
  const now = ctx.deps.clock.now();
  const admittedAt = input.admittedAt ? new Date(input.admittedAt) : now;
  if (admittedAt.getTime() > now.getTime() + CLOCK_SKEW_MS) throw new ApiProblem(422, 'admission_in_future');
  const id = await withOverlapGuard(() =>
    ctx.deps.db.transaction().execute(async (trx) => {
      const patient = await referencedPatient(trx, ctx, input.patientId);
      let professionalId = input.professionalId ?? '';
      if (input.appointmentId) {
        const appointment = await trx
          .selectFrom('clinicAppointments')
          .selectAll()
          .where('id', '=', input.appointmentId)
          .where('organizationId', '=', ctx.organizationId)
          .forUpdate()
          .executeTakeFirst();
        if (!appointment) throw fieldProblem(ctx, 'appointmentId');
        if (appointment.patientId !== patient.id) throw new ApiProblem(422, 'admission_appointment_mismatch');
        requireActive(appointment.status);
        // The visit is the appointment's: admitting it another day would mark it attended and date its
        // history entry on a day it did not happen. Days are Colombian, whatever the server's zone.
        if (dateInBogota(appointment.startsAt) !== dateInBogota(admittedAt))
          throw new ApiProblem(422, 'admission_appointment_other_day');
        professionalId = appointment.professionalId;
        await trx
          .updateTable('clinicAppointments')
          .set({ status: 'attended', updatedAt: now })
          .where('id', '=', appointment.id)
          .execute();
        await recordChange(trx, ctx, appointment.id, { kind: 'attended' });
      } else {
        await requireProfessional(trx, ctx, professionalId, 'professionalId');
      }
      const admission = await trx
        .insertInto('clinicAdmissions')
        .values({
          organizationId: ctx.organizationId,
          patientId: patient.id,
          appointmentId: input.appointmentId ?? null,
          professionalId,
          admittedAt,
          reason: input.reason,
          payerType: input.payer.type,
          payerName: input.payer.name ?? (input.payer.type === 'eps' ? patient.insurerName : null),
          createdBy: ctx.principal.userId,
          createdAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const entry = await trx
        .insertInto('clinicHistoryEntries')
        .values({
          organizationId: ctx.organizationId,
          patientId: patient.id,
          professionalId,
          admissionId: admission.id,
          status: 'open',
          occurredAt: admittedAt,
          diagnoses: jsonb([]),
          createdAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, ctx, [
        { action: 'admission.create', patientId: patient.id, resourceId: admission.id },
        { action: 'history.open', patientId: patient.id, resourceId: entry.id },
      ]);
      return admission.id;
    }),
  );
  const row = await admissionViews(ctx.deps.db, ctx.organizationId)
    .where('ad.id', '=', id)
    .executeTakeFirstOrThrow();
  return toAdmission(row, ctx.clinicalReader);
}

/** Admissions by Colombian date range and/or patient or professional, newest first; audited per patient. */
export function listAdmissions(ctx: ClinicContext, query: ListQuery) {
  return auditedRead(
    ctx,
    async (trx) => {
      let filtered = admissionViews(trx, ctx.organizationId);
      if (query.from && query.to) {
        filtered = filtered
          .where('ad.admittedAt', '>=', new Date(bogotaDateTime(query.from, '00:00')))
          .where('ad.admittedAt', '<', new Date(bogotaDateTime(addDays(query.to, 1), '00:00')));
      }
      if (query.patientId) filtered = filtered.where('ad.patientId', '=', query.patientId);
      if (query.professionalId) filtered = filtered.where('ad.professionalId', '=', query.professionalId);
      return fetchPage(
        filtered,
        query,
        byTime('ad.admittedAt', 'ad.id', 'desc'),
        (row) => toAdmission(row, ctx.clinicalReader),
        ctx.t,
      );
    },
    (page) => admissionReads(page.items),
  );
}

/** One admission; audited. */
export function getAdmission(ctx: ClinicContext, admissionId: string): Promise<Admission> {
  return auditedRead(
    ctx,
    async (trx) => {
      const row = await admissionViews(trx, ctx.organizationId)
        .where('ad.id', '=', admissionId)
        .executeTakeFirst();
      if (!row) throw notFound();
      return toAdmission(row, ctx.clinicalReader);
    },
    (admission) => admissionReads([admission]),
  );
}
