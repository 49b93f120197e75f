import type { Locale, RuntimeConfig } from '@facturo/sdk/config';
import { type ApiClient, createApiClient } from '@facturo/sdk/http';
import type { Session } from '@facturo/sdk/session';
import { CatalogueTranslator } from '../i18n/catalogue-translator';
import { connections, DEMO_API } from './connections';
import { DemoConnectionTransport, type DemoRoutesLoader } from './demo-connection-transport';
import { LazyHttpTransport } from './lazy-http-transport';

/**
 * The client's own translator: it only sets `Accept-Language` and words errors in the page locale
 * (each widget re-words them in its own), so it holds the `errors` namespace alone.
 */
function clientI18n(locale: Locale): CatalogueTranslator {
  const i18n = new CatalogueTranslator({ locale, namespaces: ['errors'] });
  i18n
    .load()
    .catch((error: unknown) => console.error('Facturo: the error messages could not be downloaded.', error));
  return i18n;
}

/**
 * What every widget needs to talk to one API: the shared session and typed client. (The shared cart
 * is `api-connection.ts`, apart: it brings the schema validator, which read-only widgets need not
 * download before they show.)
 */
export interface ClientConnection {
  readonly apiBaseUrl: string;
  readonly session: Session;
  readonly client: ApiClient;
}

// One object per client, so widgets (and their React memos) keep getting the same one.
const views = new WeakMap<ApiClient, ClientConnection>();

function makeClient(config: RuntimeConfig, session: Session, demo: boolean): ApiClient {
  // Demo widgets answer from their demo routes, so a demo never reaches a real API.
  if (demo) return createApiClient(new DemoConnectionTransport());
  // The page locale only sets Accept-Language; each widget re-translates errors in its own locale.
  return createApiClient(new LazyHttpTransport({ config, session, i18n: clientI18n(config.locale) }));
}

/**
 * The session and client of `config.apiBaseUrl`, created on first use and shared by every widget on
 * the page; with `demo`, a memory-only session and a client over the demo transport (the widgets'
 * demo routes, see {@link addDemoRoutes}), so a demo can never reach a real API or leave data in the
 * partner's storage.
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

/**
 * Lets a `demo` widget's answers come from its demo routes: adds its loader to the demo connection's
 * transport, which downloads them on its first call. Does nothing for a connection to a real API.
 */
export function addDemoRoutes(connection: ClientConnection, load: DemoRoutesLoader): void {
  const { transport } = connection.client;
  if (transport instanceof DemoConnectionTransport) transport.add(load);
}
