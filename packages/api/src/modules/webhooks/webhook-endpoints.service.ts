import type { Translate } from '@facturo/sdk/i18n';
import type { WebhookEndpoint, WebhookEventType } from '@facturo/sdk/schemas';
import { messageKey } from '@facturo/sdk/validation';
import type { Selectable } from 'kysely';
import { jsonb } from '../../db/jsonb';
import { ApiProblem, notFound } from '../../http/api-problem';
import type { UserPrincipal } from '../../identity/user-authenticator';
import type { AppDeps } from '../../kernel/app-deps';
import { authorize } from '../../permissions/authorize';
import type { WebhookEndpointsTable } from '../../webhooks/webhook.tables';
import { newWebhookSecret, secretHint, webhookSecretBox } from '../../webhooks/webhook-secrets';

type EndpointRow = Selectable<WebhookEndpointsTable>;

/** An endpoint as the API sends it: never its secret. */
export function toWebhookEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    organizationId: row.organizationId,
    url: row.url,
    description: row.description,
    eventTypes: row.eventTypes as WebhookEndpoint['eventTypes'],
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    secretHint: row.secretHint,
    previousSecretExpiresAt: row.previousSecretExpiresAt?.toISOString() ?? null,
    failingSince: row.failingSince?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The endpoint of an organization the caller may manage (owners and admins, as for API keys), or
 * 404 (also for another organization's endpoint: its existence never leaks).
 */
export async function managedEndpoint(
  deps: AppDeps,
  principal: UserPrincipal,
  organizationId: string,
  endpointId: string,
  action: 'read' | 'update' = 'update',
): Promise<EndpointRow> {
  authorize(principal, action, 'ApiKey', organizationId);
  const row = await deps.db
    .selectFrom('webhookEndpoints')
    .selectAll()
    .where('id', '=', endpointId)
    .where('organizationId', '=', organizationId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** Production sends events only over HTTPS: a plain-http endpoint would expose them on the way. */
function checkUrl(deps: AppDeps, url: string, t: Translate): void {
  if (deps.config.environment === 'production' && !url.toLowerCase().startsWith('https://')) {
    throw new ApiProblem(422, 'validation_failed', {
      fieldErrors: { url: [t(messageKey('validation.httpsRequired'))] },
    });
  }
}

/** The organization's endpoints, newest first. */
export async function listWebhookEndpoints(
  deps: AppDeps,
  principal: UserPrincipal,
  organizationId: string,
): Promise<WebhookEndpoint[]> {
  authorize(principal, 'read', 'ApiKey', organizationId);
  const rows = await deps.db
    .selectFrom('webhookEndpoints')
    .selectAll()
    .where('organizationId', '=', organizationId)
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toWebhookEndpoint);
}

/** Adds an endpoint, on; its secret is in this answer only (the database keeps it encrypted). */
export async function createWebhookEndpoint(
  deps: AppDeps,
  principal: UserPrincipal,
  organizationId: string,
  input: { url: string; eventTypes: WebhookEventType[]; description?: string | undefined },
  t: Translate,
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  authorize(principal, 'create', 'ApiKey', organizationId);
  checkUrl(deps, input.url, t);
  const secret = newWebhookSecret();
  const now = deps.clock.now();
  const row = await deps.db
    .insertInto('webhookEndpoints')
    .values({
      organizationId,
      url: input.url,
      description: input.description || null,
      eventTypes: jsonb(input.eventTypes),
      secretCiphertext: webhookSecretBox(deps.config.jwtSecret).seal(secret),
      secretHint: secretHint(secret),
      previousSecretCiphertext: null,
      previousSecretExpiresAt: null,
      disabledReason: null,
      failingSince: null,
      createdBy: principal.userId,
      createdAt: now,
      updatedAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { endpoint: toWebhookEndpoint(row), secret };
}

/**
 * Changes an endpoint. Turning it on clears a `failing` stop (deliveries still pending resume);
 * turning it off stops sending until it is on again.
 */
export async function updateWebhookEndpoint(
  deps: AppDeps,
  principal: UserPrincipal,
  organizationId: string,
  endpointId: string,
  input: {
    url?: string | undefined;
    eventTypes?: WebhookEventType[] | undefined;
    description?: string | undefined;
    enabled?: boolean | undefined;
  },
  t: Translate,
): Promise<WebhookEndpoint> {
  await managedEndpoint(deps, principal, organizationId, endpointId);
  if (input.url !== undefined) checkUrl(deps, input.url, t);
  const row = await deps.db
    .updateTable('webhookEndpoints')
    .set({
      ...(input.url !== undefined ? { url: input.url } : {}),
      ...(input.eventTypes !== undefined ? { eventTypes: jsonb(input.eventTypes) } : {}),
      ...(input.description !== undefined ? { description: input.description || null } : {}),
      ...(input.enabled === true ? { enabled: true, disabledReason: null, failingSince: null } : {}),
      ...(input.enabled === false ? { enabled: false, disabledReason: 'manual' as const } : {}),
      updatedAt: deps.clock.now(),
    })
    .where('id', '=', endpointId)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toWebhookEndpoint(row);
}

/** Removes an endpoint with its delivery log. */
export async function deleteWebhookEndpoint(
  deps: AppDeps,
  principal: UserPrincipal,
  organizationId: string,
  endpointId: string,
): Promise<void> {
  await managedEndpoint(deps, principal, organizationId, endpointId);
  await deps.db.deleteFrom('webhookEndpoints').where('id', '=', endpointId).execute();
}

/**
 * A new secret, shown once. For `overlapHours` the previous secret signs every delivery too (each
 * carries both signatures), so the integrator can switch without losing an event.
 */
export async function rotateWebhookSecret(
  deps: AppDeps,
  principal: UserPrincipal,
  organizationId: string,
  endpointId: string,
  overlapHours: number,
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  const current = await managedEndpoint(deps, principal, organizationId, endpointId);
  const secret = newWebhookSecret();
  const now = deps.clock.now();
  const row = await deps.db
    .updateTable('webhookEndpoints')
    .set({
      secretCiphertext: webhookSecretBox(deps.config.jwtSecret).seal(secret),
      secretHint: secretHint(secret),
      previousSecretCiphertext: overlapHours > 0 ? current.secretCiphertext : null,
      previousSecretExpiresAt: overlapHours > 0 ? new Date(now.getTime() + overlapHours * 3_600_000) : null,
      updatedAt: now,
    })
    .where('id', '=', endpointId)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { endpoint: toWebhookEndpoint(row), secret };
}
