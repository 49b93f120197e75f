// The PostgreSQL pool Kysely gets is the `pg` pool under a stack of wrappers (requests served in
// arrival order, abandoned waits given up, repeated SELECTs prepared), each replacing how a connection
// is lent and keeping the rest of the pool as it is.
import type { PostgresPool, PostgresPoolClient } from 'kysely';

/**
 * `pool` lending its connections through `connect`: the `Client` constructor, options and `end` Kysely
 * reads stay the wrapped pool's.
 */
export function withConnect(pool: PostgresPool, connect: () => Promise<PostgresPoolClient>): PostgresPool {
  return {
    ...(pool.Client ? { Client: pool.Client } : {}),
    get options() {
      return pool.options;
    },
    end: () => pool.end(),
    connect,
  };
}

/**
 * `wrap` made once per client and remembered: Kysely recognises a connection it has seen by identity,
 * so a client lent again must come back as the same wrapper.
 */
export function oneWrapperPerClient(
  wrap: (client: PostgresPoolClient) => PostgresPoolClient,
): (client: PostgresPoolClient) => PostgresPoolClient {
  const wrappers = new WeakMap<PostgresPoolClient, PostgresPoolClient>();
  return (client) => {
    let wrapper = wrappers.get(client);
    if (!wrapper) {
      wrapper = wrap(client);
      wrappers.set(client, wrapper);
    }
    return wrapper;
  };
}
