import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  PostgresPool,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { withConnect } from './pool-wrapper';
import {
  currentRequestSignal,
  markRequestWrote,
  RequestAbandonedError,
  throwIfRequestAbandoned,
} from './request-scope';

/**
 * Stops an abandoned request's database work between queries: before each query, a request past its
 * deadline (or whose client left) throws `RequestAbandonedError` (answered 503 `request_timeout`)
 * instead of querying. Only reads are
 * cut: the first other query (insert, update, delete, raw SQL) marks the request, which then runs to the end so it never
 * leaves half-done changes. Outside a request (jobs, seeds) it does nothing.
 */
export class RequestAbortPlugin implements KyselyPlugin {
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (currentRequestSignal()) {
      if (node.kind === 'SelectQueryNode') throwIfRequestAbandoned();
      else markRequestWrote();
    }
    return node;
  }

  transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(result);
  }
}

/**
 * A `pg` pool whose waits for a connection give up when the request waiting is abandoned: under
 * overload the queue of waiting requests would otherwise hold work whose clients left long ago.
 * The connection that later frees up goes straight back to the pool.
 */
export function abandonablePool(pool: PostgresPool): PostgresPool {
  return withConnect(pool, () => {
    const signal = currentRequestSignal();
    if (!signal) return pool.connect();
    throwIfRequestAbandoned(signal);
    const connecting = pool.connect();
    return new Promise((resolve, reject) => {
      const giveUp = () => {
        // The connection still arrives later: it goes back to the pool unused.
        connecting.then((client) => client.release()).catch(() => undefined);
        reject(new RequestAbandonedError(String(signal.reason)));
      };
      signal.addEventListener('abort', giveUp, { once: true });
      connecting.then(
        (client) => {
          signal.removeEventListener('abort', giveUp);
          resolve(client);
        },
        (error: unknown) => {
          signal.removeEventListener('abort', giveUp);
          reject(error);
        },
      );
    });
  });
}
