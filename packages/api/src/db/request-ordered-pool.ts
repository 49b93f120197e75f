// The PostgreSQL pool's connections go to the oldest request first. `pg` queues each query's wait
// for a connection on its own, so at 50 connections a request of four steps (session, memberships,
// page and count, credit notes) queued four times behind every other request's steps, and its time
// depended on how the queue happened to fill; ordered by the requests' arrival, a request that
// started is finished before newer ones take its connections, and the slowest answers come close to
// the median.
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import { oneWrapperPerClient, withConnect } from './pool-wrapper';
import { currentRequestScope, currentRequestSignal, RequestAbandonedError } from './request-scope';

interface Waiter {
  arrivedAt: number;
  grant(): void;
}

/**
 * `pool` lending at most `size` connections (its own `max`), each to the waiting request that
 * arrived first; work outside a request queues by the time it asks. A request abandoned while it
 * waits gets {@link RequestAbandonedError} and takes no connection.
 */
export function requestOrderedPool(pool: PostgresPool, size: number): PostgresPool {
  let lent = 0;
  const waiting: Waiter[] = [];
  const handOn = () => {
    const next = waiting.shift();
    if (next) next.grant();
    else lent--;
  };
  const permit = (): Promise<void> => {
    if (lent < size) {
      lent++;
      return Promise.resolve();
    }
    const signal = currentRequestSignal();
    if (signal?.aborted) return Promise.reject(new RequestAbandonedError(String(signal.reason)));
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        waiting.splice(waiting.indexOf(waiter), 1);
        reject(new RequestAbandonedError(String(signal?.reason)));
      };
      const waiter: Waiter = {
        arrivedAt: currentRequestScope()?.arrivedAt ?? performance.now(),
        grant: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      // In arrival order; a newcomer almost always goes last, so the scan starts there.
      let index = waiting.length;
      while (index > 0 && (waiting[index - 1] as Waiter).arrivedAt > waiter.arrivedAt) index--;
      waiting.splice(index, 0, waiter);
    });
  };
  const lend = oneWrapperPerClient((client) => ({
    query: client.query.bind(client) as PostgresPoolClient['query'],
    release: (destroy?: boolean) => {
      client.release(destroy);
      handOn();
    },
  }));
  return withConnect(pool, async () => {
    await permit();
    let client: PostgresPoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      handOn();
      throw error;
    }
    return lend(client);
  });
}
