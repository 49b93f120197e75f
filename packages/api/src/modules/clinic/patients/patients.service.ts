import { findMunicipality, foldForSearch } from '@facturo/sdk/co';
import {
  type Patient,
  type PatientList,
  patientInputSchema,
  type patientSearchQuerySchema,
  type updatePatientRequestSchema,
} from '@facturo/sdk/schemas';
import { translateIssues } from '@facturo/sdk/validation';
import { type Kysely, sql, type Transaction } from 'kysely';
import * as z from 'zod/mini';
import type { Database } from '../../../db/database.types';
import type { KeysetOrder } from '../../../db/keyset';
import { sqlState } from '../../../db/sql-state';
import { ApiProblem, conflict, isApiProblem, notFound } from '../../../http/api-problem';
import { auditedRead, recordAudit } from '../audit/audit-trail';
import { type ClinicContext, fieldProblem } from '../clinic-context';
import { fetchPage } from '../clinic-paging';
import { inputOf, type PatientRow, patientColumns, toPatient } from './patient-mapping';

type PatientInput = z.output<typeof patientInputSchema>;
type SearchQuery = z.output<typeof patientSearchQuerySchema>;
type PatientPatch = z.output<typeof updatePatientRequestSchema>;
type Executor = Kysely<Database> | Transaction<Database>;

/** A patient of the context's clinic, or 404 (also for another clinic's patient). */
export async function findPatient(db: Executor, ctx: ClinicContext, patientId: string): Promise<PatientRow> {
  const row = await db
    .selectFrom('clinicPatients')
    .selectAll()
    .where('id', '=', patientId)
    .where('organizationId', '=', ctx.organizationId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** A patient referenced from a request body: unknown ids are a 422 on that field, not a 404 of the route. */
export async function referencedPatient(
  db: Executor,
  ctx: ClinicContext,
  patientId: string,
): Promise<PatientRow> {
  try {
    return await findPatient(db, ctx, patientId);
  } catch (error) {
    if (isApiProblem(error) && error.status === 404) throw fieldProblem(ctx, 'patientId');
    throw error;
  }
}

async function checkMunicipality(ctx: ClinicContext, input: PatientInput): Promise<void> {
  if (await findMunicipality(input.address.municipalityCode)) return;
  throw fieldProblem(ctx, 'address.municipalityCode', 'validation.municipalityCode');
}

// The unique key (organization, document type, number) is the final word, also when two
// receptionists register the same person at the same moment.
async function writeUnique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlState(error) === '23505') throw conflict('patient_document_taken');
    throw error;
  }
}

/** Registers a patient; 409 `patient_document_taken` when the document is already registered in the clinic. */
export async function createPatient(ctx: ClinicContext, input: PatientInput): Promise<Patient> {
  await checkMunicipality(ctx, input);
  const now = ctx.deps.clock.now();
  const row = await writeUnique(() =>
    ctx.deps.db.transaction().execute(async (trx) => {
      const created = await trx
        .insertInto('clinicPatients')
        .values({
          ...patientColumns(input),
          organizationId: ctx.organizationId,
          createdBy: ctx.principal.userId,
          createdAt: now,
          updatedAt: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(trx, ctx, [
        { action: 'patient.create', patientId: created.id, resourceId: created.id },
      ]);
      return created;
    }),
  );
  return toPatient(row);
}

/**
 * Patients by surname, then given name, then id (a missing second surname sorts as empty, before
 * any other): the order of `clinic_patients_order_idx`, which keyset paging walks.
 */
export const PATIENT_ORDER: KeysetOrder = {
  keys: [
    { sql: sql.ref('clinicPatients.firstSurname'), type: 'text' },
    { sql: sql`coalesce(${sql.ref('clinicPatients.secondSurname')}, '')`, type: 'text' },
    { sql: sql.ref('clinicPatients.firstName'), type: 'text' },
  ],
  id: 'clinicPatients.id',
  direction: 'asc',
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * Patients whose names or document contain every word of `q` (accents and case ignored; dots in
 * document numbers too), by surname, a page at a time. Audited per patient returned, never with
 * the words searched.
 */
export async function searchPatients(ctx: ClinicContext, query: SearchQuery): Promise<PatientList> {
  const words = foldForSearch(query.q ?? '')
    .replace(/\./g, '')
    .split(/\s+/)
    .filter(Boolean);
  return auditedRead(
    ctx,
    async (trx) => {
      let filtered = trx.selectFrom('clinicPatients').where('organizationId', '=', ctx.organizationId);
      for (const word of words)
        filtered = filtered.where(sql<boolean>`search_text like ${`%${escapeLike(word)}%`}`);
      return fetchPage(filtered.selectAll(), query, PATIENT_ORDER, toPatient, ctx.t);
    },
    // Every patient a search shows is a patient whose data was seen: one event each (one insert). A
    // search that shows nobody is still recorded, once, without a patient.
    (page) =>
      page.items.length
        ? page.items.map((patient) => ({ action: 'patient.search', patientId: patient.id }))
        : [{ action: 'patient.search' }],
  );
}

/** One patient; the read is audited. */
export function getPatient(ctx: ClinicContext, patientId: string): Promise<Patient> {
  return auditedRead(
    ctx,
    async (trx) => toPatient(await findPatient(trx, ctx, patientId)),
    (patient) => [{ action: 'patient.read', patientId: patient.id, resourceId: patient.id }],
  );
}

/** Applies a change: merged into the stored patient, and the result checked whole. */
export async function updatePatient(
  ctx: ClinicContext,
  patientId: string,
  patch: PatientPatch,
): Promise<Patient> {
  const current = await findPatient(ctx.deps.db, ctx, patientId);
  const merged = inputOf(current);
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else if (value !== undefined) merged[key] = value;
  }
  const parsed = z.safeParse(patientInputSchema, merged);
  if (!parsed.success) {
    throw new ApiProblem(422, 'validation_failed', {
      fieldErrors: translateIssues(parsed.error.issues, ctx.t),
    });
  }
  await checkMunicipality(ctx, parsed.data);
  const row = await writeUnique(() =>
    ctx.deps.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('clinicPatients')
        .set({ ...patientColumns(parsed.data), updatedAt: ctx.deps.clock.now() })
        .where('id', '=', patientId)
        .where('organizationId', '=', ctx.organizationId)
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(trx, ctx, [{ action: 'patient.update', patientId, resourceId: patientId }]);
      return updated;
    }),
  );
  return toPatient(row);
}
