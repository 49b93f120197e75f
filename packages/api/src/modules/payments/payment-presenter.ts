import type { InvoicePayment, Payment, PurchasedItem } from '@facturo/sdk/schemas';
import type { Selectable } from 'kysely';
import type { PaymentsTable } from './payments.tables';

type PaymentRow = Selectable<PaymentsTable>;

/** A payment as listed on its invoice. */
export function toInvoicePayment(row: PaymentRow): InvoicePayment {
  return {
    id: row.id,
    status: row.status,
    statusDetail: row.statusDetail,
    amount: row.amount,
    transactionDate: row.transactionDate?.toISOString() ?? null,
    transactionId: row.providerPaymentId,
    ipAddress: row.ipAddress,
    bankTransferId: row.bankTransferId,
    bank: row.bank,
    issuer: row.issuer,
    installments: row.installments,
    cardLastFour: row.cardLastFour,
    paymentMethodId: row.paymentMethodId,
  };
}

/**
 * A payment as `GET /payments/{id}` sends it, with its invoice's number once issued and, for a
 * purchase, the plans it buys.
 */
export function toPayment(
  row: PaymentRow,
  context: { invoiceNumber: string | null; items: PurchasedItem[] },
): Payment {
  return {
    ...toInvoicePayment(row),
    organizationId: row.organizationId,
    orderId: row.orderId,
    invoiceId: row.invoiceId,
    invoiceNumber: context.invoiceNumber,
    items: context.items,
    provider: row.provider,
    currency: 'COP',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
