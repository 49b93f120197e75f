/**
 * @facturo/sdk — the framework-free core shared by the widgets, the portal and the API.
 * @module
 */

export type { AbilityRule, AppAbility } from './abilities/abilities';
/* Permissions */
export { createAbility, normalizeRule, updateAbility } from './abilities/abilities';
export type { NavItem } from './abilities/nav-visibility';
export { canSeeNavItem, visibleNavItems } from './abilities/nav-visibility';
/* Case conversion */
export {
  camelize,
  camelizeKeys,
  clearKeyCaches,
  decamelize,
  decamelizeKeys,
  KEY_CACHE_CAPACITY,
  keyCacheSizes,
} from './case-keys/case-keys';
export type { CamelCase, CamelizeKeys, DecamelizeKeys, SnakeCase } from './case-keys/case-keys.types';
export type { Locale, RuntimeConfig, RuntimeConfigInput } from './config/config-schema';
/* Configuration */
export { DEV_API_BASE_URL, runtimeConfigInputSchema, SUPPORTED_LOCALES } from './config/config-schema';
export type { ConfigProblem } from './config/parse-config';
export { ConfigError, parseConfig } from './config/parse-config';
export type { Listener, Unsubscribe } from './core/subscribable';
/* Core */
export { Subscribable } from './core/subscribable';
export type { ColorSchemeSource } from './environment/color-scheme';
export { createStaticColorScheme, mediaColorScheme } from './environment/color-scheme';
export type { CookieJar, CookieOptions } from './environment/cookie-jar';
export {
  createMemoryCookieJar,
  documentCookieJar,
  parseCookieString,
  serializeCookie,
} from './environment/cookie-jar';
export type { KeyValueStorage } from './environment/key-value-storage';
/* Environment adapters */
export { createMemoryStorage, defaultStorage } from './environment/key-value-storage';
export type { ErrorBody } from './http/api-error';
/* HTTP */
export { ApiError, codeForStatus, isApiError, toApiError } from './http/api-error';
export type { HttpClient, HttpClientOptions, QueryValue, RequestOptions } from './http/http-client';
export { createHttpClient, XSRF_COOKIE, XSRF_HEADER } from './http/http-client';
export { ar, catalogues, en, es, fr } from './i18n/catalogues';
export type { Catalogue, PartialCatalogue, TranslationKey } from './i18n/catalogues/catalogue.types';
export type { I18nOptions, TextDirection, Translate, TranslationValues } from './i18n/i18n';
/* Translations */
export { createI18n, I18n, isSupportedLocale, textDirection } from './i18n/i18n';
export type { PreferenceName, PreferenceValues } from './preferences/preference-definitions';
/* Preferences */
export {
  DEFAULT_PRIMARY_COLOR,
  defaultPreferences,
  PREFERENCE_COOKIE_MAX_AGE_SECONDS,
  PREFERENCE_DEFINITIONS,
} from './preferences/preference-definitions';
export type { PreferencesOptions, PreferencesSnapshot } from './preferences/preferences';
export { createPreferences, Preferences } from './preferences/preferences';
/* Route guard */
export {
  decideNavigation,
  LANDING_ALWAYS_ALLOWED,
  LANDING_AUTH_ALLOWED,
  landingAllowedNames,
} from './route-guard/route-guard';
export type {
  GuardDecision,
  GuardRedirect,
  GuardState,
  NavigationTarget,
  RouteMeta,
} from './route-guard/route-guard.types';
export type { SessionCredentials, SessionOptions, SessionSnapshot, UserData } from './session/session';
export { createSession, Session } from './session/session';
/* Session */
export {
  ACCESS_TOKEN_LIFETIME_SECONDS,
  REFRESH_TOKEN_LIFETIME_SECONDS,
  SESSION_STORAGE_KEYS,
} from './session/session-constants';
export type { ValueCipher } from './session/stored-value-cipher';
export { createAesGcmCipher, plainCipher } from './session/stored-value-cipher';
export type { TokenTimes } from './session/token-claims';
export { readTokenTimes } from './session/token-claims';
export type { ValidationMessageKey } from './validation/messages';
export { isMessageKey, messageKey } from './validation/messages';
/* Validation */
export {
  acceptedTerms,
  alpha,
  between,
  confirmPassword,
  email,
  integer,
  matches,
  minLength,
  PASSWORD_DEFAULT_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
  password,
  required,
  url,
  username,
  verificationCode,
} from './validation/rules';
export type { FieldErrors, ValidationResult } from './validation/translate-issues';
export { issuePath, translateIssue, translateIssues, validate } from './validation/translate-issues';
