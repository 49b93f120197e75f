import { dateInBogota } from '@facturo/sdk/co';
import type { InvoiceListQuery, InvoicesApi } from './invoices-api';
import { saveFile } from './save-file';

/**
 * Downloads the CSV of every invoice `query` selects and hands it to the browser as a file named
 * `<fileName>-<today in Bogotá>.csv`. Loaded on the first export.
 */
export async function saveInvoicesCsv(
  api: InvoicesApi,
  query: InvoiceListQuery,
  section: HTMLElement | null,
  fileName: string,
): Promise<void> {
  const blob = await api.exportCsv({ ...query, page: 1 });
  saveFile(blob, section, `${fileName}-${dateInBogota()}.csv`);
}
