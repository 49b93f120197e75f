import type { SubscriptionEvent, SubscriptionEventAction } from '@facturo/sdk/schemas';
import type { Transaction } from 'kysely';
import type { Database } from '../db/database.types';
import { jsonb } from '../db/jsonb';

/** One entry of a subscription's audit trail, written in the transaction that made the change. */
export async function recordSubscriptionEvent(
  trx: Transaction<Database>,
  event: {
    organizationId: string;
    subscriptionId: string;
    actorId: string | null;
    /** The API key whose widget session made the change (no user behind it). */
    apiKeyId?: string | null;
    action: SubscriptionEventAction;
    activeUntil: string | null;
    voidedInvoices?: readonly string[];
    creditedAmount?: number;
    planChange?: SubscriptionEvent['planChange'];
    chargedAmount?: number;
    now: Date;
  },
): Promise<void> {
  await trx
    .insertInto('subscriptionEvents')
    .values({
      organizationId: event.organizationId,
      subscriptionId: event.subscriptionId,
      actorId: event.actorId,
      apiKeyId: event.apiKeyId ?? null,
      action: event.action,
      activeUntil: event.activeUntil,
      voidedInvoices: jsonb(event.voidedInvoices ?? []),
      creditedAmount: event.creditedAmount ?? 0,
      planChange: event.planChange ? jsonb(event.planChange) : null,
      chargedAmount: event.chargedAmount ?? 0,
      createdAt: event.now,
    })
    .execute();
}
