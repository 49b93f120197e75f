/**
 * The notifications contract of the reference API: what the portal's navbar lists for the
 * signed-in user, derived from real data on every request (camelCase here, snake_case on the wire).
 * @module
 */
import * as z from 'zod/mini';
import { dateTimeField } from './billing-fields';

/**
 * - `renewal_due`: a renewal invoice waits to be paid (the subscription is in its last days or in grace);
 * - `subscription_suspended`: unpaid past the grace days; paying restores it with the reconnection fee;
 * - `payment_settled`: a payment was approved in the last 7 days;
 * - `prefix_expiring`: a numbering resolution expires within 30 days (or has expired);
 * - `prefix_range`: a numbering range is 80 % used or more.
 */
export const NOTIFICATION_KINDS = [
  'renewal_due',
  'subscription_suspended',
  'payment_settled',
  'prefix_expiring',
  'prefix_range',
] as const;

/** One of {@link NOTIFICATION_KINDS}. */
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What a notification points at, so the portal can link to it. */
export const NOTIFICATION_RESOURCES = ['invoice', 'subscription', 'payment', 'prefix'] as const;

/** One notification. */
export const notificationSchema = z.object({
  /** Stable for the same fact (`renewal_due:<invoice id>`), so a client can remember what was seen. */
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  severity: z.enum(['info', 'warning', 'critical']),
  /** Short title and sentence in the request's language. */
  title: z.string(),
  message: z.string(),
  organizationId: z.uuid(),
  organizationName: z.string(),
  resource: z.object({ type: z.enum(NOTIFICATION_RESOURCES), id: z.uuid() }),
  /** When the fact happened (issued, approved, or today for computed alerts). */
  occurredAt: dateTimeField(),
});

/** A notification, parsed. */
export type Notification = z.output<typeof notificationSchema>;

/** `GET /notifications`: newest first. */
export const notificationListSchema = z.object({ items: z.array(notificationSchema) });
