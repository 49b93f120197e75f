import type { InvoiceQuery } from '@facturo/sdk/schemas';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/database.types';
import { keysetBeyond, sortKeysText } from '../../db/keyset';
import { encodeInvoiceCursor, type InvoiceCursor } from './invoice-cursor';
import { type CreditNoteRecord, DIAN_COLUMNS, type InvoiceRecord } from './invoice-presenter';
import { filteredInvoices, INVOICE_COLUMNS, invoiceOrder, searchesNumber, sortOf } from './invoice-query';

/**
 * The query of one page of invoices, with their lines and payments (JSON copies in
 * `invoice_snapshots`, kept by triggers: one joined row, no subquery per invoice), one row more than
 * the page (to know whether another follows) and each row's sort keys as text (for the cursors).
 * Without a cursor the page is found by `page` (OFFSET, over the sort index's ids alone past page
 * 1); with one, from where the cursor points (keyset: `(sort column, id)` compared as a row, an index range scan at any depth). For a number
 * search (a few matches, found first through the GIN index) each row of a `page` request also
 * carries how many match (`fullCount`, a window count); filtered by statuses only, it carries the
 * sum of the trigger-kept counters (a subquery run once): either way page and total take one round
 * trip, one connection. The benchmark EXPLAINs it.
 */
export function invoicePageQuery(
  db: Kysely<Database>,
  organizationId: string,
  query: InvoiceQuery,
  cursor?: InvoiceCursor,
) {
  const { column, direction } = sortOf(query.sort);
  const fewMatches = searchesNumber(query.search);
  const backwards = cursor?.direction === 'prev';
  const order = backwards === (direction === 'asc') ? 'desc' : 'asc';
  const keyset = invoiceOrder(query.sort);
  const carriedCount: RawBuilder<number | null> = cursor
    ? sql`null`
    : fewMatches
      ? sql`count(*) over ()`
      : countsKept(query)
        ? sql`(${keptCount(db, organizationId, query)})`
        : sql`null`;
  let page = filteredInvoices(db, organizationId, query, { fewMatches })
    .leftJoin('invoiceSnapshots', 'invoiceSnapshots.invoiceId', 'invoices.id')
    .leftJoin('dianDocuments', 'dianDocuments.id', 'invoices.dianDocumentId')
    .select(INVOICE_COLUMNS)
    .select(['invoiceSnapshots.lines', 'invoiceSnapshots.payments'])
    .select(DIAN_COLUMNS)
    .select(sortKeysText(keyset).as('sortKeys'))
    .select(carriedCount.as('fullCount'))
    // Whether any credit note corrects the invoice (an index probe per row): the credit notes are
    // then read for those invoices only, and a page without any skips that query.
    .select(
      sql<boolean>`exists (select 1 from credit_notes where credit_notes.invoice_id = invoices.id)`.as(
        'hasCreditNotes',
      ),
    );
  if (cursor) {
    page = page.where(keysetBeyond(keyset, cursor, !backwards));
  }
  const skipped = (query.page - 1) * query.pageSize;
  if (!cursor && !fewMatches && skipped > 0) {
    // A deep numbered page: the rows it skips are read from the sort's index alone, and only the
    // page's own rows are joined to their JSON copies (OFFSET over the joined rows built each one).
    const pageIds = filteredInvoices(db, organizationId, query)
      .select('invoices.id')
      .orderBy(`invoices.${column}`, order)
      .orderBy('invoices.id', order)
      .limit(query.pageSize + 1)
      .offset(skipped);
    page = page.where('invoices.id', 'in', pageIds);
  }
  // The page size in the text (one of six), not a parameter, and no `offset 0` on a first page: a
  // prepared page query (PGlite) then gets a generic plan PostgreSQL reuses instead of planning each
  // run, which it refuses while the limit is unknown.
  page = page
    .orderBy(`invoices.${column}`, order)
    .orderBy('invoices.id', order)
    .limit(sql.lit(query.pageSize + 1));
  return cursor || (!fewMatches && skipped > 0) || skipped === 0 ? page : page.offset(skipped);
}

/** Whether the trigger-kept counters can say how many match: no search, no dates, statuses or none. */
const countsKept = (query: InvoiceQuery): boolean => !query.search && !query.from && !query.to;

/** The sum of the counters of the statuses asked for (all of them without a status filter). */
function keptCount(db: Kysely<Database>, organizationId: string, query: InvoiceQuery) {
  let counters = db
    .selectFrom('invoiceCounts')
    .select(sql<number>`coalesce(sum(invoice_counts.count), 0)`.as('count'))
    .where('invoiceCounts.organizationId', '=', organizationId);
  if (query.status?.length) counters = counters.where('invoiceCounts.status', 'in', query.status);
  return counters;
}

/**
 * How many invoices match. Filtered by statuses only (or not at all), the sum of the trigger-kept
 * counters in `invoice_counts` (exact, one row per status); otherwise the count runs apart (an
 * index-only scan): a window count there would read every matching invoice.
 */
export async function countInvoices(
  db: Kysely<Database>,
  organizationId: string,
  query: InvoiceQuery,
): Promise<number> {
  if (countsKept(query)) {
    return Number((await keptCount(db, organizationId, query).executeTakeFirst())?.count ?? 0);
  }
  const counted = await filteredInvoices(db, organizationId, query)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirst();
  return Number(counted?.count ?? 0);
}

/** An invoice of a page, and whether credit notes correct it (read them with {@link creditNotesOf}). */
export type PageRecord = InvoiceRecord & { hasCreditNotes: boolean };

/** One page of invoices with its number, the count of matches and the cursors of its neighbours. */
export interface InvoicePage {
  records: PageRecord[];
  total: number;
  page: number;
  nextCursor: string | null;
  prevCursor: string | null;
}

type PageRow = PageRecord & { sortKeys: string[]; fullCount: number | null };

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
    const rows = (await invoicePageQuery(
      db,
      organizationId,
      query,
      cursor,
    ).execute()) as unknown as PageRow[];
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
    // The page's rows carry the count (a window count, or the counters' sum).
    rows = (await invoicePageQuery(db, organizationId, query).execute()) as unknown as PageRow[];
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
      invoicePageQuery(db, organizationId, query).execute(),
      countInvoices(db, organizationId, query),
    ]);
    rows = found as unknown as PageRow[];
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
