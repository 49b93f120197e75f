import { dateInBogota } from '@facturo/sdk/co';
import { exportInvoicesCsv, exportInvoicesXlsx } from '@facturo/sdk/endpoints';
import type { InvoiceExportFormat, InvoiceListQuery, InvoicesApi } from './invoices-api';
import { saveFile } from './save-file';

const EXPORTS = { csv: exportInvoicesCsv, xlsx: exportInvoicesXlsx } as const;

/**
 * Downloads every invoice `query` selects as CSV or as an Excel workbook and hands it to the browser
 * as a file named `<fileName>-<today in Bogotá>.csv|.xlsx`. Loaded on the first export.
 */
export async function saveInvoicesExport(
  api: InvoicesApi,
  query: InvoiceListQuery,
  format: InvoiceExportFormat,
  section: HTMLElement | null,
  fileName: string,
): Promise<void> {
  const blob = await api.exportFile({ ...query, page: 1 }, EXPORTS[format]);
  saveFile(blob, section, `${fileName}-${dateInBogota()}.${format}`);
}
