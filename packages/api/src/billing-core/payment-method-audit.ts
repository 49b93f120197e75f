import type { PaymentMethodEventAction } from '@facturo/sdk/schemas';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.types';

/** What one trail entry says; renewal charges add the invoice, amount, attempt and next try. */
export interface PaymentMethodEventInput {
  organizationId: string;
  actorId: string | null;
  action: PaymentMethodEventAction;
  card: { brand: string; lastFour: string };
  charge?: {
    invoiceId: string;
    invoiceNumber: string | null;
    amount: number;
    attempt: number;
    nextAttemptOn: string | null;
  };
  now: Date;
}

/** Writes one entry of the trail, in the caller's transaction when it has one. */
export async function recordPaymentMethodEvent(
  db: Kysely<Database> | Transaction<Database>,
  event: PaymentMethodEventInput,
): Promise<void> {
  await db
    .insertInto('paymentMethodEvents')
    .values({
      organizationId: event.organizationId,
      actorId: event.actorId,
      action: event.action,
      brand: event.card.brand,
      lastFour: event.card.lastFour,
      invoiceId: event.charge?.invoiceId ?? null,
      invoiceNumber: event.charge?.invoiceNumber ?? null,
      amount: event.charge?.amount ?? null,
      attempt: event.charge?.attempt ?? null,
      nextAttemptOn: event.charge?.nextAttemptOn ?? null,
      createdAt: event.now,
    })
    .execute();
}
