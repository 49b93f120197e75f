/**
 * What "logged in" means everywhere (the session's `isLoggedIn`, the route guard's rule 3): both the
 * user data and the access token are present, neither `null`, `undefined`, `''` nor an empty object.
 * An empty `{}` user is what a half-finished logout or a broken storage entry leaves behind; it is not
 * a user.
 * @example hasLogin({ id: 'usr_1' }, 'eyJ…') // true
 * @example hasLogin({}, 'eyJ…') // false
 */
export function hasLogin(userData: unknown, accessToken: unknown): boolean {
  return present(userData) && present(accessToken);
}

function present(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return false;
  if (typeof value === 'object' && !Array.isArray(value)) return Object.keys(value).length > 0;
  return true;
}
