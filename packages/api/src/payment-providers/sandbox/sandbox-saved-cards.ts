import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import { hashSecret } from '../../security/secret-token';
import { PaymentInputError, type PaymentProvider, type ProviderCard } from '../payment-provider';
import type { SandboxSavedCardsTable } from './sandbox.tables';
import { insertSandboxPayment, sandboxPaymentByKey, sandboxSnapshot } from './sandbox-ledger';
import type { SandboxDeps } from './sandbox-provider';

type CardMethods = Pick<
  PaymentProvider,
  'findOrCreateCustomer' | 'saveCard' | 'listCards' | 'deleteCard' | 'chargeSavedCard'
>;

function toCard(row: Selectable<SandboxSavedCardsTable>): ProviderCard {
  return {
    providerCardId: row.id,
    paymentMethodId: row.paymentMethodId,
    lastFour: row.lastFourDigits,
    expirationMonth: row.expirationMonth,
    expirationYear: row.expirationYear,
  };
}

/**
 * The sandbox's customers and saved cards, offline. A customer is the organization itself
 * (`cus_<organization id>`: nothing to create); a saved card keeps what its token kept, including
 * the outcome its test cardholder name asked for, so a card saved as OTHE keeps being rejected.
 * `scheduleSettlement` settles CONT charges as token charges do.
 */
export function sandboxCardMethods(
  deps: SandboxDeps,
  scheduleSettlement: (sandboxPaymentId: number) => void,
): CardMethods {
  return {
    findOrCreateCustomer: async ({ organizationId }) => `cus_${organizationId}`,
    async saveCard(customerId, token) {
      const now = deps.clock.now();
      const row = await deps.db
        .selectFrom('sandboxCardTokens')
        .selectAll()
        .where('tokenHash', '=', hashSecret(token))
        .executeTakeFirst();
      // A used token may still be saved (Mercado Pago saves the card of an approved payment).
      if (!row || row.expiresAt <= now) throw new PaymentInputError('card token unknown or expired');
      const saved = await deps.db
        .insertInto('sandboxSavedCards')
        .values({
          id: `card_${randomBytes(8).toString('hex')}`,
          customerId,
          paymentMethodId: row.paymentMethodId,
          firstSixDigits: row.firstSixDigits,
          lastFourDigits: row.lastFourDigits,
          expirationMonth: row.expirationMonth,
          expirationYear: row.expirationYear,
          outcome: row.outcome,
          createdAt: now,
          deletedAt: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toCard(saved);
    },
    async listCards(customerId) {
      const rows = await deps.db
        .selectFrom('sandboxSavedCards')
        .selectAll()
        .where('customerId', '=', customerId)
        .where('deletedAt', 'is', null)
        .orderBy('createdAt')
        .execute();
      return rows.map(toCard);
    },
    async deleteCard(customerId, cardId) {
      await deps.db
        .updateTable('sandboxSavedCards')
        .set({ deletedAt: deps.clock.now() })
        .where('customerId', '=', customerId)
        .where('id', '=', cardId)
        .where('deletedAt', 'is', null)
        .execute();
    },
    async chargeSavedCard(request) {
      const existing = await sandboxPaymentByKey(deps.db, request.paymentId);
      if (existing) return sandboxSnapshot(existing);
      const card = await deps.db
        .selectFrom('sandboxSavedCards')
        .selectAll()
        .where('customerId', '=', request.providerCustomerId)
        .where('id', '=', request.providerCardId)
        .where('deletedAt', 'is', null)
        .executeTakeFirst();
      if (!card) throw new PaymentInputError('saved card unknown or removed');
      const row = await insertSandboxPayment(
        deps.db,
        { ...request, installments: 1, payerEmail: request.payer.email },
        card,
        deps.clock.now(),
        deps.config.billing.sandboxSettleDelayMs,
      );
      if (row.status === 'in_process') scheduleSettlement(row.id);
      return sandboxSnapshot(row);
    },
  };
}
