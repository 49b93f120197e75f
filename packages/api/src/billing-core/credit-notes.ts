import type { CorrectionConceptCode, InvoiceStatus } from '@facturo/sdk/schemas';
import type { Transaction } from 'kysely';
import type { Database } from '../db/database.types';
import type { DocumentLineInput, PaymentTerms } from '../e-invoicing/document-input.types';
import { signedCreditNote } from '../e-invoicing/signed-documents';
import { emitInvoiceEvent } from '../webhooks/webhook-emit';
import { type IssuingDeps, partyOf, storeSignedDocument } from './electronic-document';
import { nextConsecutive } from './invoice-numbering';

/** Why a credit note is issued (`credit_notes.cause`). */
export type CreditNoteCause =
  | 'billing_date_change'
  | 'plan_change'
  | 'reconnection_fee'
  | 'expired'
  | 'cancelled'
  | 'refund';

/** What the invoice shows once a credit note voided it, by cause. */
const VOIDED_STATUS: Record<CreditNoteCause, InvoiceStatus> = {
  billing_date_change: 'cancelled',
  plan_change: 'cancelled',
  reconnection_fee: 'cancelled',
  expired: 'expired',
  cancelled: 'cancelled',
  refund: 'refunded',
};

/** What {@link issueCreditNote} needs. */
export interface CreditNoteRequest {
  invoiceId: string;
  cause: CreditNoteCause;
  /** `2` voids the whole invoice; `1` returns part of it (a refund of part of the service). */
  conceptCode: CorrectionConceptCode;
  /** Why, as the credit note states it (Spanish). */
  reason: string;
  /** The lines credited; every line of the invoice by default (a voiding note). */
  lines?: DocumentLineInput[];
  /** How the money goes back, when it does (a refund). */
  payment?: PaymentTerms;
  /** The invoice that replaces the voided one, when money is still owed. */
  replacementInvoiceId?: string | null;
  now: Date;
}

/** The credit note's series has no numbering authorization: consecutives from 1, no upper bound. */
const creditNoteSeries = (prefix: string) => ({
  prefix,
  resolutionNumber: '',
  rangeFrom: 1,
  rangeTo: Number.MAX_SAFE_INTEGER,
});

/** The lines of a stored invoice as document lines (the IVA exactly as charged). */
async function invoiceDocumentLines(
  trx: Transaction<Database>,
  invoiceId: string,
): Promise<DocumentLineInput[]> {
  const lines = await trx
    .selectFrom('invoiceLines')
    .select(['kind', 'planId', 'description', 'quantity', 'unitPrice', 'ivaRatePercent', 'iva'])
    .where('invoiceId', '=', invoiceId)
    .orderBy('position')
    .execute();
  return lines.map((line) => ({
    code: line.planId ?? line.kind.replaceAll('_', '-'),
    description: line.description.es,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    ivaTreatment: line.ivaRatePercent > 0 ? 'iva_19' : 'excluded',
    iva: line.iva,
  }));
}

/**
 * Issues a credit note (type 91) correcting an electronic invoice, inside the caller's transaction:
 * DIAN's correction concept, the reference to the invoice's number, issue date and CUFE, its own
 * CUDE, signed and stored byte for byte (pending transmission). The invoice's XML is never touched:
 * a voiding note (concept 2) only changes the status customers see (cancelled, expired or refunded
 * by cause). Returns `null` for an invoice issued before electronic invoicing (nothing to correct
 * at DIAN).
 */
export async function issueCreditNote(
  trx: Transaction<Database>,
  deps: IssuingDeps,
  request: CreditNoteRequest,
): Promise<{ id: string; number: string; total: number } | null> {
  const invoice = await trx
    .selectFrom('invoices')
    .innerJoin('dianDocuments', 'dianDocuments.id', 'invoices.dianDocumentId')
    .select([
      'invoices.id',
      'invoices.organizationId',
      'invoices.number',
      'invoices.buyer',
      'dianDocuments.documentKey',
      'dianDocuments.issueDate',
    ])
    .where('invoices.id', '=', request.invoiceId)
    .forUpdate()
    .executeTakeFirst();
  if (!invoice) return null;
  const prefix = deps.eInvoicing.creditNotePrefix;
  const sequence = (await nextConsecutive(trx, creditNoteSeries(prefix))) as number;
  const lines = request.lines ?? (await invoiceDocumentLines(trx, invoice.id));
  const document = await signedCreditNote(
    {
      prefix,
      sequence,
      issuedAt: request.now,
      buyer: partyOf(invoice.buyer),
      lines,
      correction: {
        invoice: { number: invoice.number, cufe: invoice.documentKey, issueDate: invoice.issueDate },
        concept: request.conceptCode,
        description: request.reason,
      },
      ...(request.payment ? { payment: request.payment } : {}),
    },
    deps.eInvoicing.settings,
    await deps.eInvoicing.signer(),
    { signingTime: request.now },
  );
  const dianDocumentId = await storeSignedDocument(trx, deps, {
    organizationId: invoice.organizationId,
    document,
    issuedAt: request.now,
  });
  const subtotal = lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
  const iva = lines.reduce((sum, line) => sum + (line.iva ?? 0), 0);
  const row = await trx
    .insertInto('creditNotes')
    .values({
      organizationId: invoice.organizationId,
      invoiceId: invoice.id,
      dianDocumentId,
      number: document.number,
      conceptCode: request.conceptCode,
      reason: request.reason,
      cause: request.cause,
      subtotal,
      iva,
      total: subtotal + iva,
      replacementInvoiceId: request.replacementInvoiceId ?? null,
      createdAt: request.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (request.conceptCode === '2') {
    await trx
      .updateTable('invoices')
      .set({ status: VOIDED_STATUS[request.cause], updatedAt: request.now })
      .where('id', '=', invoice.id)
      .execute();
    await emitInvoiceEvent(trx, 'invoice.voided', invoice.id, request.now, {
      id: row.id,
      number: document.number,
      reason: request.reason,
    });
  }
  return { id: row.id, number: document.number, total: subtotal + iva };
}
