import { dateInBogota } from '@facturo/sdk/co';
import type { InvoiceListQuery, InvoicesApi } from './invoices-api';

/**
 * Downloads the CSV of every invoice `query` selects and hands it to the browser as a file named
 * `<fileName>-<today in Bogotá>.csv`. The link lives inside the widget (its shadow root), so saving the
 * file touches nothing of the host page. Loaded on the first export.
 */
export async function saveInvoicesCsv(
  api: InvoicesApi,
  query: InvoiceListQuery,
  section: HTMLElement | null,
  fileName: string,
): Promise<void> {
  const blob = await api.exportCsv({ ...query, page: 1 });
  saveBlob(blob, section, `${fileName}-${dateInBogota()}.csv`);
}

/** Hands `blob` to the browser as a file, through a link inside the widget (nothing of the host page is touched). */
export function saveBlob(blob: Blob, section: HTMLElement | null, fileName: string): void {
  if (!section) return;
  const url = URL.createObjectURL(blob);
  const link = section.ownerDocument.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  section.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads an electronic invoice's PDF or XML (`fv-SETP990000001.pdf`). */
export async function saveInvoiceDocument(
  api: InvoicesApi,
  invoice: { id: string; number: string },
  kind: 'pdf' | 'xml',
  section: HTMLElement | null,
): Promise<void> {
  saveBlob(await api.document(invoice.id, kind), section, `fv-${invoice.number}.${kind}`);
}
