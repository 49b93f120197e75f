import type { InvoiceStatus } from '@facturo/sdk/schemas';
import type { Selectable } from 'kysely';
import type { Database } from '../db/database.types';
import { buildAttachedDocument } from '../e-invoicing/attached-document';
import { readDianDocument } from '../e-invoicing/dian-document-reader';
import { zipFiles } from '../e-invoicing/document-zip';
import { type RepresentationOptions, renderRepresentationPdf } from '../e-invoicing/representation-pdf';
import type { SigningCertificate } from '../e-invoicing/signing-certificate';
import { signDianDocument } from '../e-invoicing/xades-signature';

type DianDocumentRow = Selectable<Database['dianDocuments']>;

/** The file names of a document (`fv-SETP990000001`, `nc-NC12`), as buyers' systems expect them. */
export const documentFileName = (row: Pick<DianDocumentRow, 'kind' | 'number'>): string =>
  `${row.kind === 'invoice' ? 'fv' : 'nc'}-${row.number}`;

/**
 * The PDF of a stored document, drawn from its signed XML, with the invoice's payment status today
 * and the PSE transfers (bank, CUS) that paid it.
 */
export function documentPdf(
  row: Pick<DianDocumentRow, 'signedXml'>,
  paymentStatus?: InvoiceStatus,
  bankTransfers?: RepresentationOptions['bankTransfers'],
): Promise<Buffer> {
  return renderRepresentationPdf(readDianDocument(row.signedXml), {
    ...(paymentStatus ? { paymentStatus } : {}),
    ...(bankTransfers?.length ? { bankTransfers } : {}),
  });
}

/**
 * Whether a document has its AttachedDocument yet: DIAN accepted it and answered (the
 * ApplicationResponse the container carries). A cheap check on the row, before any signing.
 */
export function hasAttachedDocument(
  row: Pick<DianDocumentRow, 'status' | 'applicationResponse' | 'answeredAt'>,
): boolean {
  return row.status === 'accepted' && Boolean(row.applicationResponse) && Boolean(row.answeredAt);
}

/**
 * The zip delivered to the buyer once DIAN accepted the document: the signed AttachedDocument (the
 * document with DIAN's ApplicationResponse) and the PDF. `null` while DIAN has not accepted it.
 * The same document always gives the same AttachedDocument (issued at DIAN's answer).
 */
export async function attachedDocumentZip(
  row: DianDocumentRow,
  signer: SigningCertificate,
  paymentStatus?: InvoiceStatus,
): Promise<Buffer | null> {
  // The last two checks only narrow the types for what follows.
  if (!hasAttachedDocument(row) || !row.applicationResponse || !row.answeredAt) return null;
  const issuedAt = new Date(row.answeredAt);
  const container = buildAttachedDocument({
    signedDocument: row.signedXml,
    applicationResponse: row.applicationResponse,
    issuedAt,
  });
  const signed = signDianDocument(container.xml, signer, { signingTime: issuedAt });
  const name = documentFileName(row);
  return zipFiles(
    [
      { name: `ad-${row.number}.xml`, content: signed },
      { name: `${name}.pdf`, content: await documentPdf(row, paymentStatus) },
    ],
    issuedAt,
  );
}
