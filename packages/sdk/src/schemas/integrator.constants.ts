/**
 * What widget sessions and API keys may do, and how long a widget session lasts, apart from the
 * integrators schema so that code which only checks a scope (every widget with a widget session)
 * does not pull the validator in.
 * @module
 */

/**
 * What a widget session may do, limited to its organization:
 * - `invoices:read`: list and open invoices;
 * - `invoices:export`: download the CSV export;
 * - `invoices:download`: download the documents of invoices and credit notes (PDF, XML, AttachedDocument);
 * - `billing-date:read`: see the billing schedule;
 * - `billing-date:write`: preview and apply a billing-date change (includes reading it);
 * - `subscriptions:read`: list subscriptions and read their change history;
 * - `subscriptions:manage`: cancel at period end and undo it, preview a plan change, schedule a step
 *   down for the renewal and drop it (includes reading them). A step up is paid in the checkout.
 */
export const WIDGET_SCOPES = [
  'invoices:read',
  'invoices:export',
  'invoices:download',
  'billing-date:read',
  'billing-date:write',
  'subscriptions:read',
  'subscriptions:manage',
] as const;

/** One of {@link WIDGET_SCOPES}. */
export type WidgetScope = (typeof WIDGET_SCOPES)[number];

/** What an API key may do: mint widget sessions with these scopes, and report usage (`usage:write`). */
export const API_KEY_SCOPES = [...WIDGET_SCOPES, 'usage:write'] as const;

/** One of {@link API_KEY_SCOPES}. */
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Longest widget session, in seconds (one hour). */
export const WIDGET_SESSION_MAX_TTL_SECONDS = 3600;

/** Widget session lifetime when none is asked for (15 minutes). */
export const WIDGET_SESSION_DEFAULT_TTL_SECONDS = 900;
