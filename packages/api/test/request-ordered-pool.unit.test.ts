import { expect, test } from 'vitest';
import { requestOrderedPool } from '../src/db/request-ordered-pool';
import { RequestAbandonedError, runInRequestScope } from '../src/db/request-scope';

const turn = () => new Promise((resolve) => setImmediate(resolve));

/** A pool of `size` clients that records which client went where. */
function fakePool(size: number) {
  const free = Array.from({ length: size }, (_, index) => ({
    id: index,
    query: async () => ({ rows: [] }),
    release: () => free.push(clients[index] as never),
  }));
  const clients = [...free];
  return {
    options: {},
    end: async () => undefined,
    connect: async () => {
      const client = free.shift();
      if (!client) throw new Error('the ordered pool lent more clients than the pool has');
      return client;
    },
  } as never;
}

/** A request that arrives now, waits for `start`, then holds a connection until `done` resolves. */
function request(
  pool: ReturnType<typeof requestOrderedPool>,
  log: string[],
  name: string,
  start: Promise<unknown>,
  done: Promise<unknown>,
  signal?: AbortSignal,
) {
  return runInRequestScope(signal, async () => {
    await start;
    const client = await pool.connect();
    log.push(name);
    await done;
    client.release();
  });
}

test('connections go to the oldest waiting request, never more than the pool holds', async () => {
  const pool = requestOrderedPool(fakePool(1), 1);
  const log: string[] = [];
  let finishFirst = (): void => undefined;
  let olderMayAsk = (): void => undefined;
  const first = request(
    pool,
    log,
    'first',
    Promise.resolve(),
    new Promise((r) => (finishFirst = () => r(null))),
  );
  const older = request(
    pool,
    log,
    'older',
    new Promise((r) => (olderMayAsk = () => r(null))),
    Promise.resolve(),
  );
  const newer = request(pool, log, 'newer', turn(), Promise.resolve());
  await turn();
  await turn();
  olderMayAsk();
  await turn();
  finishFirst();
  await Promise.all([first, older, newer]);
  expect(log).toEqual(['first', 'older', 'newer']);
});

test('a request abandoned while it waits is refused and takes no connection', async () => {
  const pool = requestOrderedPool(fakePool(1), 1);
  const log: string[] = [];
  let finishFirst = (): void => undefined;
  const first = request(
    pool,
    log,
    'first',
    Promise.resolve(),
    new Promise((r) => (finishFirst = () => r(null))),
  );
  const deadline = new AbortController();
  const abandoned = request(pool, log, 'abandoned', Promise.resolve(), Promise.resolve(), deadline.signal);
  const next = request(pool, log, 'next', Promise.resolve(), Promise.resolve());
  await turn();
  deadline.abort('request deadline passed');
  await expect(abandoned).rejects.toBeInstanceOf(RequestAbandonedError);
  finishFirst();
  await Promise.all([first, next]);
  expect(log).toEqual(['first', 'next']);
});
