import type { DianEnvironment, LocalizedText } from '@facturo/sdk/co';
import type { CreditNote, DianRule, DianState, DianStatus, Invoice } from '@facturo/sdk/schemas';
import type { Selectable } from 'kysely';
import { moneyPaid } from '../../db/money-paid';
import type { ApiLocale } from '../../http/request-locale';
import { CORRECTION_CONCEPT_NAMES } from './correction-concepts';
import type { CreditNotesTable, InvoiceLineJson, InvoicePaymentJson, InvoicesTable } from './invoices.tables';

/** An ISO instant from a `Date` or from PostgreSQL's JSON text of a timestamp. */
export const isoInstant = (value: Date | string): string => new Date(value).toISOString();

/** The DIAN state of a document, selected with its invoice or credit note (`dian_documents`). */
export const DIAN_COLUMNS = [
  'dianDocuments.documentKey',
  'dianDocuments.status as dianStatus',
  'dianDocuments.rules as dianRules',
  'dianDocuments.answeredAt as dianAnsweredAt',
  'dianDocuments.environment as dianEnvironment',
] as const;

/** The columns of {@link DIAN_COLUMNS}; all `null` for an invoice issued before electronic invoicing. */
interface DianColumns {
  documentKey: string | null;
  dianStatus: DianStatus | null;
  dianRules: DianRule[] | null;
  dianAnsweredAt: Date | string | null;
  dianEnvironment: DianEnvironment | null;
}

/** An invoice row with its lines and payments, as the list query returns them (from `invoice_snapshots`). */
export type InvoiceRecord = Omit<Selectable<InvoicesTable>, 'buyer' | 'searchText' | 'concept'> &
  DianColumns & {
    concept: LocalizedText;
    lines: InvoiceLineJson[] | null;
    payments: InvoicePaymentJson[] | null;
  };

/** A credit note row with its DIAN state. */
export type CreditNoteRecord = Pick<
  Selectable<CreditNotesTable>,
  | 'id'
  | 'invoiceId'
  | 'number'
  | 'conceptCode'
  | 'reason'
  | 'cause'
  | 'subtotal'
  | 'iva'
  | 'total'
  | 'replacementInvoiceId'
> &
  DianColumns & { issuedAt: Date | string; issueDate: string };

function dianStateOf(record: DianColumns): DianState | null {
  if (!record.dianStatus || !record.dianEnvironment) return null;
  return {
    status: record.dianStatus,
    rules: record.dianRules ?? [],
    answeredAt: record.dianAnsweredAt ? isoInstant(record.dianAnsweredAt) : null,
    environment: record.dianEnvironment,
  };
}

/** A credit note as the API sends it (the concept named in the request's language). */
export function toCreditNote(record: CreditNoteRecord, locale: ApiLocale): CreditNote {
  return {
    id: record.id,
    number: record.number,
    issuedAt: isoInstant(record.issuedAt),
    issueDate: record.issueDate,
    conceptCode: record.conceptCode,
    concept: CORRECTION_CONCEPT_NAMES[record.conceptCode][locale],
    reason: record.reason,
    subtotal: record.subtotal,
    iva: record.iva,
    total: record.total,
    documentKey: record.documentKey ?? '',
    dian: dianStateOf(record) ?? { status: 'pending', rules: [], answeredAt: null, environment: 'test' },
  };
}

/** An invoice as the API sends it: concepts in the request's language, instants in ISO 8601. */
export function toInvoice(
  record: InvoiceRecord,
  locale: ApiLocale,
  creditNotes: readonly CreditNoteRecord[] = [],
): Invoice {
  return {
    id: record.id,
    organizationId: record.organizationId,
    number: record.number,
    status: record.status,
    electronic: record.electronic,
    documentKey: record.electronic ? record.documentKey : null,
    dian: record.electronic ? dianStateOf(record) : null,
    concept: record.concept[locale],
    buyerName: record.buyerName,
    buyerDocument: record.buyerDocument,
    currency: 'COP',
    subtotal: record.subtotal,
    discount: record.discount,
    iva: record.iva,
    total: record.total,
    amountPaid: moneyPaid(record),
    creditApplied: record.creditApplied,
    createdAt: isoInstant(record.createdAt),
    updatedAt: isoInstant(record.updatedAt),
    dueDate: record.dueDate,
    paidAt: record.paidAt ? isoInstant(record.paidAt) : null,
    lines: (record.lines ?? []).map((line) => ({ ...line, description: line.description[locale] })),
    payments: (record.payments ?? []).map((payment) => ({
      ...payment,
      transactionDate: payment.transactionDate ? isoInstant(payment.transactionDate) : null,
    })),
    creditNotes: creditNotes
      .filter((note) => note.invoiceId === record.id)
      .map((note) => toCreditNote(note, locale)),
  };
}
