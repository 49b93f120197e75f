import type { InvoiceStatus, Taxpayer } from '@facturo/sdk/schemas';
import type { Selectable } from 'kysely';
import type { Database } from '../db/database.types';
import type { AppDeps } from '../kernel/app-deps';
import { queueMail } from '../mail/mail-queue';
import type { MailAttachment } from '../mail/mailer';
import { acceptedDocumentEmail } from '../mail/templates/document-emails';
import { attachedDocumentZip, documentFileName, documentPdf, hasAttachedDocument } from './document-package';
import { buyerName } from './invoice-buyer';

type DianDocumentRow = Selectable<Database['dianDocuments']>;

/** Who an accepted document goes to, and the invoice's payment status the PDF shows (invoices only). */
async function documentOwner(deps: AppDeps, row: DianDocumentRow) {
  const owner =
    row.kind === 'invoice'
      ? await deps.db
          .selectFrom('invoices')
          .select(['buyer', 'status', 'total'])
          .where('dianDocumentId', '=', row.id)
          .executeTakeFirst()
      : await deps.db
          .selectFrom('creditNotes')
          .innerJoin('invoices', 'invoices.id', 'creditNotes.invoiceId')
          .select(['invoices.buyer', 'creditNotes.total'])
          .where('creditNotes.dianDocumentId', '=', row.id)
          .executeTakeFirst();
  if (!owner) return undefined;
  return { ...owner, paymentStatus: 'status' in owner ? (owner.status as InvoiceStatus) : undefined };
}

/**
 * Queues the buyer's e-mail of an accepted document and marks the document delivered, in one
 * transaction (the e-mail is queued exactly once). Its files are not stored with the message: the
 * PDF and the AttachedDocument zip weigh far more than the message, are rebuilt byte for byte from
 * the document (signed XML, DIAN's answer) by {@link documentEmailAttachments} when the job sends
 * it, and so never sit in the queue a second time. Answers `false` (nothing queued, tried again
 * next round) while there is nothing to send yet.
 */
export async function queueDocumentEmail(deps: AppDeps, row: DianDocumentRow): Promise<boolean> {
  // Nothing is built or signed here: the job builds the files once, when it sends.
  if (!hasAttachedDocument(row)) return false;
  const owner = await documentOwner(deps, row);
  if (!owner) return false;
  const message = acceptedDocumentEmail({
    to: owner.buyer.email,
    buyerName: buyerName(owner.buyer.taxpayer as Taxpayer),
    kind: row.kind,
    number: row.number,
    total: owner.total,
    documentKey: row.documentKey,
    issuerName: deps.eInvoicing.settings.issuer.legalName,
    attachments: { kind: 'dian-document', id: row.id },
  });
  return deps.db.transaction().execute(async (trx) => {
    // Marked first, and only if no other round did meanwhile (its claim may have lapsed).
    const marked = await trx
      .updateTable('dianDocuments')
      .set({ deliveredAt: deps.clock.now(), deliveryClaimedUntil: null })
      .where('id', '=', row.id)
      .where('deliveredAt', 'is', null)
      .executeTakeFirst();
    if (marked.numUpdatedRows === 0n) return false;
    await queueMail(deps, trx, message);
    return true;
  });
}

/** An accepted document's PDF and AttachedDocument zip, for its queued e-mail (throws while there are none). */
export async function documentEmailAttachments(
  deps: AppDeps,
  dianDocumentId: string,
): Promise<MailAttachment[]> {
  const row = await deps.db
    .selectFrom('dianDocuments')
    .selectAll()
    .where('id', '=', dianDocumentId)
    .executeTakeFirstOrThrow();
  const owner = await documentOwner(deps, row);
  const zip = owner && (await attachedDocumentZip(row, await deps.eInvoicing.signer(), owner.paymentStatus));
  if (!owner || !zip) throw new Error('the document of a queued e-mail has nothing to attach yet');
  return [
    {
      filename: `${documentFileName(row)}.pdf`,
      contentType: 'application/pdf',
      content: await documentPdf(row, owner.paymentStatus),
    },
    { filename: `ad-${row.number}.zip`, contentType: 'application/zip', content: zip },
  ];
}
