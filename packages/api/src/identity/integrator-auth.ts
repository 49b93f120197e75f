import type { Context } from 'hono';
import { QueryTemplate } from '../db/query-template';
import { ApiProblem } from '../http/api-problem';
import type { AppEnv } from '../http/app-env';
import type { AppDeps } from '../kernel/app-deps';
import type { Authenticator } from '../kernel/authenticator';
import { hashSecret } from '../security/secret-token';
import { type ScopedPrincipal, scopedPrincipal } from './scoped-principal';
import { type UserPrincipal, userAuth } from './user-authenticator';
import { looksLikeWidgetSession, verifyWidgetSession } from './widget-session-tokens';

/** Every API key starts with this, so secret scanners and people recognise it. */
export const API_KEY_PREFIX = 'fk_live_';

// Writing `last_used_at` on every call would turn each read into a write; once a minute is enough.
const LAST_USED_RESOLUTION_MS = 60_000;

const unauthorized = (code: 'api_key_invalid' | 'session_expired' | 'authentication_required') =>
  new ApiProblem(401, code, { headers: { 'WWW-Authenticate': 'Bearer' } });

function bearer(c: Context<AppEnv>): string | undefined {
  const match = /^Bearer\s+(\S{10,2048})$/.exec((c.req.header('Authorization') ?? '').trim());
  return match?.[1];
}

// Both run on every request of an integrator: compiled once (see db/query-template.ts).
const apiKeyQuery = new QueryTemplate(
  () => 'api-key',
  (db, _shape: undefined, slots: { keyHash: string }) =>
    db
      .selectFrom('apiKeys')
      .select(['id', 'organizationId', 'scopes', 'lastUsedAt'])
      .where('keyHash', '=', slots.keyHash)
      .where('revokedAt', 'is', null),
);
const widgetKeyQuery = new QueryTemplate(
  () => 'widget-key',
  (db, _shape: undefined, slots: { apiKeyId: string; organizationId: string }) =>
    db
      .selectFrom('apiKeys')
      .select('id')
      .where('id', '=', slots.apiKeyId)
      .where('organizationId', '=', slots.organizationId)
      .where('revokedAt', 'is', null),
);

/**
 * `Authorization: Bearer fk_live_…`: an organization's API key, from the integrator's server. A
 * revoked or unknown key answers 401 `api_key_invalid`.
 */
export const apiKeyAuth: Authenticator<ScopedPrincipal, 'apiKey'> = {
  kind: 'apiKey',
  scheme: 'apiKeyAuth',
  securityScheme: {
    type: 'http',
    scheme: 'bearer',
    description:
      'An organization API key (`fk_live_…`), created under `/organizations/{id}/api-keys`. Server to server only.',
  },
  async authenticate(c, deps) {
    const token = bearer(c);
    if (!token?.startsWith(API_KEY_PREFIX)) throw unauthorized('api_key_invalid');
    const [key] = (await apiKeyQuery.execute(deps.db, undefined, { keyHash: hashSecret(token) })).rows;
    if (!key) throw unauthorized('api_key_invalid');
    const now = deps.clock.now();
    if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
      await deps.db.updateTable('apiKeys').set({ lastUsedAt: now }).where('id', '=', key.id).execute();
    }
    return scopedPrincipal('api_key', key.organizationId, key.id, key.scopes);
  },
};

async function widgetPrincipal(token: string, deps: AppDeps): Promise<ScopedPrincipal> {
  const claims = await verifyWidgetSession(deps.config.jwtSecret, token, deps.clock.now());
  if (!claims) throw unauthorized('session_expired');
  // Revoking the key ends its widget sessions at once.
  const [key] = (
    await widgetKeyQuery.execute(deps.db, undefined, {
      apiKeyId: claims.apiKeyId,
      organizationId: claims.organizationId,
    })
  ).rows;
  if (!key) throw unauthorized('session_expired');
  return scopedPrincipal('widget_session', claims.organizationId, claims.apiKeyId, claims.scopes);
}

/** A signed-in user or a widget session: who may read and manage billing data. */
export type BillingPrincipal = UserPrincipal | ScopedPrincipal;

/**
 * `Authorization: Bearer <token>`: a user's access token, or a widget session from
 * `POST /widget-sessions` (limited to its organization and scopes). Both are JWTs; the audience
 * says which, and each is then fully verified.
 */
export const billingAuth: Authenticator<BillingPrincipal, 'userOrWidgetSession'> = {
  kind: 'userOrWidgetSession',
  scheme: 'userOrWidgetSession',
  securityScheme: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      "A user's `access_token`, or a widget session's `access_token` from `POST /widget-sessions` (only its organization, only its scopes).",
  },
  async authenticate(c, deps) {
    const token = bearer(c);
    if (token && looksLikeWidgetSession(token)) return widgetPrincipal(token, deps);
    return userAuth.authenticate(c, deps);
  },
};
