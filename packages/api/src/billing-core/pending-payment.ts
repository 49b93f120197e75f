import type { PaymentInput, PaymentProviderId } from '@facturo/sdk/schemas';
import type { Transaction } from 'kysely';
import type { Database } from '../db/database.types';

/** What a new, not yet charged payment records. */
export interface PendingPaymentInput {
  organizationId: string;
  /** `null` for an automatic renewal charge (the billing job's, not a buyer's order). */
  orderId: string | null;
  /** `null` for a purchase: its invoice is issued when the payment is approved. */
  invoiceId: string | null;
  provider: PaymentProviderId;
  amount: number;
  iva: number;
  /** A card's details, or a PSE transfer (`method: 'pse'`, one installment, `bank` named). */
  payment: Pick<PaymentInput, 'paymentMethodId' | 'installments' | 'issuerId'> | { method: 'pse' };
  /** PSE: the bank the buyer chose, by name (the invoice shows it). */
  bank?: string | null;
  clientIp: string | null;
  now: Date;
}

/** Inserts a payment in `pending` (`pending_submission`: not sent to the provider yet); returns its id. */
export async function insertPendingPayment(
  trx: Transaction<Database>,
  input: PendingPaymentInput,
): Promise<string> {
  const card = 'paymentMethodId' in input.payment ? input.payment : null;
  const row = await trx
    .insertInto('payments')
    .values({
      organizationId: input.organizationId,
      orderId: input.orderId,
      invoiceId: input.invoiceId,
      provider: input.provider,
      providerPaymentId: null,
      status: 'pending',
      statusDetail: 'pending_submission',
      amount: input.amount,
      iva: input.iva,
      installments: card?.installments ?? 1,
      paymentMethodId: card ? card.paymentMethodId : 'pse',
      issuerId: card?.issuerId ?? null,
      issuer: null,
      bank: input.bank ?? null,
      bankTransferId: null,
      cardLastFour: null,
      ipAddress: input.clientIp,
      transactionDate: null,
      providerUpdatedAt: null,
      refundReason: null,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
