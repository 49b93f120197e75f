import { dateInBogota } from '@facturo/sdk/co';
import type { Selectable, Transaction } from 'kysely';
import type { Database } from '../db/database.types';
import { type CreditNoteCause, issueCreditNote } from './credit-notes';
import type { IssuingDeps } from './electronic-document';
import type { NewLine } from './invoice-lines';
import { appendInvoiceLines, issueInvoice } from './invoice-writer';

/** What changes on an open invoice: lines removed (by id) and lines added. */
export interface InvoiceLineChange {
  remove?: readonly string[];
  add?: readonly NewLine[];
}

/** Why, for the credit note that voids the invoice being replaced. */
export interface ReissueReason {
  cause: CreditNoteCause;
  /** As the credit note states it (Spanish). */
  reason: string;
  now: Date;
}

type LineRow = Selectable<Database['invoiceLines']>;

/** A stored line as a line to issue again: the same concept, period, keys and IVA as charged. */
function newLineOf(line: LineRow): NewLine {
  const unitIva = line.iva % line.quantity === 0 ? line.iva / line.quantity : undefined;
  return {
    kind: line.kind,
    description: line.description,
    planId: line.planId,
    subscriptionId: line.subscriptionId,
    billingCycle: line.billingCycle,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    ivaTreatment: line.ivaRatePercent > 0 ? 'iva_19' : 'excluded',
    ...(unitIva !== undefined ? { unitIva } : {}),
    periodStart: line.periodStart,
    periodEnd: line.periodEnd,
    lineKey: line.lineKey,
    adjustmentId: line.adjustmentId,
  };
}

/**
 * Changes the lines of an open invoice, inside the caller's transaction. An electronic invoice never
 * changes: a credit note (concept 2, "anulación") voids it, referencing its number, date and CUFE,
 * and a new electronic invoice is issued with the lines as they must now be (same buyer, due date
 * and amount already paid); the old invoice's XML stays as issued. Its lines keep their amounts but
 * give their idempotency keys and adjustment links to the new invoice's lines. An invoice issued
 * before electronic invoicing is changed in place, as it always was. Returns the id of the invoice
 * that now carries the lines (the new one, or the same).
 */
export async function changeInvoiceLines(
  trx: Transaction<Database>,
  deps: IssuingDeps,
  invoiceId: string,
  change: InvoiceLineChange,
  why: ReissueReason,
): Promise<string> {
  const remove = change.remove ?? [];
  const add = change.add ?? [];
  const invoice = await trx
    .selectFrom('invoices')
    .selectAll()
    .where('id', '=', invoiceId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (!invoice.electronic) {
    if (remove.length) await trx.deleteFrom('invoiceLines').where('id', 'in', remove).execute();
    await appendInvoiceLines(trx, invoiceId, add, why.now);
    return invoiceId;
  }
  const lines = await trx
    .selectFrom('invoiceLines')
    .selectAll()
    .where('invoiceId', '=', invoiceId)
    .orderBy('position')
    .execute();
  const kept = lines.filter((line) => !remove.includes(line.id)).map(newLineOf);
  await trx
    .updateTable('invoiceLines')
    .set({ lineKey: null, adjustmentId: null })
    .where('invoiceId', '=', invoiceId)
    .execute();
  const creditNote = await issueCreditNote(trx, deps, {
    invoiceId,
    cause: why.cause,
    conceptCode: '2',
    reason: why.reason,
    now: why.now,
  });
  const today = dateInBogota(why.now);
  const overdue = invoice.dueDate < today;
  const replacement = await issueInvoice(trx, deps, {
    organizationId: invoice.organizationId,
    orderId: invoice.orderId,
    billingInfo: invoice.buyer,
    lines: [...kept, ...add],
    status: invoice.amountPaid > 0 ? 'partially_paid' : 'unpaid',
    // Overdue (a reconnection fee is added after expiry): the replacement is due on issue.
    dueDate: overdue ? today : invoice.dueDate,
    paymentMethod: 'credit',
    now: why.now,
  });
  if (invoice.amountPaid > 0) {
    await trx
      .updateTable('invoices')
      .set({ amountPaid: invoice.amountPaid, creditApplied: invoice.creditApplied })
      .where('id', '=', replacement.id)
      .execute();
  }
  if (creditNote) {
    await trx
      .updateTable('creditNotes')
      .set({ replacementInvoiceId: replacement.id })
      .where('id', '=', creditNote.id)
      .execute();
  }
  return replacement.id;
}
