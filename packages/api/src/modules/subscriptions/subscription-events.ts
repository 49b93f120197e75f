import type { SubscriptionEvent } from '@facturo/sdk/schemas';
import { notFound } from '../../http/api-problem';
import type { UserPrincipal } from '../../identity/user-authenticator';
import type { AppDeps } from '../../kernel/app-deps';
import { authorize } from '../../permissions/authorize';

/**
 * A subscription's audit trail, oldest first: who changed it (name and e-mail; `null` for the
 * billing job), what, when, the last day in service it left, and the invoices it voided. Anyone who
 * may read the organization's subscriptions may read it; 404 for another organization's.
 */
export async function listSubscriptionEvents(
  deps: AppDeps,
  principal: UserPrincipal,
  subscriptionId: string,
): Promise<SubscriptionEvent[]> {
  const subscription = await deps.db
    .selectFrom('subscriptions')
    .select('organizationId')
    .where('id', '=', subscriptionId)
    .where('state', '!=', 'void')
    .executeTakeFirst();
  if (!subscription) throw notFound();
  authorize(principal, 'read', 'Subscription', subscription.organizationId);
  const rows = await deps.db
    .selectFrom('subscriptionEvents')
    .leftJoin('users', 'users.id', 'subscriptionEvents.actorId')
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
    activeUntil: row.activeUntil,
    voidedInvoices: row.voidedInvoices,
    creditedAmount: row.creditedAmount,
    planChange: row.planChange ?? null,
    chargedAmount: row.chargedAmount,
    createdAt: row.createdAt.toISOString(),
  }));
}
