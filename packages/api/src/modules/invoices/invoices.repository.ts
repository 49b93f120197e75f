import type { InvoiceQuery } from '@facturo/sdk/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.types';
import { countInvoices, countsKept } from './invoice-counts';
import { encodeInvoiceCursor, type InvoiceCursor } from './invoice-cursor';
import { invoicePageRows, type PageRecord, type PageRow } from './invoice-page-query';
import { type CreditNoteRecord, DIAN_COLUMNS, type InvoiceRecord } from './invoice-presenter';
import { INVOICE_COLUMNS, searchesNumber } from './invoice-query';

/** One page of invoices with its number, the count of matches and the cursors of its neighbours. */
export interface InvoicePage {
  records: PageRecord[];
  total: number;
  page: number;
  nextCursor: string | null;
  prevCursor: string | null;
}

/**
 * The page `cursor` points to (the count it carries, never counted again), or without one the page
 * `query.page` (counted: the count then travels in the cursors of the answer).
 */
export async function listInvoicePage(
  db: Kysely<Database>,
  organizationId: string,
  query: InvoiceQuery,
  cursor?: InvoiceCursor,
): Promise<InvoicePage> {
  const size = query.pageSize;
  if (cursor) {
    const rows = await invoicePageRows(db, organizationId, query, cursor);
    // One row beyond the page says whether another page lies that way.
    const beyond = rows.length > size;
    const records = rows.slice(0, size);
    if (cursor.direction === 'prev') records.reverse();
    const more = {
      before: cursor.direction === 'prev' ? beyond : true,
      after: cursor.direction === 'next' ? beyond : true,
    };
    return pageOf(query, records, { page: cursor.page, total: cursor.total, ...more });
  }
  let rows: PageRow[];
  let total: number;
  if (searchesNumber(query.search) || countsKept(query)) {
    // The page's rows carry the count (counted over a number search's matches, or the counters' sum).
    rows = await invoicePageRows(db, organizationId, query);
    // A page past the end has no row to carry the count; on page 1 that means none match.
    total = rows[0]
      ? Number(rows[0].fullCount)
      : query.page > 1
        ? await countInvoices(db, organizationId, query)
        : 0;
  } else {
    // Words or dates: the count runs apart (a window count would read every match); both at once,
    // on PostgreSQL on two connections.
    const [found, counted] = await Promise.all([
      invoicePageRows(db, organizationId, query),
      countInvoices(db, organizationId, query),
    ]);
    rows = found;
    total = counted;
  }
  return pageOf(query, rows.slice(0, size), {
    page: query.page,
    total,
    before: query.page > 1,
    after: rows.length > size,
  });
}

function pageOf(
  query: InvoiceQuery,
  rows: PageRow[],
  at: { page: number; total: number; before: boolean; after: boolean },
): InvoicePage {
  const { page, total } = at;
  const first = rows[0];
  const last = rows.at(-1);
  const cursorAt = (row: PageRow, direction: 'next' | 'prev') =>
    encodeInvoiceCursor(query, {
      direction,
      keys: row.sortKeys,
      id: row.id,
      page: direction === 'next' ? page + 1 : Math.max(1, page - 1),
      total,
    });
  return {
    records: rows,
    total,
    page,
    nextCursor: last && at.after ? cursorAt(last, 'next') : null,
    prevCursor: first && at.before ? cursorAt(first, 'prev') : null,
  };
}

/** The credit notes of some invoices (with their DIAN state), oldest first. */
export async function creditNotesOf(
  db: Kysely<Database>,
  invoiceIds: readonly string[],
): Promise<CreditNoteRecord[]> {
  if (invoiceIds.length === 0) return [];
  const rows = await db
    .selectFrom('creditNotes')
    .innerJoin('dianDocuments', 'dianDocuments.id', 'creditNotes.dianDocumentId')
    .select([
      'creditNotes.id',
      'creditNotes.invoiceId',
      'creditNotes.number',
      'creditNotes.conceptCode',
      'creditNotes.reason',
      'creditNotes.cause',
      'creditNotes.subtotal',
      'creditNotes.iva',
      'creditNotes.total',
      'creditNotes.replacementInvoiceId',
      'dianDocuments.issuedAt',
      'dianDocuments.issueDate',
      ...DIAN_COLUMNS,
    ])
    .where('creditNotes.invoiceId', 'in', invoiceIds)
    .orderBy('creditNotes.createdAt')
    .orderBy('creditNotes.id')
    .execute();
  return rows as CreditNoteRecord[];
}

/** One invoice with its lines and payments, or `undefined`. */
export async function findInvoice(
  db: Kysely<Database>,
  invoiceId: string,
): Promise<InvoiceRecord | undefined> {
  const record = await db
    .selectFrom('invoices')
    .leftJoin('invoiceSnapshots', 'invoiceSnapshots.invoiceId', 'invoices.id')
    .leftJoin('dianDocuments', 'dianDocuments.id', 'invoices.dianDocumentId')
    .select(INVOICE_COLUMNS)
    .select(['invoiceSnapshots.lines', 'invoiceSnapshots.payments'])
    .select(DIAN_COLUMNS)
    .where('invoices.id', '=', invoiceId)
    .executeTakeFirst();
  return record as unknown as InvoiceRecord | undefined;
}
