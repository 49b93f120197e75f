import type { Locale, RuntimeConfig } from '@facturo/sdk/config';
import { createHttpClient, type HttpClient } from '@facturo/sdk/http';
import { I18n } from '@facturo/sdk/i18n';
import type { Session } from '@facturo/sdk/session';
import { connections, DEMO_API } from './connections';

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
 * is `api-connection.ts`, apart: it brings the schema validator, which read-only widgets need not
 * download before they show.)
 */
export interface ClientConnection {
  readonly apiBaseUrl: string;
  readonly session: Session;
  readonly client: HttpClient;
}

// One object per client, so widgets (and their React memos) keep getting the same one.
const views = new WeakMap<HttpClient, ClientConnection>();

function makeClient(config: RuntimeConfig, session: Session, demo: boolean): HttpClient {
  // The page locale only sets Accept-Language; each widget re-translates errors in its own locale.
  const i18n = clientI18n(config.locale);
  if (!demo) return createHttpClient({ config, session, i18n });
  // Demo widgets have a client that refuses to send anything, so a demo never reaches a real API.
  return createHttpClient({
    config,
    i18n,
    fetch: () => Promise.reject(new Error('Facturo: demo widgets make no network requests.')),
  });
}

/**
 * The session and client of `config.apiBaseUrl`, created on first use and shared by every widget on
 * the page; with `demo`, a memory-only session and a client that sends nothing, so a demo can never
 * reach a real API or leave data in the partner's storage.
 */
export function getClientConnection(config: RuntimeConfig, demo = false): ClientConnection {
  const api = demo ? DEMO_API : config.apiBaseUrl;
  const session = connections.session(
    api,
    config.encryptionKey ? { encryptionKey: config.encryptionKey } : {},
  );
  const client = connections.part(api, 'client', () => makeClient(config, session, demo));
  let view = views.get(client);
  if (view?.session !== session) {
    view = { apiBaseUrl: api, session, client };
    views.set(client, view);
  }
  return view;
}
