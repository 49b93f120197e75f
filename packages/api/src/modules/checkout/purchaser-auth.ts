import { ApiProblem, isApiProblem } from '../../http/api-problem';
import { type UserPrincipal, userAuth } from '../../identity/user-authenticator';
import type { Authenticator } from '../../kernel/authenticator';

/**
 * A signed-in buyer. Like `userAuth`, but a call without any credentials answers 401
 * `login_required` ("You must be logged in to proceed with the purchase"), which the checkout shows
 * next to the login form; an expired session still answers `session_expired` (the client refreshes).
 */
export const purchaserAuth: Authenticator<UserPrincipal, 'purchaser'> = {
  kind: 'purchaser',
  scheme: userAuth.scheme,
  securityScheme: userAuth.securityScheme,
  async authenticate(c, deps) {
    try {
      return await userAuth.authenticate(c, deps);
    } catch (error) {
      if (isApiProblem(error) && error.code === 'authentication_required') {
        throw new ApiProblem(401, 'login_required', { headers: { 'WWW-Authenticate': 'Bearer' } });
      }
      throw error;
    }
  },
};
