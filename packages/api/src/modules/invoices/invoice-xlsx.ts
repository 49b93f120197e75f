import { bogotaWallClock, plainDateCell } from '@facturo/sdk/co';
import type { InvoiceQuery } from '@facturo/sdk/schemas';
import type { Kysely } from 'kysely';
import type { Cell, Row } from 'write-excel-file/node';
import type { Database } from '../../db/database.types';
import { ApiProblem } from '../../http/api-problem';
import type { ApiLocale } from '../../http/request-locale';
import { countInvoices } from './invoice-counts';
import { EXPORT_HEADERS, exportStatusLabel } from './invoice-export-format';
import { type InvoiceExportRow, invoiceExportBatches } from './invoice-export-rows';

/**
 * The most invoices one workbook holds. The library assembles the file in memory, about 6 kB per
 * invoice at the peak (measured alone in Node 20: 20,000 invoices 190 MB resident and 3 s; 100,000
 * invoices 610 MB and 9 s), while the CSV streams any number in flat memory. The `export_too_large` message names this number: change both together.
 */
export const XLSX_MAX_INVOICES = 20_000;

/** The media type of an Excel workbook (`.xlsx`). */
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// Number format codes always use `,` for thousands and `.` for decimals; Excel shows them with the
// reader's own separators ($ 15.000 in Colombia). `[$$-240A]` is the peso sign of es-CO.
const COP_FORMAT = '[$$-240A] #,##0';
const DATE_TIME_FORMAT = 'dd/mm/yyyy hh:mm';
const DATE_FORMAT = 'dd/mm/yyyy';

/** Width of each column, in characters, in the order of `EXPORT_HEADERS`. */
const COLUMN_WIDTHS = [12, 14, 17, 12, 17, 40, 30, 16, 14, 12, 12, 14, 14, 14, 24, 40];

const text = (value: string | null): Cell => (value === null ? null : { value, type: String });
const pesos = (value: number): Cell => ({ value, type: Number, format: COP_FORMAT });
const instant = (value: Date | null): Cell =>
  value === null ? null : { value: bogotaWallClock(value), type: Date, format: DATE_TIME_FORMAT };

/**
 * One invoice as cells: texts as text cells (never formulas, so nothing needs guarding), amounts as
 * numbers in pesos, the issue and payment times as dates in Bogotá, the due day as a date.
 */
function xlsxRow(row: InvoiceExportRow, locale: ApiLocale): Row {
  return [
    text(row.number),
    text(exportStatusLabel(row.status, locale)),
    instant(row.createdAt),
    { value: plainDateCell(row.dueDate), type: Date, format: DATE_FORMAT },
    instant(row.paidAt),
    text(row.concept),
    text(row.buyerName),
    text(row.buyerDocument),
    pesos(row.subtotal),
    pesos(row.discount),
    pesos(row.iva),
    pesos(row.total),
    pesos(row.creditApplied),
    pesos(row.amountPaid),
    text(row.transactions),
    text(row.documentKey),
  ];
}

/**
 * The invoices matching the list's filters and sort as an Excel workbook: one sheet, a bold header
 * row in the request's language that stays in view (frozen), real date and number cells, column
 * widths that fit the usual values. The rows are read in the CSV's batches; the workbook is a zip
 * whose parts need every row, so it is assembled in memory before it is sent. More than `maxInvoices`
 * is 422 `export_too_large`, before any row is read.
 */
export async function invoiceXlsx(
  db: Kysely<Database>,
  organizationId: string | null,
  query: InvoiceQuery,
  locale: ApiLocale,
  maxInvoices = XLSX_MAX_INVOICES,
): Promise<Uint8Array<ArrayBuffer>> {
  const header: Row = EXPORT_HEADERS[locale].map((title) => ({ value: title, fontWeight: 'bold' }));
  const rows: Row[] = [header];
  if (organizationId) {
    const count = await countInvoices(db, organizationId, query);
    if (count > maxInvoices) {
      throw new ApiProblem(422, 'export_too_large', { detail: `${count} invoices, at most ${maxInvoices}` });
    }
    for await (const batch of invoiceExportBatches(db, organizationId, query, locale)) {
      for (const row of batch) rows.push(xlsxRow(row, locale));
    }
  }
  // Loaded with the first workbook, not at start: the library is ~80 files, ~0.1 s of every start.
  const { default: writeXlsxFile } = await import('write-excel-file/node');
  const workbook = await writeXlsxFile(rows, {
    sheet: locale === 'en' ? 'Invoices' : 'Facturas',
    columns: COLUMN_WIDTHS.map((width) => ({ width })),
    stickyRowsCount: 1,
  }).toBuffer();
  return new Uint8Array(workbook);
}
