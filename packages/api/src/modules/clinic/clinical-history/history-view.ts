import { type HistoryEntry, toBogotaDateTime } from '@facturo/sdk/schemas';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/database.types';
import { displayName, nameColumns, prefixedName, prefixedNameColumns } from '../display-name';

type Executor = Kysely<Database> | Transaction<Database>;

/** A clinic's history entries with the patient's and professional's names, ready to filter and order. */
export function entryViews(db: Executor, organizationId: string) {
  return db
    .selectFrom('clinicHistoryEntries as h')
    .innerJoin('clinicPatients as p', 'p.id', 'h.patientId')
    .innerJoin('users as u', 'u.id', 'h.professionalId')
    .where('h.organizationId', '=', organizationId)
    .select([
      'h.id',
      'h.patientId',
      'h.professionalId',
      'h.admissionId',
      'h.status',
      'h.occurredAt',
      'h.signedAt',
      'h.reason',
      'h.currentIllness',
      'h.pastHistory',
      'h.physicalExam',
      'h.diagnoses',
      'h.plan',
      'h.createdAt',
      ...prefixedNameColumns('p', 'patient'),
      ...nameColumns('u'),
    ]);
}

/** A row of {@link entryViews}. */
export type EntryViewRow = Awaited<ReturnType<ReturnType<typeof entryViews>['executeTakeFirstOrThrow']>>;

/** Entries as the API sends them, each with its addenda (oldest first), in one extra query. */
export async function withAddenda(db: Executor, rows: readonly EntryViewRow[]): Promise<HistoryEntry[]> {
  const ids = rows.map((row) => row.id);
  const addenda = ids.length
    ? await db
        .selectFrom('clinicHistoryAddenda as ad')
        .innerJoin('users as u', 'u.id', 'ad.authorId')
        .select(['ad.id', 'ad.entryId', 'ad.authorId', 'ad.text', 'ad.createdAt', ...nameColumns('u')])
        .where('ad.entryId', 'in', ids)
        .orderBy('ad.seq')
        .execute()
    : [];
  return rows.map((row) => ({
    id: row.id,
    patientId: row.patientId,
    patientName: prefixedName(row, 'patient'),
    professionalId: row.professionalId,
    professionalName: displayName(row),
    admissionId: row.admissionId,
    status: row.status,
    occurredAt: toBogotaDateTime(row.occurredAt),
    signedAt: row.signedAt ? toBogotaDateTime(row.signedAt) : null,
    reason: row.reason,
    currentIllness: row.currentIllness,
    pastHistory: row.pastHistory,
    physicalExam: row.physicalExam,
    diagnoses: row.diagnoses,
    plan: row.plan,
    addenda: addenda
      .filter((addendum) => addendum.entryId === row.id)
      .map((addendum) => ({
        id: addendum.id,
        authorId: addendum.authorId,
        authorName: displayName(addendum),
        text: addendum.text,
        createdAt: toBogotaDateTime(addendum.createdAt),
      })),
    createdAt: toBogotaDateTime(row.createdAt),
  }));
}
