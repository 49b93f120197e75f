import type { Locale, RuntimeConfig, RuntimeConfigInput } from '@facturo/sdk/config';
import { type CookieJar, documentCookieJar, type KeyValueStorage } from '@facturo/sdk/core';
import { type ApiClient, createApiClient, createHttpTransport } from '@facturo/sdk/http';
import { type CatalogueChunk, createI18nFor, type I18n, isSupportedLocale } from '@facturo/sdk/i18n';
import { createPreferences, type Preferences } from '@facturo/sdk/portal';
import { createSession, reloadUser, type Session } from '@facturo/sdk/session';
import { configureAsync, provideConnection } from '@facturo/widgets';
import type { QueryClient } from '@tanstack/react-query';
import { type CaptchaService, createCaptchaService } from './captcha-service';
import { CurrentOrganization } from './current-organization';
import { LazyAbility } from './lazy-ability';
import { createPortalQueryClient } from './query-client';

/** Everything the portal's pages share: created once at start-up, then provided through React context. */
export interface PortalServices {
  config: RuntimeConfig;
  i18n: I18n;
  session: Session;
  client: ApiClient;
  preferences: Preferences;
  /**
   * The signed-in user's permissions; follows the session's rules. CASL is downloaded only once there
   * are rules: a guard or a decision right after a login awaits `ability.ready()`.
   */
  ability: LazyAbility;
  queryClient: QueryClient;
  captcha: CaptchaService;
  currentOrganization: CurrentOrganization;
}

/**
 * The texts the landing page shows (`portal` is the public website's part of that namespace): all a
 * visit that starts there downloads, in the visitor's language only. Its forms and the signed-in
 * corner add theirs when they load (`useIncludedTexts`).
 */
export const LANDING_NAMESPACES = [
  'common',
  'domain',
  'errors',
  'nav',
  'portal',
] as const satisfies readonly CatalogueChunk[];

/**
 * The catalogue namespaces the portal's pages use: downloaded at start-up on any page but the
 * landing (routes with `landingTexts`), and before the first other page the visitor opens (the
 * widgets fetch their own namespaces when they mount; the app shell adds the signed-in area's,
 * `APP_AREA_NAMESPACES` in area-texts.ts).
 */
export const PORTAL_NAMESPACES = [
  ...LANDING_NAMESPACES,
  'login',
  'portalApp',
  'success',
  'validation',
] as const satisfies readonly CatalogueChunk[];

/** The cookie prefix of the preferences: the product name in lowercase kebab-case (`facturo-theme`). */
export function appTitleOf(config: Pick<RuntimeConfig, 'productName'>): string {
  return (
    config.productName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'facturo'
  );
}

/**
 * The starting locale: the visitor's saved language preference when there is one, else the
 * deployment's `locale`.
 */
export function initialLocale(
  preferences: Preferences,
  config: Pick<RuntimeConfig, 'locale'>,
  cookies: CookieJar | undefined = documentCookieJar(),
): Locale {
  const saved = cookies?.get(preferences.cookieName('language'));
  return isSupportedLocale(saved) ? saved : config.locale;
}

/** Where the services keep state and how they reach the network; browser defaults, injectable in tests. */
export interface PortalEnvironment {
  storage?: KeyValueStorage;
  cookies?: CookieJar;
  fetch?: typeof globalThis.fetch;
}

/**
 * Creates the services from a validated configuration (with the texts of `namespaces`, by default
 * every page's), waits for the stored session, and hands the same session and HTTP client to the
 * widgets, so a login in the login widget is the portal's login and one refresh serves both.
 */
export async function createPortalServices(
  config: RuntimeConfig,
  input: RuntimeConfigInput,
  environment: PortalEnvironment = {},
  namespaces: readonly CatalogueChunk[] = PORTAL_NAMESPACES,
): Promise<PortalServices> {
  const { storage, cookies, fetch } = environment;
  const preferences = createPreferences({ appTitle: appTitleOf(config), ...(cookies ? { cookies } : {}) });
  const i18n = await createI18nFor(namespaces, {
    locale: initialLocale(preferences, config, cookies),
    fallbackLocale: config.fallbackLocale,
  });
  const session = createSession({
    ...(storage ? { storage } : {}),
    ...(config.encryptionKey ? { encryptionKey: config.encryptionKey } : {}),
  });
  await session.ready;
  // The portal's own i18n: errors follow the language the visitor picks, as the pages do.
  const client = createApiClient(
    createHttpTransport({
      config,
      session,
      i18n,
      ...(cookies ? { cookies } : {}),
      ...(fetch ? { fetch } : {}),
    }),
  );
  const ability = new LazyAbility(session);

  await configureAsync({ ...input, locale: i18n.locale });
  // One call hands the session and client to every widget, session lookups (getSession) included.
  provideConnection(config, { session, client });
  // Rules kept in storage can be older than the server's: a purchase that made the user an owner (the
  // page may reload before the checkout's own refresh answers), an invitation accepted in another
  // tab, a role an admin changed. The pages start with the stored rules and follow the server's as
  // soon as `/me` answers; a failure keeps the stored ones until the next token refresh.
  if (session.canRefresh) reloadUser(client, session).catch(() => {});

  return {
    config,
    i18n,
    session,
    client,
    preferences,
    ability,
    queryClient: createPortalQueryClient(),
    captcha: createCaptchaService(config, client),
    currentOrganization: new CurrentOrganization(storage),
  };
}
