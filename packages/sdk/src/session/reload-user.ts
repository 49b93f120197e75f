import { getMe } from '../endpoints/me.endpoints';
import type { ApiClient } from '../http/api-client';
import type { Session } from './session';

/**
 * Reloads the signed-in user and their permission rules from `GET /me` into the session. Call it
 * after anything that changes the user's memberships or roles outside a login: a first purchase makes
 * the buyer the owner of a new organization, accepting an invitation adds one. Everything that reads
 * the session (menus, route guard, widgets) follows at once instead of at the next token refresh.
 * @example await reloadUser(client, session);
 */
export async function reloadUser(
  // The client is a type only: the session layer sits beside `http` and never imports it at run time.
  client: Pick<ApiClient, 'call'>,
  session: Pick<Session, 'update'>,
): Promise<void> {
  const me = await client.call(getMe);
  session.update({ userData: me.userData, userAbilityRules: me.userAbilityRules });
}
