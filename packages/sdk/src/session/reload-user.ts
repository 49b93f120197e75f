import type { HttpClient } from '../http/http-client.types';
import type { AbilityRule } from '../permissions/abilities';
import type { Session, UserData } from './session';

/**
 * Reloads the signed-in user and their permission rules from `GET /me` into the session. Call it
 * after anything that changes the user's memberships or roles outside a login: a first purchase makes
 * the buyer the owner of a new organization, accepting an invitation adds one. Everything that reads
 * the session (menus, route guard, widgets) follows at once instead of at the next token refresh.
 * @example await reloadUser(client, session);
 */
export async function reloadUser(
  client: Pick<HttpClient, 'get'>,
  session: Pick<Session, 'update'>,
): Promise<void> {
  const me = (await client.get('/me')) as { userData: UserData; userAbilityRules: AbilityRule[] };
  session.update({ userData: me.userData, userAbilityRules: me.userAbilityRules });
}
