import { type Cart, createCart, createMemoryStorage, defaultStorage, type RuntimeConfig } from '@facturo/sdk';
import {
  type ClientConnection,
  demoClientConnection,
  getClientConnection,
  provideClientConnection,
  resetClientConnections,
} from './client-registry';
import { storagePrefix } from './scoped-storage';

/** What a widget needs to talk to one API: the shared session, HTTP client and cart. */
export interface ApiConnection extends ClientConnection {
  readonly cart: Cart;
}

const carts = new Map<string, Cart>();
let demoCart: Cart | null = null;
// One connection object per client connection, so `getConnection` keeps returning the same one.
const withCarts = new WeakMap<ClientConnection, ApiConnection>();

function connectionOf(client: ClientConnection, cart: () => Cart): ApiConnection {
  let connection = withCarts.get(client);
  if (!connection) {
    connection = { ...client, cart: cart() };
    withCarts.set(client, connection);
  }
  return connection;
}

function cartFor(apiBaseUrl: string): Cart {
  let cart = carts.get(apiBaseUrl);
  if (!cart) {
    cart = createCart({ storage: defaultStorage(), storageKey: `${storagePrefix(apiBaseUrl)}cart` });
    carts.set(apiBaseUrl, cart);
  }
  return cart;
}

/**
 * The connection to `config.apiBaseUrl`, created on first use and shared by every widget on the page:
 * its session and HTTP client (see `getClientConnection`) and the shared cart.
 */
export function getConnection(config: RuntimeConfig): ApiConnection {
  return connectionOf(getClientConnection(config), () => cartFor(config.apiBaseUrl));
}

/**
 * Lets a host application hand its own client, session or cart to the widgets for an API (the portal
 * does, so its navigation and the widgets share one login). Call it before the first widget mounts.
 */
export function provideConnection(
  config: RuntimeConfig,
  parts: Partial<Pick<ApiConnection, 'session' | 'client' | 'cart'>>,
): ApiConnection {
  carts.delete(config.apiBaseUrl);
  if (parts.cart) carts.set(config.apiBaseUrl, parts.cart);
  provideClientConnection(config, parts);
  return getConnection(config);
}

/**
 * The connection `demo` widgets use: memory-only session and cart, and a client that refuses to send
 * anything, so a demo can never reach a real API or leave data in the partner's storage.
 */
export function demoConnection(config: RuntimeConfig): ApiConnection {
  return connectionOf(demoClientConnection(config), () => {
    demoCart ??= createCart({ storage: createMemoryStorage() });
    return demoCart;
  });
}

/** Forgets every connection (tests). */
export function resetConnections(): void {
  resetClientConnections();
  carts.clear();
  demoCart = null;
}
