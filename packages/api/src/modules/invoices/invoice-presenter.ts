import type { LocalizedText } from '@facturo/sdk/co';
import type { Invoice } from '@facturo/sdk/schemas';
import type { Selectable } from 'kysely';
import type { ApiLocale } from '../../http/request-locale';
import type { InvoiceLineJson, InvoicePaymentJson, InvoicesTable } from './invoices.tables';

/** An ISO instant from a `Date` or from PostgreSQL's JSON text of a timestamp. */
export const isoInstant = (value: Date | string): string => new Date(value).toISOString();

/** An invoice row with its lines and payments, as the list query returns them (from `invoice_snapshots`). */
export type InvoiceRecord = Omit<Selectable<InvoicesTable>, 'buyer' | 'searchText' | 'concept'> & {
  concept: LocalizedText;
  lines: InvoiceLineJson[] | null;
  payments: InvoicePaymentJson[] | null;
};

/** An invoice as the API sends it: concepts in the request's language, instants in ISO 8601. */
export function toInvoice(record: InvoiceRecord, locale: ApiLocale): Invoice {
  return {
    id: record.id,
    organizationId: record.organizationId,
    number: record.number,
    status: record.status,
    concept: record.concept[locale],
    buyerName: record.buyerName,
    buyerDocument: record.buyerDocument,
    currency: 'COP',
    subtotal: record.subtotal,
    discount: record.discount,
    iva: record.iva,
    total: record.total,
    amountPaid: record.amountPaid,
    createdAt: isoInstant(record.createdAt),
    updatedAt: isoInstant(record.updatedAt),
    dueDate: record.dueDate,
    paidAt: record.paidAt ? isoInstant(record.paidAt) : null,
    lines: (record.lines ?? []).map((line) => ({ ...line, description: line.description[locale] })),
    payments: (record.payments ?? []).map((payment) => ({
      ...payment,
      transactionDate: payment.transactionDate ? isoInstant(payment.transactionDate) : null,
    })),
  };
}
