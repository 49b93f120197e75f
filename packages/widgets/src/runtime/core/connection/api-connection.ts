import { type Cart, createCart } from '@facturo/sdk/cart';
import type { RuntimeConfig } from '@facturo/sdk/config';
import { createMemoryStorage, defaultStorage } from '@facturo/sdk/core';
import { type ClientConnection, getClientConnection } from './client-connection';
import { type ConnectionParts, connections, DEMO_API, normalizeApiBase } from './connections';
import { storagePrefix } from './scoped-storage';

/** What a widget needs to talk to one API: the shared session, typed client and cart. */
export interface ApiConnection extends ClientConnection {
  readonly cart: Cart;
}

// One object per client connection and cart, so `getConnection` keeps returning the same one.
const views = new WeakMap<ClientConnection, ApiConnection>();

function connectionOf(config: RuntimeConfig, demo: boolean): ApiConnection {
  const client = getClientConnection(config, demo);
  const cart = connections.part(demo ? DEMO_API : config.apiBaseUrl, 'cart', () =>
    demo
      ? createCart({ storage: createMemoryStorage() })
      : createCart({
          storage: defaultStorage(),
          storageKey: `${storagePrefix(normalizeApiBase(config.apiBaseUrl))}cart`,
        }),
  );
  let view = views.get(client);
  if (view?.cart !== cart) {
    view = { ...client, cart };
    views.set(client, view);
  }
  return view;
}

/**
 * The connection to `config.apiBaseUrl`, created on first use and shared by every widget on the page:
 * its session and typed client (see `getClientConnection`) and the shared cart.
 */
export function getConnection(config: RuntimeConfig): ApiConnection {
  return connectionOf(config, false);
}

/**
 * The connection `demo` widgets use: memory-only session and cart, and a client whose transport
 * answers from the widgets' demo routes, so a demo can never reach a real API or leave data in the
 * partner's storage.
 */
export function demoConnection(config: RuntimeConfig): ApiConnection {
  return connectionOf(config, true);
}

/**
 * Lets a host application hand its own client, session or cart to the widgets for an API, in one
 * call (the portal does, so its navigation and the widgets share one login; `Facturo.session` and
 * `getSession` then return that session too). Call it before the first widget mounts.
 */
export function provideConnection(config: RuntimeConfig, parts: Partial<ConnectionParts>): ApiConnection {
  connections.provide(config.apiBaseUrl, parts);
  return getConnection(config);
}
