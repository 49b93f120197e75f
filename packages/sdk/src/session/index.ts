/**
 * @facturo/sdk/session — The signed-in user: tokens, user data and ability rules, persisted through an injectable storage.
 * @module
 */

export { reloadUser } from './reload-user';
export type { SessionCredentials, SessionOptions, SessionSnapshot, UserData } from './session';
export { createSession, Session } from './session';
export {
  ACCESS_TOKEN_LIFETIME_SECONDS,
  REFRESH_TOKEN_LIFETIME_SECONDS,
  SESSION_STORAGE_KEYS,
} from './session-constants';
export type { ValueCipher } from './stored-value-cipher';
export { createAesGcmCipher, plainCipher } from './stored-value-cipher';
export type { TokenTimes } from './token-claims';
export { readTokenTimes } from './token-claims';
