/**
 * The endpoints of an invoice's and a credit note's DIAN documents, by format: downloaded with the
 * first document a user asks for, since the list itself needs none of them.
 * @module
 */
import {
  getCreditNoteAttachedDocument,
  getCreditNotePdf,
  getCreditNoteXml,
  getInvoiceAttachedDocument,
  getInvoicePdf,
  getInvoiceXml,
} from '@facturo/sdk/endpoints';

/** `GET /invoices/{id}/pdf|xml|attached-document`, by format. */
export const INVOICE_DOCUMENTS = {
  pdf: getInvoicePdf,
  xml: getInvoiceXml,
  'attached-document': getInvoiceAttachedDocument,
} as const;

/** `GET /credit-notes/{id}/pdf|xml|attached-document`, by format. */
export const CREDIT_NOTE_DOCUMENTS = {
  pdf: getCreditNotePdf,
  xml: getCreditNoteXml,
  'attached-document': getCreditNoteAttachedDocument,
} as const;
