import { dateInBogota, type IsoDate, type LocalizedText } from '@facturo/sdk/co';
import type { BillingInfo, InvoiceStatus } from '@facturo/sdk/schemas';
import type { Selectable, Transaction } from 'kysely';
import type { Database } from '../db/database.types';
import { jsonb } from '../db/jsonb';
import type { PaymentMeansCode } from '../e-invoicing/dian-code-lists';
import { signedElectronicInvoice } from '../e-invoicing/signed-documents';
import { emitInvoiceEvent } from '../webhooks/webhook-emit';
import { documentLineOf, type IssuingDeps, partyOf, storeSignedDocument } from './electronic-document';
import { buyerOf } from './invoice-buyer';
import { lineAmounts, type NewLine } from './invoice-lines';
import { nextInvoiceConsecutive } from './invoice-numbering';
import { invoiceSearchText } from './invoice-search';

/** What {@link issueInvoice} needs. */
export interface IssueInvoiceInput {
  organizationId: string;
  orderId?: string | null;
  billingInfo: BillingInfo;
  lines: readonly NewLine[];
  status: InvoiceStatus;
  dueDate: IsoDate;
  /** `cash` (contado: a paid purchase) or `credit` (crédito: a renewal due on `dueDate`). */
  paymentMethod: 'cash' | 'credit';
  /** The payment provider's transaction id, for an invoice issued on an approved payment. */
  paymentReference?: string | null;
  /** Medio de pago when it is known (`47` for a PSE transfer); by default card (`48`) for cash, `1` otherwise. */
  meansCode?: PaymentMeansCode;
  now: Date;
}

/** The one-line summary of an invoice's concepts: the first line, "and n more". */
export function conceptOf(descriptions: readonly LocalizedText[]): LocalizedText {
  const [first, ...rest] = descriptions;
  if (!first) return { es: 'Factura', en: 'Invoice' };
  if (rest.length === 0) return first;
  return { es: `${first.es} y ${rest.length} más`, en: `${first.en} and ${rest.length} more` };
}

const searchTextOf = (number: string, descriptions: readonly LocalizedText[]) =>
  invoiceSearchText(
    number,
    descriptions.flatMap((text) => [text.es, text.en]),
  );

async function insertLines(
  trx: Transaction<Database>,
  invoiceId: string,
  lines: readonly NewLine[],
  firstPosition: number,
) {
  if (lines.length === 0) return;
  await trx
    .insertInto('invoiceLines')
    .values(
      lines.map((line, index) => ({
        invoiceId,
        position: firstPosition + index,
        kind: line.kind,
        description: jsonb(line.description),
        planId: line.planId ?? null,
        subscriptionId: line.subscriptionId ?? null,
        billingCycle: line.billingCycle ?? null,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        ...lineAmounts(line),
        periodStart: line.periodStart ?? null,
        periodEnd: line.periodEnd ?? null,
        lineKey: line.lineKey ?? null,
        adjustmentId: line.adjustmentId ?? null,
      })),
    )
    .execute();
}

/**
 * Issues an electronic invoice inside the caller's transaction: the next consecutive of Facturo's
 * numbering authorization (`SETP990000001`), the UBL invoice signed with Facturo's certificate and
 * stored byte for byte (pending transmission to DIAN), the buyer as it is now, the lines with their
 * amounts (IVA per line by its plan's treatment) and the totals. When the transaction rolls back the
 * number is not consumed. Refuses with {@link InvoicingUnavailableError} (operator alert logged)
 * when the authorization is used up or not valid today.
 */
export async function issueInvoice(
  trx: Transaction<Database>,
  deps: IssuingDeps,
  input: IssueInvoiceInput,
): Promise<Selectable<Database['invoices']>> {
  const sequence = await nextInvoiceConsecutive(trx, deps, dateInBogota(input.now));
  const document = await signedElectronicInvoice(
    {
      sequence,
      issuedAt: input.now,
      buyer: partyOf(input.billingInfo),
      lines: input.lines.map(documentLineOf),
      payment: {
        method: input.paymentMethod,
        meansCode: input.meansCode ?? (input.paymentMethod === 'cash' ? '48' : '1'),
        dueDate: input.paymentMethod === 'cash' ? dateInBogota(input.now) : input.dueDate,
        ...(input.paymentReference ? { reference: input.paymentReference } : {}),
      },
    },
    deps.eInvoicing.settings,
    await deps.eInvoicing.signer(),
    { signingTime: input.now },
  );
  const dianDocumentId = await storeSignedDocument(trx, deps, {
    organizationId: input.organizationId,
    document,
    issuedAt: input.now,
  });
  const number = document.number;
  const amounts = input.lines.map(lineAmounts);
  const sum = (key: 'subtotal' | 'iva' | 'total' | 'discount') =>
    amounts.reduce((total, line) => total + line[key], 0);
  const descriptions = input.lines.map((line) => line.description);
  const { buyer, buyerName, buyerDocument } = buyerOf(input.billingInfo);
  const invoice = await trx
    .insertInto('invoices')
    .values({
      organizationId: input.organizationId,
      orderId: input.orderId ?? null,
      number,
      sequence,
      status: input.status,
      concept: jsonb(conceptOf(descriptions)),
      buyer: jsonb(buyer),
      buyerName,
      buyerDocument,
      subtotal: sum('subtotal'),
      discount: sum('discount'),
      iva: sum('iva'),
      total: sum('total'),
      amountPaid: 0,
      dueDate: input.dueDate,
      paidAt: null,
      searchText: searchTextOf(number, descriptions),
      electronic: true,
      dianDocumentId,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await insertLines(trx, invoice.id, input.lines, 1);
  await emitInvoiceEvent(trx, 'invoice.issued', invoice.id, input.now);
  return invoice;
}

/**
 * Adds lines to an open invoice (the reconnection fee when its subscription is suspended) and
 * recomputes its totals, concept and search text from all of its lines.
 */
export async function appendInvoiceLines(
  trx: Transaction<Database>,
  invoiceId: string,
  lines: readonly NewLine[],
  now: Date,
) {
  const last = await trx
    .selectFrom('invoiceLines')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('invoiceId', '=', invoiceId)
    .executeTakeFirst();
  await insertLines(trx, invoiceId, lines, Number(last?.position ?? 0) + 1);
  const all = await trx
    .selectFrom('invoiceLines')
    .select(['description', 'subtotal', 'iva', 'total', 'discount'])
    .where('invoiceId', '=', invoiceId)
    .orderBy('position')
    .execute();
  const invoice = await trx
    .selectFrom('invoices')
    .select('number')
    .where('id', '=', invoiceId)
    .executeTakeFirstOrThrow();
  const descriptions = all.map((line) => line.description);
  const sum = (key: 'subtotal' | 'iva' | 'total' | 'discount') =>
    all.reduce((total, line) => total + line[key], 0);
  await trx
    .updateTable('invoices')
    .set({
      subtotal: sum('subtotal'),
      discount: sum('discount'),
      iva: sum('iva'),
      total: sum('total'),
      concept: jsonb(conceptOf(descriptions)),
      searchText: searchTextOf(invoice.number, descriptions),
      updatedAt: now,
    })
    .where('id', '=', invoiceId)
    .execute();
}
