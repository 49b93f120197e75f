import type { AbilityRule } from '@facturo/sdk/permissions';
import type { UserDataResponse } from '@facturo/sdk/schemas';
import { membershipsOfUser } from '../../identity/memberships.repository';
import { describeUser, type UserRow } from '../../identity/user-data';
import type { AppDeps } from '../../kernel/app-deps';
import type { RouteContext } from '../../kernel/route-definition';
import { hashSecret, newSecretToken } from '../../security/secret-token';
import { addSeconds } from '../../time/clock';
import { setSessionCookies } from './auth-cookies';

/** The body of login, complete-registration and refresh (camelCase). */
export interface SessionBody {
  accessToken: string;
  expiresIn: number;
  userData: UserDataResponse;
  userAbilityRules: AbilityRule[];
}

type Ctx = Pick<RouteContext<unknown, unknown, unknown, unknown>, 'deps' | 'c'>;

/** Stores a new refresh token for a session and returns it (the raw value exists only here). */
export async function issueRefreshToken(deps: AppDeps, sessionId: string, now: Date): Promise<string> {
  const token = newSecretToken();
  await deps.db
    .insertInto('refreshTokens')
    .values({
      sessionId,
      tokenHash: hashSecret(token),
      createdAt: now,
      expiresAt: addSeconds(now, deps.config.refreshTokenTtlSeconds),
    })
    .execute();
  return token;
}

/** The session body for a user: a fresh access token and the user's data and rules. */
export async function sessionBody(
  deps: AppDeps,
  user: UserRow,
  sessionId: string,
  now: Date,
): Promise<SessionBody> {
  const accessToken = await deps.accessTokens.sign({ sub: user.id, sid: sessionId }, now);
  const memberships = await membershipsOfUser(deps.db, user.id);
  return { accessToken, expiresIn: deps.config.accessTokenTtlSeconds, ...describeUser(user, memberships) };
}

/**
 * Starts a session for a user who just proved who they are (login, end of sign-up): a session row,
 * a refresh token in an httpOnly cookie, the XSRF cookie, and the session body.
 */
export async function startSession({ deps, c }: Ctx, user: UserRow): Promise<SessionBody> {
  const now = deps.clock.now();
  const session = await deps.db
    .insertInto('sessions')
    .values({
      userId: user.id,
      createdAt: now,
      lastRefreshedAt: now,
      userAgent: c.req.header('User-Agent')?.slice(0, 200) ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const refreshToken = await issueRefreshToken(deps, session.id, now);
  setSessionCookies(c, deps.config, refreshToken, session.id);
  return sessionBody(deps, user, session.id, now);
}

/** Revokes sessions (a list, or every open session of a user) with a reason for the audit trail. */
export async function revokeSessions(
  deps: AppDeps,
  where: { sessionId: string } | { userId: string },
  reason: 'logout' | 'reuse_detected' | 'password_reset',
): Promise<void> {
  let query = deps.db
    .updateTable('sessions')
    .set({ revokedAt: deps.clock.now(), revokedReason: reason })
    .where('revokedAt', 'is', null);
  query =
    'sessionId' in where ? query.where('id', '=', where.sessionId) : query.where('userId', '=', where.userId);
  await query.execute();
}
