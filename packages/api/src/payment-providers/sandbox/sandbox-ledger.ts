import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database.types';
import type { ChargeRequest, ProviderPayment } from '../payment-provider';
import type { SandboxCardTokensTable, SandboxPaymentsTable } from './sandbox.tables';
import { sandboxBank } from './sandbox-banks';
import { SANDBOX_ISSUERS, SANDBOX_OUTCOMES } from './sandbox-outcomes';

/** A sandbox payment row as the provider-neutral snapshot. */
export function sandboxSnapshot(row: Selectable<SandboxPaymentsTable>): ProviderPayment {
  return {
    providerPaymentId: String(row.id),
    status: row.status,
    statusDetail: row.statusDetail,
    externalReference: row.externalReference,
    amount: row.amount,
    installments: row.installments,
    paymentMethodId: row.paymentMethodId,
    issuer: row.paymentMethodId === 'pse' ? null : SANDBOX_ISSUERS[row.paymentMethodId],
    cardLastFour: row.lastFourDigits,
    bank: sandboxBank(row.financialInstitution)?.name ?? null,
    bankTransferId: row.bankTransferId,
    transactionDate: row.dateApproved ?? row.dateCreated,
    updatedAt: row.dateLastUpdated,
  };
}

/** The payment already charged with our payment id (the sandbox's idempotency), if any. */
export function sandboxPaymentByKey(db: Kysely<Database>, paymentId: string) {
  return db
    .selectFrom('sandboxPayments')
    .selectAll()
    .where('idempotencyKey', '=', paymentId)
    .executeTakeFirst();
}

/**
 * Writes one charge to the sandbox's ledger with the outcome the card's test name asked for
 * (a token's or a saved card's). CONT payments get the instant they settle.
 */
export function insertSandboxPayment(
  db: Kysely<Database>,
  request: Pick<ChargeRequest, 'paymentId' | 'amount' | 'iva' | 'description'> & {
    installments: number;
    payerEmail: string;
  },
  card: Pick<SandboxCardTokensTable, 'paymentMethodId' | 'lastFourDigits' | 'outcome'>,
  now: Date,
  settleDelayMs: number,
) {
  const outcome = SANDBOX_OUTCOMES[card.outcome];
  return db
    .insertInto('sandboxPayments')
    .values({
      idempotencyKey: request.paymentId,
      externalReference: request.paymentId,
      status: outcome.status,
      statusDetail: outcome.statusDetail,
      amount: request.amount,
      iva: request.iva,
      installments: request.installments,
      paymentMethodId: card.paymentMethodId,
      lastFourDigits: card.lastFourDigits,
      description: request.description,
      payerEmail: request.payerEmail,
      dateCreated: now,
      dateApproved: outcome.status === 'approved' ? now : null,
      dateLastUpdated: now,
      settleAt: outcome.status === 'in_process' ? new Date(now.getTime() + settleDelayMs) : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
