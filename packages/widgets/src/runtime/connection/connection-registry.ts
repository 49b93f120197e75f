import {
  type Cart,
  createCart,
  createHttpClient,
  createMemoryStorage,
  createSession,
  defaultStorage,
  type HttpClient,
  I18n,
  type Locale,
  type RuntimeConfig,
  type Session,
} from '@facturo/sdk';
import { storagePrefix } from './scoped-storage';
import { getSession } from './session-registry';

/**
 * The client's own translator: it only sets `Accept-Language` and words errors in the page locale
 * (each widget re-words them in its own), so it holds the `errors` namespace alone.
 */
function clientI18n(locale: Locale): I18n {
  const i18n = new I18n({ locale, namespaces: ['errors'], document: null });
  i18n
    .load()
    .catch((error: unknown) => console.error('Facturo: the error messages could not be downloaded.', error));
  return i18n;
}

/** What a widget needs to talk to one API: the shared session, HTTP client and cart. */
export interface ApiConnection {
  readonly apiBaseUrl: string;
  readonly session: Session;
  readonly client: HttpClient;
  readonly cart: Cart;
}

const connections = new Map<string, ApiConnection>();

/**
 * The connection to `config.apiBaseUrl`, created on first use and shared by every widget on the page.
 * One HTTP client per API matters: the API rotates refresh tokens and revokes the family when one is
 * reused, so two clients refreshing at once would sign the user out.
 */
export function getConnection(config: RuntimeConfig): ApiConnection {
  const existing = connections.get(config.apiBaseUrl);
  if (existing) return existing;
  const session = getSession(
    config.apiBaseUrl,
    config.encryptionKey ? { encryptionKey: config.encryptionKey } : {},
  );
  const connection: ApiConnection = {
    apiBaseUrl: config.apiBaseUrl,
    session,
    // The page locale only sets Accept-Language; each widget re-translates errors in its own locale.
    client: createHttpClient({
      config,
      session,
      i18n: clientI18n(config.locale),
    }),
    cart: createCart({ storage: defaultStorage(), storageKey: `${storagePrefix(config.apiBaseUrl)}cart` }),
  };
  connections.set(config.apiBaseUrl, connection);
  return connection;
}

/**
 * Lets a host application hand its own client, session or cart to the widgets for an API (the portal
 * does, so its navigation and the widgets share one login). Call it before the first widget mounts.
 */
export function provideConnection(
  config: RuntimeConfig,
  parts: Partial<Pick<ApiConnection, 'session' | 'client' | 'cart'>>,
): ApiConnection {
  connections.delete(config.apiBaseUrl);
  const base = getConnection(config);
  const connection = { ...base, ...parts };
  connections.set(config.apiBaseUrl, connection);
  return connection;
}

let demo: ApiConnection | null = null;

/**
 * The connection `demo` widgets use: memory-only session and cart, and a client that refuses to send
 * anything, so a demo can never reach a real API or leave data in the partner's storage.
 */
export function demoConnection(config: RuntimeConfig): ApiConnection {
  demo ??= {
    apiBaseUrl: 'demo:',
    session: createSession({ storage: createMemoryStorage() }),
    client: createHttpClient({
      config,
      i18n: clientI18n(config.locale),
      fetch: () => Promise.reject(new Error('Facturo: demo widgets make no network requests.')),
    }),
    cart: createCart({ storage: createMemoryStorage() }),
  };
  return demo;
}

/** Forgets every connection (tests). */
export function resetConnections(): void {
  connections.clear();
  demo = null;
}
