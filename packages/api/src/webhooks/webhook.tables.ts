import type { WebhookEventType } from '@facturo/sdk/schemas';
import type { ColumnType, Generated } from 'kysely';
import type { Json } from '../db/jsonb';

/** `webhook_endpoints`: where an organization wants its events, and the secret that signs them (encrypted). */
export interface WebhookEndpointsTable {
  id: Generated<string>;
  organizationId: string;
  url: string;
  description: string | null;
  eventTypes: Json<string[]>;
  /** AES-256-GCM of the `whsec_…` secret (`webhook-secrets.ts`): signing needs it, a database dump must not give it. */
  secretCiphertext: string;
  secretHint: string;
  previousSecretCiphertext: string | null;
  previousSecretExpiresAt: Date | null;
  enabled: Generated<boolean>;
  disabledReason: 'manual' | 'failing' | null;
  failingSince: Date | null;
  createdBy: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** `webhook_events`: every event, written in the transaction of the change it announces. */
export interface WebhookEventsTable {
  id: Generated<string>;
  /** The order events happened in (several can share an instant). */
  sequence: ColumnType<string, never, never>;
  organizationId: string;
  type: WebhookEventType;
  /** The body sent, snake_case, exactly as signed. */
  payload: string;
  createdAt: Date;
}

/** `webhook_deliveries`: one event for one endpoint, retried until answered 2xx or 3 days old. */
export interface WebhookDeliveriesTable {
  id: Generated<string>;
  endpointId: string;
  eventId: string;
  status: 'pending' | 'succeeded' | 'failed';
  attempts: Generated<number>;
  nextAttemptAt: Date | null;
  createdAt: Date;
}

/** `webhook_attempts`: the delivery log (status code or error, and time taken). */
export interface WebhookAttemptsTable {
  id: Generated<string>;
  deliveryId: string;
  attemptedAt: Date;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
}

declare module '../db/database.types' {
  interface Database {
    webhookEndpoints: WebhookEndpointsTable;
    webhookEvents: WebhookEventsTable;
    webhookDeliveries: WebhookDeliveriesTable;
    webhookAttempts: WebhookAttemptsTable;
  }
}
