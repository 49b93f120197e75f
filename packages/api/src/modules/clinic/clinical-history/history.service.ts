import { addDays } from '@facturo/sdk/co';
import type { Translate } from '@facturo/sdk/i18n';
import {
  type addendumRequestSchema,
  bogotaDateTime,
  type createHistoryEntryRequestSchema,
  type HistoryEntry,
  type historyListQuerySchema,
  type signHistoryEntryRequestSchema,
} from '@facturo/sdk/schemas';
import type { Transaction } from 'kysely';
import type * as z from 'zod/mini';
import type { Database } from '../../../db/database.types';
import { jsonb } from '../../../db/jsonb';
import { sqlState } from '../../../db/sql-state';
import { ApiProblem, conflict, notFound } from '../../../http/api-problem';
import { APPEND_ONLY_SQLSTATE } from '../0200-clinic-patients.migration';
import { type AuditRecord, auditedRead, recordAudit } from '../audit/audit-trail';
import type { ClinicContext } from '../clinic-context';
import { byTime, fetchPage, type Page } from '../clinic-paging';
import { findPatient } from '../patients/patients.service';
import { type EntryViewRow, entryViews, withAddenda } from './history-view';

type ListQuery = z.output<typeof historyListQuerySchema>;
type Content = z.output<typeof signHistoryEntryRequestSchema>;

/** How far ahead of the server clock a consultation time may be (clocks of office PCs drift). */
const CLOCK_SKEW_MS = 5 * 60_000;

function contentColumns(content: Content) {
  return {
    reason: content.reason,
    currentIllness: content.currentIllness,
    pastHistory: content.pastHistory || null,
    physicalExam: content.physicalExam || null,
    diagnoses: jsonb(content.diagnoses),
    plan: content.plan,
  };
}

async function entryById(
  trx: Transaction<Database>,
  ctx: ClinicContext,
  entryId: string,
): Promise<HistoryEntry> {
  const row = await entryViews(trx, ctx.organizationId).where('h.id', '=', entryId).executeTakeFirst();
  if (!row) throw notFound();
  const [entry] = await withAddenda(trx, [row]);
  return entry as HistoryEntry;
}

// Runs a write and answers the entry as it is after it; the database's own append-only refusal
// (reachable only by a race) reads as the signed-entry conflict it is.
async function writeEntry(
  ctx: ClinicContext,
  write: (trx: Transaction<Database>) => Promise<{ entryId: string; audit: AuditRecord }>,
): Promise<HistoryEntry> {
  try {
    return await ctx.deps.db.transaction().execute(async (trx) => {
      const { entryId, audit } = await write(trx);
      await recordAudit(trx, ctx, [audit]);
      return entryById(trx, ctx, entryId);
    });
  } catch (error) {
    if (sqlState(error) === APPEND_ONLY_SQLSTATE) throw conflict('history_entry_signed');
    throw error;
  }
}

function filterEntries(trx: Transaction<Database>, ctx: ClinicContext, query: ListQuery) {
  let filtered = entryViews(trx, ctx.organizationId);
  if (query.professionalId) filtered = filtered.where('h.professionalId', '=', query.professionalId);
  if (query.status) filtered = filtered.where('h.status', '=', query.status);
  if (query.from)
    filtered = filtered.where('h.occurredAt', '>=', new Date(bogotaDateTime(query.from, '00:00')));
  if (query.to)
    filtered = filtered.where('h.occurredAt', '<', new Date(bogotaDateTime(addDays(query.to, 1), '00:00')));
  return filtered;
}

async function entryPage(
  trx: Transaction<Database>,
  query: ListQuery,
  filtered: ReturnType<typeof filterEntries>,
  t: Translate,
) {
  const page = await fetchPage(
    filtered,
    query,
    byTime('h.occurredAt', 'h.id', 'desc'),
    (row: EntryViewRow) => row,
    t,
  );
  return { ...page, items: await withAddenda(trx, page.items) };
}

/** A patient's clinical history, newest first, with addenda; the read is audited. */
export function listPatientHistory(
  ctx: ClinicContext,
  patientId: string,
  query: ListQuery,
): Promise<Page<HistoryEntry>> {
  return auditedRead(
    ctx,
    async (trx) => {
      await findPatient(trx, ctx, patientId);
      return entryPage(
        trx,
        query,
        filterEntries(trx, ctx, query).where('h.patientId', '=', patientId),
        ctx.t,
      );
    },
    () => [{ action: 'history.list', patientId }],
  );
}

/**
 * Entries across patients for one professional (the caller unless `professionalId` says otherwise),
 * newest first; one audit event per patient shown.
 */
export function listProfessionalHistory(ctx: ClinicContext, query: ListQuery): Promise<Page<HistoryEntry>> {
  const professionalId = query.professionalId ?? ctx.principal.userId;
  return auditedRead(
    ctx,
    (trx) => entryPage(trx, query, filterEntries(trx, ctx, { ...query, professionalId }), ctx.t),
    (page) => {
      const patients = [...new Set(page.items.map((entry) => entry.patientId))];
      return patients.length
        ? patients.map((patientId) => ({ action: 'history.list', patientId }))
        : [{ action: 'history.list' }];
    },
  );
}

/** One entry with its addenda; audited. */
export function getHistoryEntry(ctx: ClinicContext, entryId: string): Promise<HistoryEntry> {
  return auditedRead(
    ctx,
    (trx) => entryById(trx, ctx, entryId),
    (entry) => [{ action: 'history.read', patientId: entry.patientId, resourceId: entry.id }],
  );
}

/** Writes a signed entry directly (a consultation without an admission); the caller is its professional. */
export function createHistoryEntry(
  ctx: ClinicContext,
  patientId: string,
  input: z.output<typeof createHistoryEntryRequestSchema>,
): Promise<HistoryEntry> {
  const now = ctx.deps.clock.now();
  const occurredAt = input.occurredAt ? new Date(input.occurredAt) : now;
  if (occurredAt.getTime() > now.getTime() + CLOCK_SKEW_MS) throw new ApiProblem(422, 'history_in_future');
  return writeEntry(ctx, async (trx) => {
    await findPatient(trx, ctx, patientId);
    const created = await trx
      .insertInto('clinicHistoryEntries')
      .values({
        ...contentColumns(input),
        organizationId: ctx.organizationId,
        patientId,
        professionalId: ctx.principal.userId,
        admissionId: null,
        status: 'signed',
        occurredAt,
        signedAt: now,
        createdAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { entryId: created.id, audit: { action: 'history.create', patientId, resourceId: created.id } };
  });
}

/**
 * Writes and signs an entry an admission opened: once, by the professional it is assigned to (403
 * `history_entry_not_author` for anyone else; 409 `history_entry_signed` when already signed).
 */
export function signHistoryEntry(
  ctx: ClinicContext,
  entryId: string,
  content: Content,
): Promise<HistoryEntry> {
  return writeEntry(ctx, async (trx) => {
    const entry = await trx
      .selectFrom('clinicHistoryEntries')
      .select(['id', 'status', 'professionalId', 'patientId'])
      .where('id', '=', entryId)
      .where('organizationId', '=', ctx.organizationId)
      .forUpdate()
      .executeTakeFirst();
    if (!entry) throw notFound();
    if (entry.status === 'signed') throw conflict('history_entry_signed');
    if (entry.professionalId !== ctx.principal.userId) throw new ApiProblem(403, 'history_entry_not_author');
    await trx
      .updateTable('clinicHistoryEntries')
      .set({ ...contentColumns(content), status: 'signed', signedAt: ctx.deps.clock.now() })
      .where('id', '=', entryId)
      .execute();
    return { entryId, audit: { action: 'history.sign', patientId: entry.patientId, resourceId: entryId } };
  });
}

/** Adds a dated addendum, by the caller, after a signed entry (409 `history_entry_open` before it is signed). */
export function addAddendum(
  ctx: ClinicContext,
  entryId: string,
  input: z.output<typeof addendumRequestSchema>,
): Promise<HistoryEntry> {
  return writeEntry(ctx, async (trx) => {
    const entry = await trx
      .selectFrom('clinicHistoryEntries')
      .select(['id', 'status', 'patientId'])
      .where('id', '=', entryId)
      .where('organizationId', '=', ctx.organizationId)
      .executeTakeFirst();
    if (!entry) throw notFound();
    if (entry.status !== 'signed') throw conflict('history_entry_open');
    const addendum = await trx
      .insertInto('clinicHistoryAddenda')
      .values({
        organizationId: ctx.organizationId,
        entryId,
        patientId: entry.patientId,
        authorId: ctx.principal.userId,
        text: input.text,
        createdAt: ctx.deps.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return {
      entryId,
      audit: { action: 'history.addendum', patientId: entry.patientId, resourceId: addendum.id },
    };
  });
}
