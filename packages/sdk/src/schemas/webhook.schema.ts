/**
 * The webhooks contract of the reference API: an organization's endpoints, the events they receive,
 * and the log of each delivery (camelCase here, snake_case on the wire).
 * @module
 */
import * as z from 'zod/mini';
import { messageKey } from '../validation/messages';
import { dateTimeField } from './billing-fields';
import { missingOr } from './field-rules';
import { idParam } from './path-params.schema';

/**
 * What an endpoint can subscribe to. Each delivery is `{ id, type, created_at, organization_id,
 * data: { object } }`, the object as the API's own `GET` answers it (an invoice, a payment, a
 * subscription, or the usage of a subscription).
 */
export const WEBHOOK_EVENT_TYPES = [
  'invoice.issued',
  'invoice.paid',
  'invoice.voided',
  'payment.approved',
  'payment.rejected',
  'subscription.created',
  'subscription.changed',
  'subscription.cancelled',
  'subscription.suspended',
  'subscription.reactivated',
  'usage.threshold_reached',
] as const;

/** One of {@link WEBHOOK_EVENT_TYPES}; `webhook.test` is only sent by "send test event". */
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number] | 'webhook.test';

/** Where a delivery stands: waiting for its next attempt, answered 2xx, or given up after 3 days. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;

/**
 * Why an attempt got no HTTP answer: the `error` of an attempt whose `statusCode` is `null`. A code,
 * not the network library's message ("TypeError: fetch failed" says nothing an integrator can act on).
 */
export const WEBHOOK_ATTEMPT_ERRORS = [
  'timeout',
  'connection_refused',
  'host_not_found',
  'connection_reset',
  'tls_error',
  'network_error',
] as const;

/** One of {@link WEBHOOK_ATTEMPT_ERRORS}. */
export type WebhookAttemptError = (typeof WEBHOOK_ATTEMPT_ERRORS)[number];

/** Longest a previous secret keeps signing after a rotation, in hours (3 days). */
export const WEBHOOK_MAX_ROTATION_OVERLAP_HOURS = 72;

const parsesAsUrl = (value: string) => {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
};

const endpointUrl = z.string({ error: missingOr('validation.invalidType') }).check(
  z.trim(),
  z.maxLength(2048, messageKey('validation.maxLength')),
  z.refine((value) => /^https?:\/\/[^\s/?#]+[^\s]*$/i.test(value) && parsesAsUrl(value), {
    message: messageKey('validation.url'),
  }),
);

const eventTypes = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: () => messageKey('validation.oneOf') }), {
    error: missingOr('validation.invalidType'),
  })
  .check(
    z.minLength(1, messageKey('validation.required')),
    z.maxLength(WEBHOOK_EVENT_TYPES.length * 2, messageKey('validation.maxLength')),
    z.overwrite((values) => [...new Set(values)]),
  );

/** `POST /organizations/{id}/webhook-endpoints`: where to send (https in production) and what. */
export const createWebhookEndpointRequestSchema = z.object({
  url: endpointUrl,
  eventTypes,
  description: z.optional(z.string().check(z.trim(), z.maxLength(120, messageKey('validation.maxLength')))),
});

/** `PATCH …/webhook-endpoints/{endpointId}`: any of the URL, the events, the description, on or off. */
export const updateWebhookEndpointRequestSchema = z.object({
  url: z.optional(endpointUrl),
  eventTypes: z.optional(eventTypes),
  description: z.optional(z.string().check(z.trim(), z.maxLength(120, messageKey('validation.maxLength')))),
  enabled: z.optional(z.boolean({ error: missingOr('validation.invalidType') })),
});

/** `POST …/rotate-secret`: how long the previous secret keeps signing too (24 h by default, at most 72). */
export const rotateWebhookSecretRequestSchema = z.object({
  overlapHours: z._default(
    z.int({ error: missingOr('validation.integer') }).check(
      z.refine((value) => value >= 0 && value <= WEBHOOK_MAX_ROTATION_OVERLAP_HOURS, {
        message: messageKey('validation.between'),
        params: { min: 0, max: WEBHOOK_MAX_ROTATION_OVERLAP_HOURS },
      }),
    ),
    24,
  ),
});

/** An endpoint as the API lists it: never its secret, only how it ends. */
export const webhookEndpointSchema = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  url: z.string(),
  description: z.nullable(z.string()),
  eventTypes: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  enabled: z.boolean(),
  /** Why it is off: `manual` (someone turned it off) or `failing` (deliveries failed for 3 days). */
  disabledReason: z.nullable(z.enum(['manual', 'failing'])),
  /** The secret's last 4 characters (`whsec_…a1b2`). */
  secretHint: z.string(),
  /** Until when the previous secret also signs, after a rotation. */
  previousSecretExpiresAt: z.nullable(dateTimeField()),
  /** Since when every delivery has failed; `null` while the endpoint answers. */
  failingSince: z.nullable(dateTimeField()),
  createdAt: dateTimeField(),
  updatedAt: dateTimeField(),
});

/** A webhook endpoint, parsed. */
export type WebhookEndpoint = z.output<typeof webhookEndpointSchema>;

/** `GET …/webhook-endpoints`. */
export const webhookEndpointListSchema = z.object({ items: z.array(webhookEndpointSchema) });

/** Creating or rotating answers the secret, this once. */
export const webhookEndpointWithSecretSchema = z.object({
  endpoint: webhookEndpointSchema,
  /** `whsec_…`: verify each delivery's `Facturo-Signature` with it (sdk `verifyWebhookSignature`). */
  secret: z.string(),
});

/** One try of a delivery, for the delivery log. */
export const webhookAttemptSchema = z.object({
  attemptedAt: dateTimeField(),
  /** The endpoint's HTTP status; `null` when it did not answer (timeout, refused, DNS). */
  statusCode: z.nullable(z.int()),
  durationMs: z.int(),
  /**
   * Why it did not answer, one of {@link WEBHOOK_ATTEMPT_ERRORS} (`null` when it answered). Attempts
   * logged before these codes may hold the network error's own text.
   */
  error: z.nullable(z.string()),
});

/** One event sent to one endpoint, with its attempts. */
export const webhookDeliverySchema = z.object({
  id: z.uuid(),
  endpointId: z.uuid(),
  eventId: z.uuid(),
  eventType: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  nextAttemptAt: z.nullable(dateTimeField()),
  attempts: z.array(webhookAttemptSchema),
  createdAt: dateTimeField(),
});

/** A delivery, parsed. */
export type WebhookDelivery = z.output<typeof webhookDeliverySchema>;

/** `GET …/deliveries`: newest first. */
export const webhookDeliveryListSchema = z.object({ items: z.array(webhookDeliverySchema) });

/** `…/webhook-endpoints/{endpointId}`. */
export const webhookEndpointParamsSchema = z.object({ organizationId: idParam(), endpointId: idParam() });

/** `…/deliveries/{deliveryId}/resend`. */
export const webhookDeliveryParamsSchema = z.object({
  organizationId: idParam(),
  endpointId: idParam(),
  deliveryId: idParam(),
});
