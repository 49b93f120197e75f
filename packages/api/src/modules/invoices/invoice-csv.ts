import type { LocalizedText } from '@facturo/sdk/co';
import type { InvoiceQuery } from '@facturo/sdk/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.types';
import type { ApiLocale } from '../../http/request-locale';
import { isoInstant } from './invoice-presenter';
import { filteredInvoices, sortOf } from './invoice-query';

/** Rows fetched per query while streaming: memory stays flat however many invoices match. */
const BATCH_SIZE = 2000;

const HEADERS: Record<ApiLocale, string[]> = {
  es: [
    'Número',
    'Estado',
    'Creada',
    'Vence',
    'Pagada',
    'Concepto',
    'Cliente',
    'Documento',
    'Subtotal',
    'Descuento',
    'IVA',
    'Total',
    'Pagado',
    'Transacciones',
    'CUFE',
  ],
  en: [
    'Number',
    'Status',
    'Created',
    'Due',
    'Paid',
    'Concept',
    'Customer',
    'Document',
    'Subtotal',
    'Discount',
    'IVA',
    'Total',
    'Amount paid',
    'Transactions',
    'CUFE',
  ],
};

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. A text starting with
 * `=`, `+`, `-` or `@` gets a leading apostrophe so a spreadsheet never runs it as a formula.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (fields: (string | number | null)[]) => `${fields.map(csvField).join(',')}\r\n`;

/**
 * The invoices matching the list's filters and sort as a CSV stream (UTF-8 with a BOM, so
 * spreadsheets read the accents). Rows are read in keyset batches of 2,000, so 100,000 invoices
 * never sit in memory at once; a client that stops reading stops the queries.
 */
export function invoiceCsvStream(
  db: Kysely<Database>,
  organizationId: string,
  query: InvoiceQuery,
  locale: ApiLocale,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const { column, direction } = sortOf(query.sort);
  let after: { value: unknown; id: string } | null = null;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`\uFEFF${csvLine(HEADERS[locale])}`));
        return;
      }
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
        .select(['invoices.iva', 'invoices.total', 'invoices.amountPaid', `invoices.${column} as sortValue`])
        // The CUFE of an electronic invoice (empty for one issued before electronic invoicing).
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
      if (after) {
        const position = after;
        batch = batch.where((eb) =>
          eb(
            eb.refTuple(`invoices.${column}`, 'invoices.id'),
            direction === 'asc' ? '>' : '<',
            eb.tuple(position.value as never, position.id),
          ),
        );
      }
      const rows = await batch
        .orderBy(`invoices.${column}`, direction)
        .orderBy('invoices.id', direction)
        .limit(BATCH_SIZE)
        .execute();
      if (rows.length === 0) {
        controller.close();
        return;
      }
      const last = rows[rows.length - 1] as (typeof rows)[number];
      after = { value: last.sortValue, id: last.id };
      controller.enqueue(
        encoder.encode(
          rows
            .map((row) =>
              csvLine([
                row.number,
                row.status,
                isoInstant(row.createdAt),
                row.dueDate,
                row.paidAt ? isoInstant(row.paidAt) : null,
                (row.concept as LocalizedText)[locale],
                row.buyerName,
                row.buyerDocument,
                row.subtotal,
                row.discount,
                row.iva,
                row.total,
                row.amountPaid,
                row.transactions,
                row.documentKey,
              ]),
            )
            .join(''),
        ),
      );
    },
  });
}
