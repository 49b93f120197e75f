import type { IsoDate, LocalizedText } from '@facturo/sdk/co';
import type { BillingInfo, InvoiceStatus } from '@facturo/sdk/schemas';
import { type Selectable, sql, type Transaction } from 'kysely';
import type { Database } from '../db/database.types';
import { jsonb } from '../db/jsonb';
import { buyerOf } from './invoice-buyer';
import { lineAmounts, type NewLine } from './invoice-lines';
import { invoiceSearchText } from './invoice-search';

/** What {@link issueInvoice} needs. */
export interface IssueInvoiceInput {
  organizationId: string;
  orderId?: string | null;
  billingInfo: BillingInfo;
  lines: readonly NewLine[];
  status: InvoiceStatus;
  dueDate: IsoDate;
  /** Prefix of the number (`FCT`). */
  prefix: string;
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
 * Issues an invoice: the next number of Facturo's sequence (`FCT1024`), the buyer as it is now,
 * the lines with their amounts (IVA per line by its plan's treatment), and the totals.
 */
export async function issueInvoice(
  trx: Transaction<Database>,
  input: IssueInvoiceInput,
): Promise<Selectable<Database['invoices']>> {
  const { rows } = await sql<{ sequence: number }>`select nextval('invoice_number_seq') as sequence`.execute(
    trx,
  );
  const sequence = Number(rows[0]?.sequence);
  const number = `${input.prefix}${sequence}`;
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
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await insertLines(trx, invoice.id, input.lines, 1);
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
