import { ApiProblem } from '../../http/api-problem';
import type { AppDeps } from '../../kernel/app-deps';
import type { RouteContext } from '../../kernel/route-definition';
import { hashSecret } from '../../security/secret-token';
import {
  checkXsrf,
  clearSessionCookies,
  readRefreshCookie,
  setSessionCookies,
  xsrfTokenFor,
} from './auth-cookies';
import { issueRefreshToken, revokeSessions, type SessionBody, sessionBody } from './session.service';

type Ctx = Pick<RouteContext<unknown, unknown, unknown, unknown>, 'deps' | 'c' | 'requestId'>;

const expired = () => new ApiProblem(401, 'session_expired');

/**
 * Seconds after an exchange during which the same refresh token may be presented again. Two tabs
 * of one browser share the cookie and can refresh at the same moment; without this window the
 * slower one would look like a thief and end the session for both. Such a replay gets a new access
 * token only, never a refresh token: the tabs share the cookie jar, so the winner's new cookie
 * serves them all, while a thief replaying in the window gains no branch of the session that
 * outlives the access token. A replay later than this, or from anywhere without the session's XSRF
 * token, is treated as theft.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 20;

async function findToken(deps: AppDeps, token: string) {
  return deps.db
    .selectFrom('refreshTokens')
    .innerJoin('sessions', 'sessions.id', 'refreshTokens.sessionId')
    .select([
      'refreshTokens.id',
      'refreshTokens.sessionId',
      'refreshTokens.expiresAt',
      'refreshTokens.usedAt',
      'sessions.userId',
      'sessions.revokedAt',
    ])
    .where('refreshTokens.tokenHash', '=', hashSecret(token))
    .executeTakeFirst();
}

/**
 * Exchanges the refresh cookie for a new access token and a new refresh token (rotation). A token
 * that was already exchanged proves theft (it was copied before its owner used it): the whole
 * session is revoked, so neither the thief nor the victim can continue with it. Within
 * {@link REFRESH_REUSE_GRACE_SECONDS} of its exchange it answers an access token and no cookies.
 */
export async function refreshSession(ctx: Ctx): Promise<SessionBody> {
  const { deps, c } = ctx;
  const token = readRefreshCookie(c);
  if (!token) throw expired();
  checkXsrf(c);
  const found = await findToken(deps, token);
  if (!found || found.revokedAt) {
    clearSessionCookies(c, deps.config);
    throw expired();
  }
  checkXsrf(c, xsrfTokenFor(found.sessionId, deps.config.jwtSecret));
  const now = deps.clock.now();

  const reuse = async () => {
    await revokeSessions(deps, { sessionId: found.sessionId }, 'reuse_detected');
    deps.logger.warn(
      { requestId: ctx.requestId, sessionId: found.sessionId, userId: found.userId },
      'refresh token reuse detected; session revoked',
    );
    clearSessionCookies(c, deps.config);
    return expired();
  };
  const withinGrace = (usedAt: Date) =>
    now.getTime() - usedAt.getTime() <= REFRESH_REUSE_GRACE_SECONDS * 1000;
  if (found.usedAt && !withinGrace(found.usedAt)) throw await reuse();
  if (found.expiresAt <= now) {
    clearSessionCookies(c, deps.config);
    throw expired();
  }

  // A token exchanged moments ago (the window was checked above) gets no successor of its own.
  let rotate = !found.usedAt;
  if (!found.usedAt) {
    // Only one exchange may claim the token; a racing twin falls into the grace window.
    const claimed = await deps.db
      .updateTable('refreshTokens')
      .set({ usedAt: now })
      .where('id', '=', found.id)
      .where('usedAt', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!claimed) {
      const current = await findToken(deps, token);
      if (!current?.usedAt || !withinGrace(current.usedAt)) throw await reuse();
      rotate = false;
    }
  }

  const user = await deps.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', found.userId)
    .executeTakeFirst();
  if (!user) throw expired();
  await deps.db
    .updateTable('sessions')
    .set({ lastRefreshedAt: now })
    .where('id', '=', found.sessionId)
    .execute();
  if (rotate) {
    const next = await issueRefreshToken(deps, found.sessionId, now);
    setSessionCookies(c, deps.config, next, found.sessionId);
  }
  return sessionBody(deps, user, found.sessionId, now);
}

/**
 * Ends the session named by the refresh cookie (XSRF-checked) and clears the cookies. Idempotent:
 * without a cookie, or with an unknown one, it just clears.
 */
export async function logout(ctx: Ctx): Promise<void> {
  const { deps, c } = ctx;
  const token = readRefreshCookie(c);
  if (token) {
    const found = await findToken(deps, token);
    if (found) {
      checkXsrf(c, xsrfTokenFor(found.sessionId, deps.config.jwtSecret));
      await revokeSessions(deps, { sessionId: found.sessionId }, 'logout');
    }
  }
  clearSessionCookies(c, deps.config);
}
