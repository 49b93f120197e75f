/**
 * The invoice list's parts a visit may never use, in one module so they are one download: the detail
 * view, the CSV export and the documents' downloads.
 * @module
 */

export { InvoiceDetail } from './invoice-detail';
export { saveInvoiceDocument, saveInvoicesCsv } from './invoice-export';
