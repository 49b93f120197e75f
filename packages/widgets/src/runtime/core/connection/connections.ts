import type { Cart } from '@facturo/sdk/cart';
import { createMemoryStorage, defaultStorage, type KeyValueStorage } from '@facturo/sdk/core';
import type { ApiClient } from '@facturo/sdk/http';
import { createSession, type Session } from '@facturo/sdk/session';
import { scopedStorage, storagePrefix } from './scoped-storage';

/** What every widget talking to one API shares: one session, one typed client, one cart. */
export interface ConnectionParts {
  session: Session;
  client: ApiClient;
  cart: Cart;
}

/** Options of {@link Connections.session}. */
export interface SessionOptions {
  /** Encrypts stored values (see the sdk's `createSession`); only used when the session is created. */
  encryptionKey?: string;
  /** Storage for a new session; the page's `localStorage` by default. */
  storage?: KeyValueStorage;
}

/** The key `demo` widgets keep their parts under: memory only, and never a URL. */
export const DEMO_API = 'demo:';

/** The key of an API base: the URL without trailing slashes, as the sdk's `parseConfig` writes it. */
export function normalizeApiBase(apiBaseUrl: string): string {
  return apiBaseUrl.replace(/\/+$/, '');
}

/**
 * The parts every widget shares per API (and the memory-only ones of `demo` widgets), made on first
 * use, with one `provide` for a host's own parts and one `reset`. Sharing matters: a login in
 * `<facturo-login>` signs in the checkout next to it, and the API rotates refresh tokens and revokes
 * the family when one is reused, so two clients refreshing at once would sign the user out.
 * This module makes only sessions: `facturo.js` loads it at once for `Facturo.session`. The client and
 * the cart are made by `client-connection.ts` and `api-connection.ts`, which bring the HTTP transport and
 * the translator, and the cart's schema validator, for the widgets that need them.
 */
export class Connections {
  readonly #apis = new Map<string, Partial<ConnectionParts>>();

  /** The part `name` of the connection to `apiBaseUrl` ({@link DEMO_API} for demo), made by `create` on first use. */
  part<Name extends keyof ConnectionParts>(
    apiBaseUrl: string,
    name: Name,
    create: () => ConnectionParts[Name],
  ): ConnectionParts[Name] {
    const key = normalizeApiBase(apiBaseUrl);
    let parts = this.#apis.get(key);
    if (!parts) {
      parts = {};
      this.#apis.set(key, parts);
    }
    const made = parts[name] ?? create();
    parts[name] = made;
    return made;
  }

  /** The one session for an API on this page (memory-only for {@link DEMO_API}). */
  session(apiBaseUrl: string, options: SessionOptions = {}): Session {
    const key = normalizeApiBase(apiBaseUrl);
    return this.part(key, 'session', () =>
      key === DEMO_API
        ? createSession({ storage: createMemoryStorage() })
        : createSession({
            storage: scopedStorage(options.storage ?? defaultStorage(), storagePrefix(key)),
            ...(options.encryptionKey ? { encryptionKey: options.encryptionKey } : {}),
          }),
    );
  }

  /**
   * Makes the widgets use a host's own session, client or cart for an API (the portal shares its
   * login this way). Call it before the first widget for that API mounts. A client made earlier is
   * dropped unless one is given: it belongs to the session it was made with.
   */
  provide(apiBaseUrl: string, parts: Partial<ConnectionParts>): void {
    const key = normalizeApiBase(apiBaseUrl);
    const { session, cart } = this.#apis.get(key) ?? {};
    if (parts.session && session && session !== parts.session) {
      console.warn(
        `Facturo: widgets already use another session for ${apiBaseUrl}. Provide the connection before the first widget mounts.`,
      );
    }
    this.#apis.set(key, { ...(session ? { session } : {}), ...(cart ? { cart } : {}), ...parts });
  }

  /** Forgets every part of every API (tests, or a host that starts over). */
  reset(): void {
    this.#apis.clear();
  }
}

/** The connections of this page, shared by every widget. */
export const connections = new Connections();

/**
 * The one session for an API on this page. Every widget that talks to the same API shares it.
 * @example useSdkStore(getSession('https://api.facturo.co/api/v1'))
 */
export function getSession(apiBaseUrl: string, options: SessionOptions = {}): Session {
  return connections.session(apiBaseUrl, options);
}

/**
 * Makes widgets use a session the host application already owns; `provideConnection` does the same
 * with the client and cart too. Call it before the first widget for that API mounts.
 */
export function provideSession(apiBaseUrl: string, session: Session): void {
  connections.provide(apiBaseUrl, { session });
}
