/**
 * The integrators contract of the reference API: organization API keys for ERPs and health systems,
 * and the short-lived widget sessions they mint to mount a widget in their own app (camelCase here,
 * snake_case on the wire).
 * @module
 */
import * as z from 'zod/mini';
import { messageKey } from '../validation/messages';
import { boundedText, dateTimeField } from './billing-fields';
import { missingOr } from './field-rules';
import {
  API_KEY_SCOPES,
  WIDGET_SCOPES,
  WIDGET_SESSION_DEFAULT_TTL_SECONDS,
  WIDGET_SESSION_MAX_TTL_SECONDS,
} from './integrator.constants';
import { idParam } from './path-params.schema';

const scopeList = <const S extends readonly [string, ...string[]]>(scopes: S) =>
  z
    .array(z.enum(scopes, { error: () => messageKey('validation.oneOf') }), {
      error: missingOr('validation.invalidType'),
    })
    .check(
      z.minLength(1, messageKey('validation.required')),
      z.maxLength(scopes.length * 2, messageKey('validation.maxLength')),
      z.overwrite((values) => [...new Set(values)]),
    );

/** `POST /organizations/{id}/api-keys`: a name people recognise, and what the key may do (all by default). */
export const createApiKeyRequestSchema = z.object({
  name: boundedText(80),
  scopes: z._default(scopeList(API_KEY_SCOPES), () => [...API_KEY_SCOPES]),
});

/** An API key request as a form writes it. */
export type CreateApiKeyRequest = z.input<typeof createApiKeyRequestSchema>;

/** An API key as listed: never its secret. */
export const apiKeySchema = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  name: z.string(),
  /** The key's first characters (`fk_live_3Gd9…`), to recognise it. */
  prefix: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  createdAt: dateTimeField(),
  lastUsedAt: z.nullable(dateTimeField()),
  revokedAt: z.nullable(dateTimeField()),
});

/** An API key, parsed. */
export type ApiKey = z.output<typeof apiKeySchema>;

/** `GET /organizations/{id}/api-keys`. */
export const apiKeyListSchema = z.object({ items: z.array(apiKeySchema) });

/**
 * The answer to creating a key: the key plus its `secret`, shown this once (only its hash is
 * stored). Send it as `Authorization: Bearer <secret>` from the integrator's server, never from a
 * browser.
 */
export const createdApiKeySchema = z.object({ ...apiKeySchema.shape, secret: z.string() });

/** `{organizationId}/api-keys/{apiKeyId}` path parameters. */
export const apiKeyParamsSchema = z.object({ organizationId: idParam(), apiKeyId: idParam() });

/**
 * `POST /widget-sessions` (API key): a short-lived access token for a widget, limited to the key's
 * organization and to `scopes` (which the key must have).
 */
export const widgetSessionRequestSchema = z.object({
  scopes: scopeList(WIDGET_SCOPES),
  ttlSeconds: z._default(
    z.int({ error: missingOr('validation.integer') }).check(
      z.refine((value) => value >= 60 && value <= WIDGET_SESSION_MAX_TTL_SECONDS, {
        message: messageKey('validation.between'),
        params: { min: 60, max: WIDGET_SESSION_MAX_TTL_SECONDS },
      }),
    ),
    WIDGET_SESSION_DEFAULT_TTL_SECONDS,
  ),
});

/** A widget session request as an integrator writes it. */
export type WidgetSessionRequest = z.input<typeof widgetSessionRequestSchema>;

/**
 * A widget session. Give `accessToken` to the widget (`access-token` property or
 * `Facturo.session.setAccessToken`); it sends it as `Authorization: Bearer`.
 */
export const widgetSessionSchema = z.object({
  accessToken: z.string(),
  tokenType: z.literal('Bearer'),
  expiresIn: z.int(),
  expiresAt: dateTimeField(),
  organizationId: z.uuid(),
  scopes: z.array(z.enum(WIDGET_SCOPES)),
});

/** A widget session, parsed. */
export type WidgetSession = z.output<typeof widgetSessionSchema>;
