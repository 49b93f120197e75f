import { randomUUID } from 'node:crypto';
import { decamelizeKeys } from '@facturo/sdk/http';
import type { WebhookEventType } from '@facturo/sdk/schemas';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/database.types';
import { jsonb } from '../db/jsonb';

/** A row whose organization an event belongs to, read in the endpoints' query itself. */
export interface WebhookEventOwner {
  table: 'invoices' | 'payments' | 'subscriptions';
  id: string;
}

/** What {@link emitWebhookEvent} records. */
export interface WebhookEventInput {
  /**
   * The organization, or the row it is read from (an invoice, a payment…): then the endpoints are
   * found in one query, without a separate read of the row, which most emissions (organizations
   * without webhooks) would spend for nothing inside the transaction of a payment.
   */
  organizationId: string | WebhookEventOwner;
  type: WebhookEventType;
  /**
   * The object the event is about (an invoice, a payment, a subscription…), camelCase; or how to
   * read it, called only when an endpoint wants the event (most organizations have none, and the
   * read costs queries inside the transaction of a payment).
   */
  object: object | (() => Promise<object>);
  now: Date;
  /** Only this endpoint (a test event); otherwise every enabled endpoint subscribed to `type`. */
  endpointId?: string;
}

/**
 * Records a webhook event and one pending delivery per endpoint that wants it, inside the caller's
 * transaction (an outbox): the event exists exactly when the change it announces was committed, and
 * deliveries start once it is. The payload is fixed here — `{ id, type, created_at,
 * organization_id, data: { object } }` in snake_case — so every attempt sends the same bytes.
 * Returns the event id, or `null` when no endpoint wants it (nothing is stored then).
 */
export async function emitWebhookEvent(
  trx: Transaction<Database>,
  input: WebhookEventInput,
): Promise<string | null> {
  const owner = input.organizationId;
  let endpoints = trx
    .selectFrom('webhookEndpoints')
    .select(['id', 'organizationId'])
    .where(
      'organizationId',
      '=',
      typeof owner === 'string'
        ? owner
        : sql<string>`(select organization_id from ${sql.table(owner.table)} where id = ${owner.id})`,
    )
    .where('enabled', '=', true);
  endpoints = input.endpointId
    ? endpoints.where('id', '=', input.endpointId)
    : endpoints.where(sql<boolean>`event_types @> ${jsonb([input.type])}`);
  const targets = await endpoints.execute();
  const organizationId = targets[0]?.organizationId;
  if (!organizationId) return null;
  const object = typeof input.object === 'function' ? await input.object() : input.object;
  const id = randomUUID();
  const payload = JSON.stringify(
    decamelizeKeys({
      id,
      type: input.type,
      createdAt: input.now.toISOString(),
      organizationId,
      data: { object },
    }),
  );
  await trx
    .insertInto('webhookEvents')
    .values({ id, organizationId, type: input.type, payload, createdAt: input.now })
    .execute();
  await trx
    .insertInto('webhookDeliveries')
    .values(
      targets.map((endpoint) => ({
        endpointId: endpoint.id,
        eventId: id,
        status: 'pending' as const,
        nextAttemptAt: input.now,
        createdAt: input.now,
      })),
    )
    .execute();
  return id;
}
