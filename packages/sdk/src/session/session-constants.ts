/** Lifetime of an access token, in seconds (24 h). The API issues tokens with this lifetime. */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 86_400;

/** Lifetime of a refresh token, in seconds (7 days). After it, only a new login helps. */
export const REFRESH_TOKEN_LIFETIME_SECONDS = 604_800;

/** The storage keys the session writes, and no others. */
export const SESSION_STORAGE_KEYS = {
  userData: 'userData',
  accessToken: 'accessToken',
  userAbilityRules: 'userAbilityRules',
} as const;
