import type { SubscriptionEvent } from '@facturo/sdk/schemas';
import { notFound } from '../../http/api-problem';
import { requireCapability } from '../../identity/billing-access';
import type { AppDeps } from '../../kernel/app-deps';
import type { Principal } from '../../permissions/principal';

/**
 * A subscription's audit trail, oldest first: who changed it (name and e-mail; `null` for the
 * billing job; the API key for an integrator's widget session), what, when, the last day in service
 * it left, and the invoices it voided. Anyone who may read the organization's subscriptions may read
 * it (a widget session with `subscriptions:read`); 404 for another organization's.
 */
export async function listSubscriptionEvents(
  deps: AppDeps,
  principal: Principal,
  subscriptionId: string,
): Promise<SubscriptionEvent[]> {
  const subscription = await deps.db
    .selectFrom('subscriptions')
    .select('organizationId')
    .where('id', '=', subscriptionId)
    .where('state', '!=', 'void')
    .executeTakeFirst();
  if (!subscription) throw notFound();
  requireCapability(principal, 'subscriptions:read', subscription.organizationId);
  const rows = await deps.db
    .selectFrom('subscriptionEvents')
    .leftJoin('users', 'users.id', 'subscriptionEvents.actorId')
    .leftJoin('apiKeys', 'apiKeys.id', 'subscriptionEvents.apiKeyId')
    .select([
      'subscriptionEvents.id',
      'subscriptionEvents.subscriptionId',
      'subscriptionEvents.action',
      'subscriptionEvents.activeUntil',
      'subscriptionEvents.voidedInvoices',
      'subscriptionEvents.creditedAmount',
      'subscriptionEvents.planChange',
      'subscriptionEvents.chargedAmount',
      'subscriptionEvents.createdAt',
      'users.id as actorId',
      'users.email as actorEmail',
      'users.firstName as actorFirstName',
      'users.firstSurname as actorFirstSurname',
      'apiKeys.id as apiKeyId',
      'apiKeys.name as apiKeyName',
    ])
    .where('subscriptionEvents.subscriptionId', '=', subscriptionId)
    .orderBy('subscriptionEvents.sequence')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    subscriptionId: row.subscriptionId,
    action: row.action,
    actor:
      row.actorId && row.actorEmail
        ? {
            id: row.actorId,
            name: [row.actorFirstName, row.actorFirstSurname].filter(Boolean).join(' '),
            email: row.actorEmail,
          }
        : null,
    apiKey: row.apiKeyId && row.apiKeyName !== null ? { id: row.apiKeyId, name: row.apiKeyName } : null,
    activeUntil: row.activeUntil,
    voidedInvoices: row.voidedInvoices,
    creditedAmount: row.creditedAmount,
    planChange: row.planChange ?? null,
    chargedAmount: row.chargedAmount,
    createdAt: row.createdAt.toISOString(),
  }));
}
