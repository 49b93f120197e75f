import type { SubscriptionEvent, SubscriptionEventAction } from '@facturo/sdk/schemas';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.types';
import { jsonb } from '../../db/jsonb';
import { notFound } from '../../http/api-problem';
import type { UserPrincipal } from '../../identity/user-authenticator';
import type { AppDeps } from '../../kernel/app-deps';
import { authorize } from '../../permissions/authorize';

/** One entry of a subscription's audit trail, written in the transaction that made the change. */
export async function recordSubscriptionEvent(
  trx: Transaction<Database>,
  event: {
    organizationId: string;
    subscriptionId: string;
    actorId: string | null;
    action: SubscriptionEventAction;
    activeUntil: string | null;
    voidedInvoices?: readonly string[];
    creditedAmount?: number;
    now: Date;
  },
): Promise<void> {
  await trx
    .insertInto('subscriptionEvents')
    .values({
      organizationId: event.organizationId,
      subscriptionId: event.subscriptionId,
      actorId: event.actorId,
      action: event.action,
      activeUntil: event.activeUntil,
      voidedInvoices: jsonb(event.voidedInvoices ?? []),
      creditedAmount: event.creditedAmount ?? 0,
      createdAt: event.now,
    })
    .execute();
}

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
    createdAt: row.createdAt.toISOString(),
  }));
}
