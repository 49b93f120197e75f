import type { LocalizedText } from '@facturo/sdk/co';
import type { InvoiceQuery, InvoiceStatus } from '@facturo/sdk/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.types';
import { inKeysetOrder, keysetBeyond, sortKeysText } from '../../db/keyset';
import { moneyPaid } from '../../db/money-paid';
import type { ApiLocale } from '../../http/request-locale';
import { filteredInvoices, invoiceOrder } from './invoice-query';

/** Rows fetched per query while exporting: memory stays flat however many invoices match. */
export const EXPORT_BATCH_SIZE = 2000;

/** One invoice as the CSV and XLSX exports write it, before any formatting. */
export interface InvoiceExportRow {
  number: string;
  status: InvoiceStatus;
  createdAt: Date;
  /** A calendar day in Colombia, `YYYY-MM-DD`. */
  dueDate: string;
  paidAt: Date | null;
  /** In the request's language. */
  concept: string;
  buyerName: string | null;
  buyerDocument: string | null;
  subtotal: number;
  discount: number;
  iva: number;
  total: number;
  /** What a plan change's credit (the old plan's unused days) settled of it. */
  creditApplied: number;
  /** Money paid (card, PSE…), the credit apart. */
  amountPaid: number;
  /** The approved payments' provider ids, space-separated. */
  transactions: string | null;
  /** The CUFE (empty for an invoice issued before electronic invoicing). */
  documentKey: string | null;
}

/**
 * The query of one export batch: up to `batchSize` invoices after `after` (keyset paging on the
 * sort column and the id, an index range scan at any depth), each with its sort keys as text for
 * the next batch's start. The benchmark EXPLAINs it.
 */
export function invoiceExportBatchQuery(
  db: Kysely<Database>,
  organizationId: string,
  query: InvoiceQuery,
  after: { keys: string[]; id: string } | null,
  batchSize = EXPORT_BATCH_SIZE,
) {
  const order = invoiceOrder(query.sort);
  let batch = filteredInvoices(db, organizationId, query)
    .select([
      'invoices.id',
      'invoices.number',
      'invoices.status',
      'invoices.createdAt',
      'invoices.dueDate',
      'invoices.paidAt',
    ])
    .select([
      'invoices.concept',
      'invoices.buyerName',
      'invoices.buyerDocument',
      'invoices.subtotal',
      'invoices.discount',
    ])
    .select(['invoices.iva', 'invoices.total', 'invoices.amountPaid', 'invoices.creditApplied'])
    .select(sortKeysText(order).as('sortKeys'))
    .select((eb) =>
      eb
        .selectFrom('dianDocuments')
        .select('dianDocuments.documentKey')
        .whereRef('dianDocuments.id', '=', 'invoices.dianDocumentId')
        .as('documentKey'),
    )
    .select((eb) =>
      eb
        .selectFrom('payments')
        .select((inner) =>
          inner.fn.agg<string>('string_agg', ['payments.providerPaymentId', inner.val(' ')]).as('ids'),
        )
        .whereRef('payments.invoiceId', '=', 'invoices.id')
        .where('payments.status', '=', 'approved')
        .as('transactions'),
    );
  if (after) batch = batch.where(keysetBeyond(order, after));
  return inKeysetOrder(batch, order).limit(batchSize);
}

/**
 * The invoices matching the list's filters and sort, one batch of up to `batchSize` at a time
 * ({@link invoiceExportBatchQuery}), so 100,000 invoices never sit in memory at once and a consumer
 * that stops asking stops the queries.
 */
export async function* invoiceExportBatches(
  db: Kysely<Database>,
  organizationId: string,
  query: InvoiceQuery,
  locale: ApiLocale,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<InvoiceExportRow[]> {
  let after: { keys: string[]; id: string } | null = null;
  for (;;) {
    const rows = await invoiceExportBatchQuery(db, organizationId, query, after, batchSize).execute();
    if (rows.length === 0) return;
    const last = rows[rows.length - 1] as (typeof rows)[number];
    after = { keys: last.sortKeys, id: last.id };
    yield rows.map((row) => ({
      number: row.number,
      status: row.status,
      // PGlite and node-postgres may hand timestamps back as text; the writers need instants.
      createdAt: new Date(row.createdAt),
      dueDate: row.dueDate,
      paidAt: row.paidAt ? new Date(row.paidAt) : null,
      concept: (row.concept as LocalizedText)[locale],
      buyerName: row.buyerName,
      buyerDocument: row.buyerDocument,
      subtotal: row.subtotal,
      discount: row.discount,
      iva: row.iva,
      total: row.total,
      creditApplied: row.creditApplied,
      amountPaid: moneyPaid(row),
      transactions: row.transactions,
      documentKey: row.documentKey,
    }));
    if (rows.length < batchSize) return;
  }
}
