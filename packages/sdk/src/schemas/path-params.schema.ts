/**
 * The parameters the API's routes share: the UUID a path names, `{organizationId}`, and the
 * `?organization_id=` of the organization-wide billing endpoints. Kept apart from the resource
 * schemas so that a contract naming only `{organizationId}` loads these few lines, not a resource.
 * @module
 */
import * as z from 'zod/mini';
import { messageKey } from '../validation/messages';
import { missingOr } from './field-rules';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The one rule for an id a path or a query names (`{invoiceId}`, `?organization_id=`): a UUID in
 * any case, lower-cased; anything else is a 400 naming the parameter, with a translated message
 * (`validation.required`, `validation.invalidType`, `validation.invalid`). Unlike the body fields'
 * `uuidField` it does not trim: a path segment with spaces is not an id.
 */
export const idParam = () =>
  z
    .string({ error: missingOr('validation.invalidType') })
    .check(z.regex(UUID, messageKey('validation.invalid')), z.toLowerCase());

/** `{organizationId}` path parameters. */
export const organizationParamsSchema = z.object({ organizationId: idParam() });

/**
 * `?organization_id=`: which organization an organization-wide endpoint (`/subscriptions`,
 * `/billing/schedule`) works on, for callers who belong to several.
 */
export const organizationScopeQuerySchema = z.object({ organizationId: z.optional(idParam()) });

/** `?organization_id=`, as sent. */
export type OrganizationScopeQuery = z.input<typeof organizationScopeQuerySchema>;
