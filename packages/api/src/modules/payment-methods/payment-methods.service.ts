import type { PaymentMethod } from '@facturo/sdk/schemas';
import type { Selectable, Transaction } from 'kysely';
import type { PaymentMethodsTable } from '../../billing-core/payment-method.tables';
import { recordPaymentMethodEvent } from '../../billing-core/payment-method-audit';
import type { Database } from '../../db/database.types';
import { ApiProblem, conflict, notFound } from '../../http/api-problem';
import type { UserPrincipal } from '../../identity/user-authenticator';
import type { AppDeps } from '../../kernel/app-deps';
import { PaymentInputError, ProviderUnavailableError } from '../../payment-providers/payment-provider';
import { authorize } from '../../permissions/authorize';

type MethodRow = Selectable<PaymentMethodsTable>;

/** A saved card as the API sends it. */
function toPaymentMethod(row: MethodRow): PaymentMethod {
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

// Serializes changes to one organization's cards: "the first card is the default" and "the default
// goes last" are decided on what the other cards are, so two requests must not decide at once.
async function lockOrganization(trx: Transaction<Database>, organizationId: string): Promise<void> {
  await trx.selectFrom('organizations').select('id').where('id', '=', organizationId).forUpdate().execute();
}

/** The organization's saved cards of the configured provider: the default first, then oldest first. */
export async function listPaymentMethods(
  deps: AppDeps,
  principal: UserPrincipal,
  organizationId: string,
): Promise<PaymentMethod[]> {
  authorize(principal, 'read', 'Payment', organizationId);
  const rows = await deps.db
    .selectFrom('paymentMethods')
    .selectAll()
    .where('organizationId', '=', organizationId)
    .where('provider', '=', deps.paymentProvider.id)
    .orderBy('isDefault', 'desc')
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  return rows.map(toPaymentMethod);
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
    await lockOrganization(trx, input.organizationId);
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

/** `POST …/payment-methods`: owners, admins and billing members save a card for the organization. */
export async function createPaymentMethod(
  deps: AppDeps,
  principal: UserPrincipal,
  organizationId: string,
  token: string,
): Promise<PaymentMethod> {
  authorize(principal, 'update', 'Payment', organizationId);
  const organization = await deps.db
    .selectFrom('organizations')
    .select('email')
    .where('id', '=', organizationId)
    .executeTakeFirstOrThrow();
  return savePaymentMethod(deps, {
    organizationId,
    actorId: principal.userId,
    token,
    email: organization.email ?? principal.user.email,
  });
}

async function methodIn(trx: Transaction<Database>, organizationId: string, methodId: string) {
  const row = await trx
    .selectFrom('paymentMethods')
    .selectAll()
    .where('id', '=', methodId)
    .where('organizationId', '=', organizationId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** `PATCH …/{methodId}` with `is_default: true`: the card becomes the one renewals charge. */
export async function makeDefaultPaymentMethod(
  deps: AppDeps,
  principal: UserPrincipal,
  organizationId: string,
  methodId: string,
): Promise<PaymentMethod> {
  authorize(principal, 'update', 'Payment', organizationId);
  const now = deps.clock.now();
  const row = await deps.db.transaction().execute(async (trx) => {
    await lockOrganization(trx, organizationId);
    const method = await methodIn(trx, organizationId, methodId);
    if (method.isDefault) return method;
    await trx
      .updateTable('paymentMethods')
      .set({ isDefault: false })
      .where('organizationId', '=', organizationId)
      .where('isDefault', '=', true)
      .execute();
    const updated = await trx
      .updateTable('paymentMethods')
      .set({ isDefault: true })
      .where('id', '=', methodId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordPaymentMethodEvent(trx, {
      organizationId,
      actorId: principal.userId,
      action: 'default_changed',
      card: updated,
      now,
    });
    return updated;
  });
  return toPaymentMethod(row);
}

/**
 * `DELETE …/{methodId}`: forgets the card here and at the provider. The default card goes only when
 * it is the last one (409 `payment_method_default_in_use` otherwise: make another the default first).
 */
export async function deletePaymentMethod(
  deps: AppDeps,
  principal: UserPrincipal,
  organizationId: string,
  methodId: string,
): Promise<void> {
  authorize(principal, 'delete', 'Payment', organizationId);
  const now = deps.clock.now();
  const removed = await deps.db.transaction().execute(async (trx) => {
    await lockOrganization(trx, organizationId);
    const method = await methodIn(trx, organizationId, methodId);
    if (method.isDefault) {
      const others = await trx
        .selectFrom('paymentMethods')
        .select('id')
        .where('organizationId', '=', organizationId)
        .where('id', '!=', methodId)
        .executeTakeFirst();
      if (others) throw conflict('payment_method_default_in_use');
    }
    await trx.deleteFrom('paymentMethods').where('id', '=', methodId).execute();
    await recordPaymentMethodEvent(trx, {
      organizationId,
      actorId: principal.userId,
      action: 'card_removed',
      card: method,
      now,
    });
    return method;
  });
  // Gone here, so never charged again; a provider that cannot be reached keeps an orphan card only.
  await deps.paymentProvider
    .deleteCard(removed.providerCustomerId, removed.providerCardId)
    .catch((error: unknown) =>
      deps.logger.warn({ err: error, paymentMethodId: methodId }, 'provider card removal failed'),
    );
}
