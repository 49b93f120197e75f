import { createAbility } from '@facturo/sdk/permissions';
import { QueryTemplate } from '../db/query-template';
import { ApiProblem } from '../http/api-problem';
import type { Authenticator } from '../kernel/authenticator';
import type { Principal } from '../permissions/principal';
import { rulesForMemberships } from '../permissions/role-rules';
import { type MembershipSummary, membershipsColumn, sortMemberships } from './memberships.repository';
import type { UserRow } from './user-data';

/** A signed-in user: their row, their session and their memberships, read fresh on every request. */
export interface UserPrincipal extends Principal {
  kind: 'user';
  userId: string;
  sessionId: string;
  user: UserRow;
  memberships: MembershipSummary[];
}

/** The session behind a token, its user and their memberships: one query, compiled once. */
const sessionQuery = new QueryTemplate(
  () => 'session',
  (db, _shape: undefined, slots: { userId: string; sessionId: string }) =>
    db
      .selectFrom('users')
      .innerJoin('sessions', 'sessions.userId', 'users.id')
      .selectAll('users')
      .select((eb) => membershipsColumn(eb.ref('users.id')).as('memberships'))
      .where('users.id', '=', slots.userId)
      .where('sessions.id', '=', slots.sessionId)
      .where('sessions.revokedAt', 'is', null),
);

const unauthenticated = (code: 'authentication_required' | 'session_expired') =>
  new ApiProblem(401, code, { headers: { 'WWW-Authenticate': 'Bearer' } });

/**
 * `Authorization: Bearer <access token>`. The token must verify, and its session must still be
 * open: logging out or resetting the password ends access at once, not when the token expires.
 * Roles are read from the database, so a role change applies to the very next request.
 */
export const userAuth: Authenticator<UserPrincipal, 'user'> = {
  kind: 'user',
  scheme: 'bearerAuth',
  securityScheme: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The `access_token` from login, complete-registration or refresh (valid 24 hours).',
  },
  async authenticate(c, deps) {
    const header = c.req.header('Authorization') ?? '';
    const match = /^Bearer\s+([A-Za-z0-9._~+/=-]{10,2048})$/.exec(header.trim());
    if (!match?.[1]) throw unauthenticated('authentication_required');
    const claims = await deps.accessTokens.verify(match[1], deps.clock.now());
    if (!claims) throw unauthenticated('session_expired');
    // The session, the user and their memberships in one query: every authenticated request runs it.
    const [row] = (
      await sessionQuery.execute(deps.db, undefined, { userId: claims.sub, sessionId: claims.sid })
    ).rows;
    if (!row) throw unauthenticated('session_expired');
    const { memberships: unsorted, ...user } = row;
    const memberships = sortMemberships(unsorted);
    return {
      kind: 'user',
      userId: user.id,
      sessionId: claims.sid,
      user,
      memberships,
      ability: createAbility(rulesForMemberships(memberships)),
      organizationIds: memberships.map((membership) => membership.organizationId),
    };
  },
};
