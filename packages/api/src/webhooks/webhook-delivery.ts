import { signWebhookPayload, WEBHOOK_SIGNATURE_HEADER } from '@facturo/sdk/webhooks';
import type { Selectable } from 'kysely';
import type { Database } from '../db/database.types';
import type { AppDeps } from '../kernel/app-deps';
import { queueMail } from '../mail/mail-queue';
import { disabledEndpointEmail } from '../mail/templates/webhook-emails';
import { unreachableReason } from './unreachable-reason';
import { webhookSecretBox } from './webhook-secrets';

type DeliveryRow = Selectable<Database['webhookDeliveries']>;

/** Waits before the next attempt, by attempts made: 1 min, 5 min, 30 min, 2 h, 5 h, then every 10 h. */
const BACKOFF_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 5 * 3_600_000];
const SLOW_RETRY_MS = 10 * 3_600_000;
/** A delivery is retried for 3 days; an endpoint failing that long is turned off. */
export const WEBHOOK_RETRY_WINDOW_MS = 3 * 24 * 3_600_000;
/** How long an endpoint has to answer. */
const TIMEOUT_MS = 10_000;
/** How long a round holds a delivery it is sending (another round or instance skips it). */
const LEASE_MS = 60_000;
const BATCH = 50;

/** What one round did. */
export interface WebhookRoundReport {
  succeeded: number;
  retried: number;
  failed: number;
  disabledEndpoints: number;
}

const backoff = (attempts: number) => BACKOFF_MS[attempts - 1] ?? SLOW_RETRY_MS;

/** POSTs the event, signed with the current secret and, during a rotation, the previous one too. */
async function post(deps: AppDeps, delivery: DeliveryRow) {
  const { endpoint, event } = await deps.db
    .selectFrom('webhookDeliveries')
    .innerJoin('webhookEndpoints', 'webhookEndpoints.id', 'webhookDeliveries.endpointId')
    .innerJoin('webhookEvents', 'webhookEvents.id', 'webhookDeliveries.eventId')
    .select([
      'webhookEndpoints.url',
      'webhookEndpoints.secretCiphertext',
      'webhookEndpoints.previousSecretCiphertext',
      'webhookEndpoints.previousSecretExpiresAt',
      'webhookEvents.payload',
      'webhookEvents.id as eventId',
    ])
    .where('webhookDeliveries.id', '=', delivery.id)
    .executeTakeFirstOrThrow()
    .then((row) => ({ endpoint: row, event: { id: row.eventId, payload: row.payload } }));
  const box = webhookSecretBox(deps.config.jwtSecret);
  const now = deps.clock.now();
  const secrets = [box.open(endpoint.secretCiphertext)];
  if (
    endpoint.previousSecretCiphertext &&
    endpoint.previousSecretExpiresAt &&
    endpoint.previousSecretExpiresAt > now
  ) {
    secrets.push(box.open(endpoint.previousSecretCiphertext));
  }
  const timestamp = Math.floor(now.getTime() / 1000);
  const signatures = await Promise.all(
    secrets.map((secret) => signWebhookPayload(secret, timestamp, event.payload)),
  );
  const started = performance.now();
  try {
    const response = await fetch(endpoint.url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'Facturo-Webhooks/1.0',
        'Facturo-Event-Id': event.id,
        [WEBHOOK_SIGNATURE_HEADER]: [`t=${timestamp}`, ...signatures.map((value) => `v1=${value}`)].join(','),
      },
      body: event.payload,
    });
    // The answer's body is not read beyond its status: an endpoint answers, it does not talk back.
    await response.body?.cancel().catch(() => undefined);
    return { statusCode: response.status, error: null, durationMs: Math.round(performance.now() - started) };
  } catch (error) {
    return {
      statusCode: null,
      error: unreachableReason(error),
      durationMs: Math.round(performance.now() - started),
    };
  }
}

/**
 * Turns off an endpoint failing for 3 days and tells the organization's owners and admins (their
 * e-mails are queued in the same transaction: told exactly when, and once, it was turned off).
 */
async function disableFailingEndpoint(deps: AppDeps, endpointId: string): Promise<boolean> {
  const disabled = await deps.db.transaction().execute(async (trx) => {
    const endpoint = await trx
      .updateTable('webhookEndpoints')
      .set({ enabled: false, disabledReason: 'failing', updatedAt: deps.clock.now() })
      .where('id', '=', endpointId)
      .where('enabled', '=', true)
      .returning(['organizationId', 'url'])
      .executeTakeFirst();
    if (!endpoint) return undefined;
    const organization = await trx
      .selectFrom('organizations')
      .select('name')
      .where('id', '=', endpoint.organizationId)
      .executeTakeFirstOrThrow();
    const managers = await trx
      .selectFrom('memberships')
      .innerJoin('users', 'users.id', 'memberships.userId')
      .select('users.email')
      .where('memberships.organizationId', '=', endpoint.organizationId)
      .where('memberships.role', 'in', ['owner', 'admin'])
      .execute();
    for (const { email } of managers) {
      await queueMail(
        deps,
        trx,
        disabledEndpointEmail({
          to: email,
          organizationName: organization.name,
          url: endpoint.url,
          manageUrl: `${deps.config.publicAppUrl}/organizations`,
        }),
      );
    }
    return endpoint;
  });
  if (!disabled) return false;
  deps.logger.warn(
    { endpointId, organizationId: disabled.organizationId },
    'webhook endpoint disabled after failing for 3 days',
  );
  return true;
}

/**
 * Sends one claimed delivery and records the attempt: a 2xx answer succeeds it (and clears the
 * endpoint's failing streak); anything else schedules the next attempt with backoff, or gives up
 * once the event is 3 days old. An endpoint whose deliveries have all failed for 3 days is turned
 * off. Returns how it went.
 */
export async function attemptDelivery(
  deps: AppDeps,
  delivery: DeliveryRow,
): Promise<'succeeded' | 'retried' | 'failed' | 'disabled'> {
  const result = await post(deps, delivery);
  const now = deps.clock.now();
  const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
  const attempts = delivery.attempts + 1;
  const expired = now.getTime() - delivery.createdAt.getTime() >= WEBHOOK_RETRY_WINDOW_MS;
  const status = ok ? 'succeeded' : expired ? 'failed' : 'pending';
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('webhookAttempts')
      .values({ deliveryId: delivery.id, attemptedAt: now, ...result })
      .execute();
    await trx
      .updateTable('webhookDeliveries')
      .set({
        status,
        attempts,
        nextAttemptAt: status === 'pending' ? new Date(now.getTime() + backoff(attempts)) : null,
      })
      .where('id', '=', delivery.id)
      .execute();
    await trx
      .updateTable('webhookEndpoints')
      .set(
        ok ? { failingSince: null } : (eb) => ({ failingSince: eb.fn.coalesce('failingSince', eb.val(now)) }),
      )
      .where('id', '=', delivery.endpointId)
      .execute();
  });
  if (ok) return 'succeeded';
  const endpoint = await deps.db
    .selectFrom('webhookEndpoints')
    .select('failingSince')
    .where('id', '=', delivery.endpointId)
    .executeTakeFirst();
  if (endpoint?.failingSince && now.getTime() - endpoint.failingSince.getTime() >= WEBHOOK_RETRY_WINDOW_MS) {
    if (await disableFailingEndpoint(deps, delivery.endpointId)) return 'disabled';
  }
  return status === 'failed' ? 'failed' : 'retried';
}

/** Claims a due delivery for this round, atomically (two rounds or instances never send it twice at once). */
export async function claimDelivery(deps: AppDeps, deliveryId: string, now: Date) {
  return deps.db
    .updateTable('webhookDeliveries')
    .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
    .where('id', '=', deliveryId)
    .where('status', '=', 'pending')
    .where('nextAttemptAt', '<=', now)
    .returningAll()
    .executeTakeFirst();
}

/**
 * The ids of pending deliveries whose attempt is due, to endpoints that are on: oldest first, in the
 * order the events happened (an invoice is issued before it is paid).
 */
export async function findDueDeliveries(deps: AppDeps, now: Date, limit = BATCH): Promise<string[]> {
  const due = await deps.db
    .selectFrom('webhookDeliveries')
    .innerJoin('webhookEndpoints', 'webhookEndpoints.id', 'webhookDeliveries.endpointId')
    .innerJoin('webhookEvents', 'webhookEvents.id', 'webhookDeliveries.eventId')
    .select('webhookDeliveries.id')
    .where('webhookDeliveries.status', '=', 'pending')
    .where('webhookDeliveries.nextAttemptAt', '<=', now)
    .where('webhookEndpoints.enabled', '=', true)
    .orderBy('webhookDeliveries.nextAttemptAt')
    .orderBy('webhookEvents.sequence')
    .limit(limit)
    .execute();
  return due.map((row) => row.id);
}

/**
 * Claims one delivery and sends it, when it is still due: `skipped` when another worker holds it,
 * it was delivered already, or its next attempt is not due yet (so a repeated job sends nothing twice).
 */
export async function deliverOne(
  deps: AppDeps,
  deliveryId: string,
): Promise<'succeeded' | 'retried' | 'failed' | 'disabled' | 'skipped'> {
  const delivery = await claimDelivery(deps, deliveryId, deps.clock.now());
  return delivery ? attemptDelivery(deps, delivery) : 'skipped';
}

/**
 * One delivery round: every pending delivery whose attempt is due, to an endpoint that is on, is
 * claimed and sent (see {@link attemptDelivery}). For tests and a manual round; the workers send
 * each delivery as its own job (`webhook-delivery`). Safe from several instances at once.
 */
export async function deliverWebhooks(deps: AppDeps): Promise<WebhookRoundReport> {
  const report: WebhookRoundReport = { succeeded: 0, retried: 0, failed: 0, disabledEndpoints: 0 };
  for (const id of await findDueDeliveries(deps, deps.clock.now())) {
    const outcome = await deliverOne(deps, id);
    if (outcome === 'disabled') report.disabledEndpoints += 1;
    else if (outcome !== 'skipped') report[outcome] += 1;
  }
  return report;
}
