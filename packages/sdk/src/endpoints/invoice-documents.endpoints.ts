import { defineEndpoint } from './endpoint';
import { schemaModule } from './schema-ref';

const invoices = schemaModule('invoice.schema', () => import('../schemas/invoice.schema'));
const dian = schemaModule('dian-document.schema', () => import('../schemas/dian-document.schema'));

// The documents of electronic invoices and of the credit notes that correct them, for whoever may
// read the invoice: a user of its organization, or a widget session with `invoices:download` (its own
// organization only). Another organization's document answers 404, like the invoice itself.

/** `GET /invoices/{invoiceId}/pdf`: the invoice's graphic representation, with its payment status today. */
export const getInvoicePdf = defineEndpoint({
  operationId: 'getInvoicePdf',
  method: 'GET',
  path: '/invoices/{invoiceId}/pdf',
  auth: 'userOrWidgetSession',
  scopes: ['invoices:download'],
  params: invoices('invoiceParamsSchema'),
  status: 200,
  produces: 'application/pdf',
});

/** `GET /invoices/{invoiceId}/xml`: the signed UBL invoice, byte for byte as issued. */
export const getInvoiceXml = defineEndpoint({
  operationId: 'getInvoiceXml',
  method: 'GET',
  path: '/invoices/{invoiceId}/xml',
  auth: 'userOrWidgetSession',
  scopes: ['invoices:download'],
  params: invoices('invoiceParamsSchema'),
  status: 200,
  produces: 'application/xml',
});

/**
 * `GET /invoices/{invoiceId}/attached-document`: once DIAN accepted the invoice, the zip delivered to
 * the buyer: the AttachedDocument (the invoice with DIAN's ApplicationResponse) and the PDF.
 */
export const getInvoiceAttachedDocument = defineEndpoint({
  operationId: 'getInvoiceAttachedDocument',
  method: 'GET',
  path: '/invoices/{invoiceId}/attached-document',
  auth: 'userOrWidgetSession',
  scopes: ['invoices:download'],
  params: invoices('invoiceParamsSchema'),
  status: 200,
  produces: 'application/zip',
});

/** `GET /credit-notes/{creditNoteId}/pdf`: the credit note's graphic representation. */
export const getCreditNotePdf = defineEndpoint({
  operationId: 'getCreditNotePdf',
  method: 'GET',
  path: '/credit-notes/{creditNoteId}/pdf',
  auth: 'userOrWidgetSession',
  scopes: ['invoices:download'],
  params: dian('creditNoteParamsSchema'),
  status: 200,
  produces: 'application/pdf',
});

/** `GET /credit-notes/{creditNoteId}/xml`: the signed UBL credit note, byte for byte as issued. */
export const getCreditNoteXml = defineEndpoint({
  operationId: 'getCreditNoteXml',
  method: 'GET',
  path: '/credit-notes/{creditNoteId}/xml',
  auth: 'userOrWidgetSession',
  scopes: ['invoices:download'],
  params: dian('creditNoteParamsSchema'),
  status: 200,
  produces: 'application/xml',
});

/** `GET /credit-notes/{creditNoteId}/attached-document`: the accepted credit note's zip for the buyer. */
export const getCreditNoteAttachedDocument = defineEndpoint({
  operationId: 'getCreditNoteAttachedDocument',
  method: 'GET',
  path: '/credit-notes/{creditNoteId}/attached-document',
  auth: 'userOrWidgetSession',
  scopes: ['invoices:download'],
  params: dian('creditNoteParamsSchema'),
  status: 200,
  produces: 'application/zip',
});
