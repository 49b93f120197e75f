import type { PaymentMethod } from '@facturo/sdk/schemas';
import type { Selectable, Transaction } from 'kysely';
import type { Database } from '../db/database.types';
import { ApiProblem } from '../http/api-problem';
import type { AppDeps } from '../kernel/app-deps';
import { PaymentInputError, ProviderUnavailableError } from '../payment-providers/payment-provider';
import type { PaymentMethodsTable } from './payment-method.tables';
import { recordPaymentMethodEvent } from './payment-method-audit';

type MethodRow = Selectable<PaymentMethodsTable>;

/** A saved card as the API sends it. */
export function toPaymentMethod(row: MethodRow): PaymentMethod {
  return {
    id: row.id,
    organizationId: row.organizationId,
    brand: row.brand,
    lastFour: row.lastFour,
    expirationMonth: row.expirationMonth,
    expirationYear: row.expirationYear,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Locks the organization for a change to its cards. */
// Serializes changes to one organization's cards: "the first card is the default" and "the default
// goes last" are decided on what the other cards are, so two requests must not decide at once.
export async function lockOrganizationCards(
  trx: Transaction<Database>,
  organizationId: string,
): Promise<void> {
  await trx.selectFrom('organizations').select('id').where('id', '=', organizationId).forUpdate().execute();
}

/**
 * Saves the card behind `token` for the organization (its provider customer is created the first
 * time) and writes it to the trail; the first card becomes the default. Used by
 * `POST …/payment-methods` and by a purchase or invoice payment with `save_card`. A refused token
 * answers 422 `card_token_invalid`; an unreachable provider 502.
 */
export async function savePaymentMethod(
  deps: AppDeps,
  input: { organizationId: string; actorId: string | null; token: string; email: string },
): Promise<PaymentMethod> {
  const provider = deps.paymentProvider;
  const known = await deps.db
    .selectFrom('paymentMethods')
    .select('providerCustomerId')
    .where('organizationId', '=', input.organizationId)
    .where('provider', '=', provider.id)
    .executeTakeFirst();
  let card: Awaited<ReturnType<typeof provider.saveCard>>;
  let customerId: string;
  try {
    customerId =
      known?.providerCustomerId ??
      (await provider.findOrCreateCustomer({ organizationId: input.organizationId, email: input.email }));
    card = await provider.saveCard(customerId, input.token);
  } catch (error) {
    if (error instanceof PaymentInputError) throw new ApiProblem(422, 'card_token_invalid');
    if (error instanceof ProviderUnavailableError)
      throw new ApiProblem(502, 'payment_provider_unavailable', { detail: error.message });
    throw error;
  }
  const now = deps.clock.now();
  const row = await deps.db.transaction().execute(async (trx) => {
    await lockOrganizationCards(trx, input.organizationId);
    const other = await trx
      .selectFrom('paymentMethods')
      .select('id')
      .where('organizationId', '=', input.organizationId)
      .where('provider', '=', provider.id)
      .executeTakeFirst();
    const saved = await trx
      .insertInto('paymentMethods')
      .values({
        organizationId: input.organizationId,
        provider: provider.id,
        providerCustomerId: customerId,
        providerCardId: card.providerCardId,
        brand: card.paymentMethodId,
        lastFour: card.lastFour,
        expirationMonth: card.expirationMonth,
        expirationYear: card.expirationYear,
        isDefault: !other,
        createdBy: input.actorId,
        createdAt: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordPaymentMethodEvent(trx, {
      organizationId: input.organizationId,
      actorId: input.actorId,
      action: 'card_saved',
      card: saved,
      now,
    });
    return saved;
  });
  return toPaymentMethod(row);
}
