import { bogotaTimeText, bogotaWallClock, csvRow, dayText, plainDateCell } from '@facturo/sdk/co';
import type { Invoice, InvoiceStatus } from '@facturo/sdk/schemas';

// The demo's invoices are Spanish, and so are its exports: the list's own columns and status names
// (a test holds them equal to the es catalogue; loading the catalogue here would split the portal's
// first download), in the formats the API's exports use (see docs/billing-api.md).
const HEADERS = ['Número', 'Estado', 'Emisión', 'Vencimiento', 'Fecha de pago', 'Valor total'];

/** Each status as the Spanish invoice list names it. */
export const DEMO_STATUS_NAMES: Record<InvoiceStatus, string> = {
  paid: 'Pagada',
  unpaid: 'Por pagar',
  partially_paid: 'Pago parcial',
  pending: 'Pendiente',
  in_process: 'En proceso',
  cancelled: 'Anulada',
  refunded: 'Reembolsada',
  expired: 'Vencida',
};

/** The demo's CSV export: BOM, `;`, Spanish headers and statuses, Bogotá times, bare peso digits. */
export function demoInvoicesCsv(invoices: readonly Invoice[]): Blob {
  const lines = invoices.map((invoice) =>
    csvRow([
      invoice.number,
      DEMO_STATUS_NAMES[invoice.status],
      bogotaTimeText(new Date(invoice.createdAt)),
      dayText(plainDateCell(invoice.dueDate)),
      invoice.paidAt ? bogotaTimeText(new Date(invoice.paidAt)) : null,
      invoice.total,
    ]),
  );
  return new Blob([`\uFEFF${csvRow(HEADERS)}`, ...lines], { type: 'text/csv' });
}

/**
 * The demo's Excel export, with date and peso cells and a frozen header like the API's. The library
 * is downloaded only when a demo visitor asks for the workbook.
 */
export async function demoInvoicesWorkbook(invoices: readonly Invoice[]): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const time = (instant: string | null) =>
    instant ? { value: bogotaWallClock(new Date(instant)), type: Date, format: 'dd/mm/yyyy hh:mm' } : null;
  const rows = invoices.map((invoice) => [
    { value: invoice.number, type: String },
    { value: DEMO_STATUS_NAMES[invoice.status], type: String },
    time(invoice.createdAt),
    { value: plainDateCell(invoice.dueDate), type: Date, format: 'dd/mm/yyyy' },
    time(invoice.paidAt),
    { value: invoice.total, type: Number, format: '[$$-240A] #,##0' },
  ]);
  return writeXlsxFile([HEADERS.map((value) => ({ value, fontWeight: 'bold' as const })), ...rows], {
    sheet: 'Facturas',
    columns: [12, 14, 17, 12, 17, 14].map((width) => ({ width })),
    stickyRowsCount: 1,
  }).toBlob();
}
