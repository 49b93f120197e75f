import { bogotaTimeText, csvRow, dayText, plainDateCell } from '@facturo/sdk/co';
import type { InvoiceQuery } from '@facturo/sdk/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.types';
import type { ApiLocale } from '../../http/request-locale';
import { EXPORT_HEADERS, exportStatusLabel } from './invoice-export-format';
import { type InvoiceExportRow, invoiceExportBatches } from './invoice-export-rows';

/**
 * One invoice as CSV fields. Amounts are whole pesos written as bare digits (`15000`): es-CO Excel
 * reads them as numbers, while `15.000` would be a number there but 15 on a computer set up in
 * English, and `$ 15.000` would be text everywhere. Times are Bogotá's, `27/11/2026 14:05`.
 */
function csvFields(row: InvoiceExportRow, locale: ApiLocale): (string | number | null)[] {
  return [
    row.number,
    exportStatusLabel(row.status, locale),
    bogotaTimeText(row.createdAt),
    dayText(plainDateCell(row.dueDate)),
    row.paidAt ? bogotaTimeText(row.paidAt) : null,
    row.concept,
    row.buyerName,
    row.buyerDocument,
    row.subtotal,
    row.discount,
    row.iva,
    row.total,
    row.creditApplied,
    row.amountPaid,
    row.transactions,
    row.documentKey,
  ];
}

/**
 * The invoices matching the list's filters and sort as a CSV stream that Excel set up for Colombia
 * opens in columns: UTF-8 with a BOM (so it reads the accents), `;` between fields, the statuses and
 * headers in the request's language, Bogotá times. Rows come from the database in batches of 2,000,
 * one chunk each, so 100,000 invoices never sit in memory; a client that stops reading stops the
 * queries.
 */
export function invoiceCsvStream(
  db: Kysely<Database>,
  organizationId: string,
  query: InvoiceQuery,
  locale: ApiLocale,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const batches = invoiceExportBatches(db, organizationId, query, locale);
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`\uFEFF${csvRow(EXPORT_HEADERS[locale])}`));
        return;
      }
      const next = await batches.next();
      if (next.done) {
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(next.value.map((row) => csvRow(csvFields(row, locale))).join('')));
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}
