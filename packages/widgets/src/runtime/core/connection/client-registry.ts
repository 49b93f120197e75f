import {
  createHttpClient,
  createMemoryStorage,
  createSession,
  type HttpClient,
  I18n,
  type Locale,
  type RuntimeConfig,
  type Session,
} from '@facturo/sdk';
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

/**
 * What every widget needs to talk to one API: the shared session and HTTP client. (The shared cart
 * is in `connection-registry.ts`, apart: it brings the schema validator, which read-only widgets
 * need not download before they show.)
 */
export interface ClientConnection {
  readonly apiBaseUrl: string;
  readonly session: Session;
  readonly client: HttpClient;
}

const clients = new Map<string, ClientConnection>();
let demo: ClientConnection | null = null;

/**
 * The session and client of `config.apiBaseUrl`, created on first use and shared by every widget on
 * the page. One HTTP client per API matters: the API rotates refresh tokens and revokes the family
 * when one is reused, so two clients refreshing at once would sign the user out.
 */
export function getClientConnection(config: RuntimeConfig): ClientConnection {
  const existing = clients.get(config.apiBaseUrl);
  if (existing) return existing;
  const session = getSession(
    config.apiBaseUrl,
    config.encryptionKey ? { encryptionKey: config.encryptionKey } : {},
  );
  const connection: ClientConnection = {
    apiBaseUrl: config.apiBaseUrl,
    session,
    // The page locale only sets Accept-Language; each widget re-translates errors in its own locale.
    client: createHttpClient({ config, session, i18n: clientI18n(config.locale) }),
  };
  clients.set(config.apiBaseUrl, connection);
  return connection;
}

/** Replaces the session or client for an API with a host's own (see `provideConnection`). */
export function provideClientConnection(
  config: RuntimeConfig,
  parts: Partial<Pick<ClientConnection, 'session' | 'client'>>,
): ClientConnection {
  clients.delete(config.apiBaseUrl);
  const { session = undefined, client = undefined } = parts;
  const connection = {
    ...getClientConnection(config),
    ...(session ? { session } : {}),
    ...(client ? { client } : {}),
  };
  clients.set(config.apiBaseUrl, connection);
  return connection;
}

/**
 * The session and client `demo` widgets use: a memory-only session, and a client that refuses to
 * send anything, so a demo can never reach a real API or leave data in the partner's storage.
 */
export function demoClientConnection(config: RuntimeConfig): ClientConnection {
  demo ??= {
    apiBaseUrl: 'demo:',
    session: createSession({ storage: createMemoryStorage() }),
    client: createHttpClient({
      config,
      i18n: clientI18n(config.locale),
      fetch: () => Promise.reject(new Error('Facturo: demo widgets make no network requests.')),
    }),
  };
  return demo;
}

/** Forgets every session and client connection (tests). */
export function resetClientConnections(): void {
  clients.clear();
  demo = null;
}
