import { randomBytes } from 'node:crypto';
import type { ApiKey, ApiKeyScope, WidgetScope, WidgetSession } from '@facturo/sdk/schemas';
import type { Selectable } from 'kysely';
import { jsonb } from '../../db/jsonb';
import { ApiProblem, notFound } from '../../http/api-problem';
import { API_KEY_PREFIX } from '../../identity/integrator-auth';
import type { ScopedPrincipal } from '../../identity/scoped-principal';
import type { UserPrincipal } from '../../identity/user-authenticator';
import { signWidgetSession } from '../../identity/widget-session-tokens';
import type { AppDeps } from '../../kernel/app-deps';
import { authorize } from '../../permissions/authorize';
import { enforceRateLimits } from '../../security/rate-limiter';
import { hashSecret } from '../../security/secret-token';
import { addSeconds } from '../../time/clock';
import type { ApiKeysTable } from './integrators.tables';

/** Widget sessions one key may mint per hour: plenty for page loads, a ceiling for a leaked key. */
const WIDGET_SESSION_LIMIT = { name: 'widget-session', limit: 3600, windowSeconds: 60 * 60 };

function toApiKey(row: Selectable<ApiKeysTable>): ApiKey {
  return {
    id: row.id,
    organizationId: row.organizationId,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** The organization's keys, newest first (never their secrets). */
export async function listApiKeys(
  deps: AppDeps,
  principal: UserPrincipal,
  organizationId: string,
): Promise<ApiKey[]> {
  authorize(principal, 'read', 'ApiKey', organizationId);
  const rows = await deps.db
    .selectFrom('apiKeys')
    .selectAll()
    .where('organizationId', '=', organizationId)
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toApiKey);
}

/** Creates a key; its secret is in this answer only (the database keeps its SHA-256). */
export async function createApiKey(
  deps: AppDeps,
  principal: UserPrincipal,
  organizationId: string,
  input: { name: string; scopes: ApiKeyScope[] },
): Promise<ApiKey & { secret: string }> {
  authorize(principal, 'create', 'ApiKey', organizationId);
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await deps.db
    .insertInto('apiKeys')
    .values({
      organizationId,
      name: input.name,
      prefix: secret.slice(0, API_KEY_PREFIX.length + 6),
      keyHash: hashSecret(secret),
      scopes: jsonb(input.scopes),
      createdBy: principal.userId,
      createdAt: deps.clock.now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...toApiKey(row), secret };
}

/** Revokes a key: it and every widget session minted from it stop working at once. */
export async function revokeApiKey(
  deps: AppDeps,
  principal: UserPrincipal,
  organizationId: string,
  apiKeyId: string,
) {
  authorize(principal, 'delete', 'ApiKey', organizationId);
  const revoked = await deps.db
    .updateTable('apiKeys')
    .set({ revokedAt: deps.clock.now() })
    .where('id', '=', apiKeyId)
    .where('organizationId', '=', organizationId)
    .where('revokedAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!revoked) throw notFound();
}

/**
 * Mints a widget session for the key's organization. Every scope asked for must be one of the
 * key's (403 `scope_missing` otherwise).
 */
export async function createWidgetSession(
  deps: AppDeps,
  principal: ScopedPrincipal,
  input: { scopes: WidgetScope[]; ttlSeconds: number },
): Promise<WidgetSession> {
  const missing = input.scopes.filter((scope) => !principal.scopes.includes(scope));
  if (missing.length)
    throw new ApiProblem(403, 'scope_missing', { detail: `key lacks ${missing.join(', ')}` });
  await enforceRateLimits(deps, [[WIDGET_SESSION_LIMIT, principal.apiKeyId]]);
  const now = deps.clock.now();
  const accessToken = await signWidgetSession(
    deps.config.jwtSecret,
    { organizationId: principal.organizationId, apiKeyId: principal.apiKeyId, scopes: input.scopes },
    now,
    input.ttlSeconds,
  );
  return {
    accessToken,
    tokenType: 'Bearer',
    expiresIn: input.ttlSeconds,
    expiresAt: addSeconds(now, input.ttlSeconds).toISOString(),
    organizationId: principal.organizationId,
    scopes: input.scopes,
  };
}
