import type { AbilityRule } from '@facturo/sdk/permissions';
import type { WebhookDelivery, WebhookEndpoint } from '@facturo/sdk/schemas';
import type { FakeHandler } from './fake-api';
import { CLINIC, NEWCOMER_RULES, OWNER_RULES, USER } from './fixtures';

/** Where the clinic's webhook endpoints live in the API. */
export const WEBHOOKS = `/organizations/${CLINIC.id}/webhook-endpoints`;

/** The clinic's ERP endpoint, on, receiving issued invoices and approved payments. */
export function webhookEndpoint(overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint {
  return {
    id: '5d6e7f80-9a1b-4c2d-8e3f-4a5b6c7d8e9f',
    organizationId: CLINIC.id,
    url: 'https://erp.saludaburra.test/facturo/webhooks',
    description: 'ERP contabilidad',
    eventTypes: ['invoice.issued', 'payment.approved'],
    enabled: true,
    disabledReason: null,
    secretHint: 'whsec_…9f3a',
    previousSecretExpiresAt: null,
    failingSince: null,
    createdAt: '2026-11-20T15:00:00.000Z',
    updatedAt: '2026-11-20T15:00:00.000Z',
    ...overrides,
  };
}

/** A delivery of the ERP endpoint, delivered at the first try unless told otherwise. */
export function webhookDelivery(overrides: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    id: '7e8f9a0b-1c2d-4e3f-9a4b-5c6d7e8f9a0b',
    endpointId: webhookEndpoint().id,
    eventId: '8f9a0b1c-2d3e-4f4a-8b5c-6d7e8f9a0b1c',
    eventType: 'invoice.issued',
    status: 'succeeded',
    nextAttemptAt: null,
    attempts: [{ attemptedAt: '2026-11-24T14:00:01.000Z', statusCode: 200, durationMs: 84, error: null }],
    createdAt: '2026-11-24T14:00:00.000Z',
    ...overrides,
  };
}

/** A member who may see the integration's settings but change nothing (no role grants that today). */
export const READ_ONLY_RULES: AbilityRule[] = [
  ...NEWCOMER_RULES,
  { action: 'read', subject: 'Organization', conditions: { id: CLINIC.id } },
  { action: 'read', subject: ['Member', 'ApiKey'], conditions: { organizationId: CLINIC.id } },
];

/**
 * The fake API around the webhooks tab: the organization (with the caller's role), the session,
 * and the endpoints as a mutable list; `routes` adds or replaces the webhook routes of a test.
 */
export function webhookApi(
  endpoints: WebhookEndpoint[],
  routes: Record<string, FakeHandler> = {},
  role: 'owner' | 'viewer' = 'owner',
): Record<string, FakeHandler> {
  return {
    'GET /organizations': () => ({ body: { items: [{ ...CLINIC, role }] } }),
    'GET /me': () => ({
      body: { userData: USER, userAbilityRules: role === 'owner' ? OWNER_RULES : READ_ONLY_RULES },
    }),
    'GET /subscriptions': () => ({ body: { items: [] } }),
    [`GET ${WEBHOOKS}`]: () => ({ body: { items: endpoints } }),
    ...routes,
  };
}
