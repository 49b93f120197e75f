import type { WebhookDelivery } from '@facturo/sdk/schemas';
import { conflict, notFound } from '../../http/api-problem';
import type { UserPrincipal } from '../../identity/user-authenticator';
import type { AppDeps } from '../../kernel/app-deps';
import { attemptDelivery, claimDelivery } from '../../webhooks/webhook-delivery';
import { emitWebhookEvent } from '../../webhooks/webhook-outbox';
import { managedEndpoint } from './webhook-endpoints.service';

/** How many deliveries the log shows (the newest). */
const LOG_SIZE = 50;

/** Deliveries as the API sends them, with their attempts, newest first. */
async function presentDeliveries(deps: AppDeps, deliveryIds: readonly string[]): Promise<WebhookDelivery[]> {
  if (deliveryIds.length === 0) return [];
  const rows = await deps.db
    .selectFrom('webhookDeliveries')
    .innerJoin('webhookEvents', 'webhookEvents.id', 'webhookDeliveries.eventId')
    .select([
      'webhookDeliveries.id',
      'webhookDeliveries.endpointId',
      'webhookDeliveries.eventId',
      'webhookDeliveries.status',
      'webhookDeliveries.nextAttemptAt',
      'webhookDeliveries.createdAt',
      'webhookEvents.type as eventType',
    ])
    .where('webhookDeliveries.id', 'in', [...deliveryIds])
    .orderBy('webhookDeliveries.createdAt', 'desc')
    .orderBy('webhookDeliveries.id')
    .execute();
  const attempts = await deps.db
    .selectFrom('webhookAttempts')
    .selectAll()
    .where('deliveryId', 'in', [...deliveryIds])
    .orderBy('attemptedAt')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    endpointId: row.endpointId,
    eventId: row.eventId,
    eventType: row.eventType,
    status: row.status,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    attempts: attempts
      .filter((attempt) => attempt.deliveryId === row.id)
      .map((attempt) => ({
        attemptedAt: attempt.attemptedAt.toISOString(),
        statusCode: attempt.statusCode,
        durationMs: attempt.durationMs,
        error: attempt.error,
      })),
  }));
}

/** Sends a delivery now (the caller made it due), and answers it with its new attempt. */
async function sendNow(deps: AppDeps, deliveryId: string): Promise<WebhookDelivery> {
  const claimed = await claimDelivery(deps, deliveryId, deps.clock.now());
  if (claimed) await attemptDelivery(deps, claimed);
  const [delivery] = await presentDeliveries(deps, [deliveryId]);
  if (!delivery) throw notFound();
  return delivery;
}

/** The endpoint's delivery log: its newest deliveries with every attempt. */
export async function listWebhookDeliveries(
  deps: AppDeps,
  principal: UserPrincipal,
  organizationId: string,
  endpointId: string,
): Promise<WebhookDelivery[]> {
  await managedEndpoint(deps, principal, organizationId, endpointId, 'read');
  const rows = await deps.db
    .selectFrom('webhookDeliveries')
    .select('id')
    .where('endpointId', '=', endpointId)
    .orderBy('createdAt', 'desc')
    .limit(LOG_SIZE)
    .execute();
  return presentDeliveries(
    deps,
    rows.map((row) => row.id),
  );
}

/**
 * "Send test event": a `webhook.test` event to this endpoint only, sent at once; the answer is its
 * delivery with the attempt (status code or error), so the integrator sees right away whether the
 * endpoint and its signature check work. A disabled endpoint answers 409 `webhook_endpoint_disabled`.
 */
export async function sendWebhookTest(
  deps: AppDeps,
  principal: UserPrincipal,
  organizationId: string,
  endpointId: string,
): Promise<WebhookDelivery> {
  const endpoint = await managedEndpoint(deps, principal, organizationId, endpointId);
  if (!endpoint.enabled) throw conflict('webhook_endpoint_disabled');
  const now = deps.clock.now();
  const eventId = await deps.db.transaction().execute((trx) =>
    emitWebhookEvent(trx, {
      organizationId,
      type: 'webhook.test',
      object: { object: 'webhook_endpoint', id: endpoint.id, url: endpoint.url },
      endpointId,
      now,
    }),
  );
  const delivery = await deps.db
    .selectFrom('webhookDeliveries')
    .select('id')
    .where('eventId', '=', eventId as string)
    .where('endpointId', '=', endpointId)
    .executeTakeFirstOrThrow();
  return sendNow(deps, delivery.id);
}

/** "Resend": the same event (same id, same body, signed anew) is sent again now, whatever its status. */
export async function resendWebhookDelivery(
  deps: AppDeps,
  principal: UserPrincipal,
  organizationId: string,
  endpointId: string,
  deliveryId: string,
): Promise<WebhookDelivery> {
  const endpoint = await managedEndpoint(deps, principal, organizationId, endpointId);
  if (!endpoint.enabled) throw conflict('webhook_endpoint_disabled');
  const reopened = await deps.db
    .updateTable('webhookDeliveries')
    .set({ status: 'pending', nextAttemptAt: deps.clock.now() })
    .where('id', '=', deliveryId)
    .where('endpointId', '=', endpointId)
    .returning('id')
    .executeTakeFirst();
  if (!reopened) throw notFound();
  return sendNow(deps, deliveryId);
}
