import type { PaymentMethod } from '@facturo/sdk/schemas';
import type { Transaction } from 'kysely';
import { lockOrganizationCards, savePaymentMethod, toPaymentMethod } from '../../billing-core/card-saving';
import { recordPaymentMethodEvent } from '../../billing-core/payment-method-audit';
import type { Database } from '../../db/database.types';
import { conflict, notFound } from '../../http/api-problem';
import type { UserPrincipal } from '../../identity/user-authenticator';
import type { AppDeps } from '../../kernel/app-deps';
import { authorize } from '../../permissions/authorize';

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
    await lockOrganizationCards(trx, organizationId);
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
    await lockOrganizationCards(trx, organizationId);
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
