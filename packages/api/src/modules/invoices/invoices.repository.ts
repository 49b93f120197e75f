import type { InvoiceQuery } from '@facturo/sdk/schemas';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database.types';
import { type CreditNoteRecord, DIAN_COLUMNS, type InvoiceRecord } from './invoice-presenter';
import { filteredInvoices, INVOICE_COLUMNS, searchesNumber, sortOf } from './invoice-query';

/**
 * The query of one page of invoices, with their lines and payments (JSON copies in
 * `invoice_snapshots`, kept by triggers: one joined row, no subquery per invoice). For a number search (a few matches,
 * found first through the GIN index) each row also carries how many match (`fullCount`, a window
 * count), so page and total take one round trip. The benchmark EXPLAINs it.
 */
export function invoicePageQuery(db: Kysely<Database>, organizationId: string, query: InvoiceQuery) {
  const { column, direction } = sortOf(query.sort);
  const fewMatches = searchesNumber(query.search);
  return filteredInvoices(db, organizationId, query, { fewMatches })
    .leftJoin('invoiceSnapshots', 'invoiceSnapshots.invoiceId', 'invoices.id')
    .leftJoin('dianDocuments', 'dianDocuments.id', 'invoices.dianDocumentId')
    .select(INVOICE_COLUMNS)
    .select(['invoiceSnapshots.lines', 'invoiceSnapshots.payments'])
    .select(DIAN_COLUMNS)
    .select(fewMatches ? sql<number>`count(*) over ()`.as('fullCount') : sql<null>`null`.as('fullCount'))
    .orderBy(`invoices.${column}`, direction)
    .orderBy('invoices.id', direction)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
}

/**
 * How many invoices match. Without a number search the count runs apart (an index-only scan): a
 * window count there would read every matching invoice.
 */
export async function countInvoices(
  db: Kysely<Database>,
  organizationId: string,
  query: InvoiceQuery,
): Promise<number> {
  const counted = await filteredInvoices(db, organizationId, query)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirst();
  return Number(counted?.count ?? 0);
}

/** One page of an organization's invoices, with the number that match the filters. */
export async function listInvoicePage(
  db: Kysely<Database>,
  organizationId: string,
  query: InvoiceQuery,
): Promise<{ records: InvoiceRecord[]; total: number }> {
  if (!searchesNumber(query.search)) {
    // Both at once: on PostgreSQL they run on two connections.
    const [rows, total] = await Promise.all([
      invoicePageQuery(db, organizationId, query).execute(),
      countInvoices(db, organizationId, query),
    ]);
    return { records: rows as unknown as InvoiceRecord[], total };
  }
  const rows = await invoicePageQuery(db, organizationId, query).execute();
  // A page past the end has no row to carry the count.
  const total = rows[0]
    ? Number(rows[0].fullCount)
    : query.page > 1
      ? await countInvoices(db, organizationId, query)
      : 0;
  return { records: rows as unknown as InvoiceRecord[], total };
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
