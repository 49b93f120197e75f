import type { Cart } from '@facturo/sdk/cart';
import type { RuntimeConfig } from '@facturo/sdk/config';

/**
 * The shared cart of an API (the memory-only one for `demo`), downloading the cart code on first
 * use. The cart checks what it stores with the sdk's schemas, so widgets that only add to it when the
 * visitor acts (the pricing table) load it then, not before they show.
 */
export async function loadCart(config: RuntimeConfig, demo: boolean): Promise<Cart> {
  const { demoConnection, getConnection } = await import('./api-connection');
  return (demo ? demoConnection(config) : getConnection(config)).cart;
}
