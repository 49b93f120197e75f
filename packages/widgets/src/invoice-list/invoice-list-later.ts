/**
 * The invoice list's parts a visit may never use, in one module so they are one download: the detail
 * view (with the documents' downloads) and the CSV and Excel exports.
 * @module
 */

export { InvoiceDetail } from './invoice-detail';
export { saveInvoicesExport } from './invoice-export';
