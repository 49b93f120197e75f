import * as contracts from '@facturo/sdk/endpoints';
import type { InvoiceStatus } from '@facturo/sdk/schemas';
import { attachedDocumentZip, documentFileName, documentPdf } from '../../billing-core/document-package';
import { ApiProblem, notFound } from '../../http/api-problem';
import { requireCapability } from '../../identity/billing-access';
import { billingAuth } from '../../identity/integrator-auth';
import type { AppDeps } from '../../kernel/app-deps';
import { implementEndpoint } from '../../kernel/implement-endpoint';
import type { Principal } from '../../permissions/principal';

const TAG = 'Invoice documents';
const ACCESS =
  "Whoever may read the invoice: a user of its organization, or a widget session or API key with the `invoices:download` scope (its own organization only). Another organization's document answers 404.";

/** The stored document of an invoice or credit note the caller may download, with the invoice's status. */
async function findDocument(
  deps: AppDeps,
  principal: Principal,
  target: { invoiceId: string } | { creditNoteId: string },
) {
  // A credit note is read once: it names its invoice (whose organization decides access) and its document.
  const creditNote =
    'creditNoteId' in target
      ? await deps.db
          .selectFrom('creditNotes')
          .select(['invoiceId', 'dianDocumentId'])
          .where('id', '=', target.creditNoteId)
          .executeTakeFirst()
      : undefined;
  const invoiceId = 'invoiceId' in target ? target.invoiceId : creditNote?.invoiceId;
  if (!invoiceId) throw notFound();
  const invoice = await deps.db
    .selectFrom('invoices')
    .select(['id', 'organizationId', 'status', 'electronic', 'dianDocumentId'])
    .where('id', '=', invoiceId)
    .executeTakeFirst();
  if (!invoice) throw notFound();
  requireCapability(principal, 'invoices:download', invoice.organizationId);
  const documentId = creditNote ? creditNote.dianDocumentId : invoice.dianDocumentId;
  if (!documentId) throw new ApiProblem(409, 'invoice_not_electronic');
  const row = await deps.db
    .selectFrom('dianDocuments')
    .selectAll()
    .where('id', '=', documentId)
    .executeTakeFirstOrThrow();
  const paymentStatus: InvoiceStatus | undefined = 'invoiceId' in target ? invoice.status : undefined;
  // An invoice paid by PSE shows the bank and the transfer id, as the specification's payment asks.
  const bankTransfers =
    'invoiceId' in target
      ? await deps.db
          .selectFrom('payments')
          .select(['bank', 'bankTransferId'])
          .where('invoiceId', '=', invoice.id)
          .where('paymentMethodId', '=', 'pse')
          .where('status', '=', 'approved')
          .orderBy('transactionDate')
          .execute()
      : [];
  return { row, paymentStatus, bankTransfers };
}

const file = (body: BodyInit, type: string, name: string) =>
  new Response(body, {
    headers: {
      'Content-Type': type,
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'private, no-store',
    },
  });

type Target = { invoiceId: string } | { creditNoteId: string };

/** What each document handler reads of the request. */
interface DocumentRequest {
  deps: AppDeps;
  principal: Principal;
  params: Target;
}

const pdfHandler = async ({ deps, principal, params }: DocumentRequest) => {
  const { row, paymentStatus, bankTransfers } = await findDocument(deps, principal, params);
  return file(
    new Uint8Array(await documentPdf(row, paymentStatus, bankTransfers)),
    'application/pdf',
    `${documentFileName(row)}.pdf`,
  );
};

const xmlHandler = async ({ deps, principal, params }: DocumentRequest) => {
  const { row } = await findDocument(deps, principal, params);
  // Byte for byte as signed and stored.
  return file(row.signedXml, 'application/xml; charset=utf-8', `${documentFileName(row)}.xml`);
};

const zipHandler = async ({ deps, principal, params }: DocumentRequest) => {
  const { row, paymentStatus } = await findDocument(deps, principal, params);
  const zip = await attachedDocumentZip(row, await deps.eInvoicing.signer(), paymentStatus);
  if (!zip) throw new ApiProblem(409, 'document_not_validated');
  return file(new Uint8Array(zip), 'application/zip', `ad-${row.number}.zip`);
};

const ERRORS = {
  403: ['forbidden', 'scope_missing'],
  404: ['not_found'],
  409: ['invoice_not_electronic'],
} as const;

// What every document route shares: who may call it and where the reference lists it.
const DOCUMENT_ROUTE = { tag: TAG, auth: billingAuth } as const;
const ZIP_ERRORS = { ...ERRORS, 409: ['invoice_not_electronic', 'document_not_validated'] } as const;

/** The PDF, XML and AttachedDocument zip of invoices and credit notes. */
export const invoiceDocumentRoutes = [
  implementEndpoint(contracts.getInvoicePdf, {
    ...DOCUMENT_ROUTE,
    summary: 'Invoice PDF',
    description: `The graphic representation (Spanish, letter size) drawn from the signed XML, with the invoice's payment status today, its CUFE and QR code. 409 \`invoice_not_electronic\` for invoices issued before electronic invoicing. ${ACCESS}`,
    responses: { 200: { description: 'The PDF.' } },
    errors: ERRORS,
    handler: pdfHandler,
  }),
  implementEndpoint(contracts.getInvoiceXml, {
    ...DOCUMENT_ROUTE,
    summary: 'Invoice XML',
    description: `The signed UBL 2.1 invoice, byte for byte as issued. ${ACCESS}`,
    responses: { 200: { description: 'The XML.' } },
    errors: ERRORS,
    handler: xmlHandler,
  }),
  implementEndpoint(contracts.getInvoiceAttachedDocument, {
    ...DOCUMENT_ROUTE,
    summary: 'Invoice AttachedDocument (zip)',
    description: `Once DIAN accepted the invoice: a zip with the signed AttachedDocument (the invoice and DIAN's ApplicationResponse) and the PDF, as e-mailed to the buyer. 409 \`document_not_validated\` before. ${ACCESS}`,
    responses: { 200: { description: 'The zip.' } },
    errors: ZIP_ERRORS,
    handler: zipHandler,
  }),
  implementEndpoint(contracts.getCreditNotePdf, {
    ...DOCUMENT_ROUTE,
    summary: 'Credit note PDF',
    description: `The credit note's graphic representation, with its CUDE and QR code. ${ACCESS}`,
    responses: { 200: { description: 'The PDF.' } },
    errors: ERRORS,
    handler: pdfHandler,
  }),
  implementEndpoint(contracts.getCreditNoteXml, {
    ...DOCUMENT_ROUTE,
    summary: 'Credit note XML',
    description: `The signed UBL 2.1 credit note, byte for byte as issued. ${ACCESS}`,
    responses: { 200: { description: 'The XML.' } },
    errors: ERRORS,
    handler: xmlHandler,
  }),
  implementEndpoint(contracts.getCreditNoteAttachedDocument, {
    ...DOCUMENT_ROUTE,
    summary: 'Credit note AttachedDocument (zip)',
    description: `Once DIAN accepted the credit note: its signed AttachedDocument and PDF, zipped. ${ACCESS}`,
    responses: { 200: { description: 'The zip.' } },
    errors: ZIP_ERRORS,
    handler: zipHandler,
  }),
];
