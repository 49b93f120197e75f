import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BACKGROUND_SLICE_MS, EngineTurns } from '../src/db/engine-turns';
import { RequestAbandonedError, runInRequestScope } from '../src/db/request-scope';
import { createTestDatabase, type TestDatabase } from './support/test-database';

const turn = () => new Promise((resolve) => setImmediate(resolve));

/** A request that arrives now and runs `work` once `start` resolves. */
function request<T>(start: Promise<unknown>, work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  return runInRequestScope(signal, async () => {
    await start;
    return work();
  });
}

describe('the embedded database’s turns', () => {
  test('the connection goes to the oldest waiting request, not to the first that asked', async () => {
    const turns = new EngineTurns();
    const order: string[] = [];
    await turns.take();
    let olderMayAsk = (): void => undefined;
    const older = request(new Promise((resolve) => (olderMayAsk = () => resolve(null))), async () => {
      await turns.take();
      order.push('older');
      turns.give();
    });
    const newer = request(Promise.resolve(), async () => {
      await turns.take();
      order.push('newer');
      turns.give();
    });
    await turn();
    olderMayAsk();
    await turn();
    turns.give();
    await Promise.all([older, newer]);
    expect(order).toEqual(['older', 'newer']);
  });

  test('a request keeps the connection for the queries that follow in its chain, then hands it on', async () => {
    const turns = new EngineTurns();
    const order: string[] = [];
    const query = async (name: string) => {
      await turns.take();
      order.push(name);
      turns.give();
    };
    const first = request(Promise.resolve(), async () => {
      await query('first 1');
      // Two at once (`Promise.all`), then one more: none lets the other request in between.
      await Promise.all([query('first 2'), query('first 3')]);
      await query('first 4');
      // Waiting on the event loop (a token check, a timer) gives the turn away.
      await turn();
      await query('first 5');
    });
    const second = request(Promise.resolve(), async () => {
      await query('second 1');
      await query('second 2');
    });
    await Promise.all([first, second]);
    expect(order).toEqual(['first 1', 'first 2', 'first 3', 'first 4', 'second 1', 'second 2', 'first 5']);
  });

  test('work outside a request lets a request in once its slice is spent, not only when it ends', async () => {
    const turns = new EngineTurns();
    const order: string[] = [];
    // Each of the job's queries holds the engine (and the main thread) for 40 % of a slice.
    const spin = (ms: number) => {
      const end = performance.now() + ms;
      while (performance.now() < end);
    };
    const job = (async () => {
      for (let n = 1; n <= 12; n++) {
        await turns.take();
        spin(BACKGROUND_SLICE_MS * 0.4);
        order.push(`job ${n}`);
        turns.give();
      }
    })();
    // A probe whose socket the event loop reads while the job runs (a macrotask, as I/O is).
    const probe = request(turn(), async () => {
      await turns.take();
      order.push('probe');
      turns.give();
    });
    await Promise.all([job, probe]);
    // Without the slice the job's chain of queries never lets the event loop in: the probe came last.
    expect(order.indexOf('probe')).toBeGreaterThan(0);
    expect(order.indexOf('probe')).toBeLessThanOrEqual(4);
    expect(order.filter((name) => name !== 'probe')).toEqual(
      Array.from({ length: 12 }, (_, index) => `job ${index + 1}`),
    );
  });

  test('background chains running at once (a job worker’s handlers and feeds) let the event loop in too', async () => {
    const turns = new EngineTurns();
    const spin = (ms: number) => {
      const end = performance.now() + ms;
      while (performance.now() < end);
    };
    // Each chain's next query is asked for while the other's runs: they hand the connection to each other.
    const chain = async () => {
      for (let n = 0; n < 20; n++) {
        await turns.take();
        spin(BACKGROUND_SLICE_MS * 0.2);
        turns.give();
      }
    };
    let loopTurns = 0;
    let running = true;
    const count = () => {
      loopTurns += 1;
      if (running) setImmediate(count);
    };
    setImmediate(count);
    const probeAt: number[] = [];
    let queries = 0;
    const counted = async () => {
      for (let n = 0; n < 20; n++) {
        await turns.take();
        spin(BACKGROUND_SLICE_MS * 0.2);
        queries += 1;
        turns.give();
      }
    };
    const probe = request(turn(), async () => {
      await turns.take();
      probeAt.push(queries);
      turns.give();
    });
    await Promise.all([counted(), chain(), probe]);
    running = false;
    // 80 ms of work in 10 ms slices: the loop turned between them, and the probe did not wait for the end.
    expect(loopTurns).toBeGreaterThanOrEqual(4);
    expect(probeAt[0]).toBeLessThan(20);
  });

  test('a request abandoned while it waits is refused and never queried; the next one gets the connection', async () => {
    const turns = new EngineTurns();
    await turns.take();
    const deadline = new AbortController();
    const ran: string[] = [];
    const abandoned = request(
      Promise.resolve(),
      async () => {
        await turns.take();
        ran.push('abandoned');
      },
      deadline.signal,
    );
    const waiting = request(Promise.resolve(), async () => {
      await turns.take();
      ran.push('waiting');
      turns.give();
    });
    await turn();
    deadline.abort('request deadline passed');
    await expect(abandoned).rejects.toBeInstanceOf(RequestAbandonedError);
    turns.give();
    await waiting;
    expect(ran).toEqual(['waiting']);
    // Already abandoned when it asks: refused at once.
    await expect(request(Promise.resolve(), () => turns.take(), deadline.signal)).rejects.toBeInstanceOf(
      RequestAbandonedError,
    );
  });
});

describe('PGlite through the turns', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  test("concurrent requests' queries run a request at a time, in the order the requests came", async () => {
    const finished: string[] = [];
    const select = (label: string) =>
      database.db
        .selectFrom('organizations')
        .select('id')
        .execute()
        .then(() => finished.push(label));
    const requests = ['a', 'b', 'c'].map((name) =>
      request(Promise.resolve(), async () => {
        await select(`${name}1`);
        await Promise.all([select(`${name}2`), select(`${name}3`)]);
        await select(`${name}4`);
      }),
    );
    await Promise.all(requests);
    expect(finished).toEqual(['a1', 'a2', 'a3', 'a4', 'b1', 'b2', 'b3', 'b4', 'c1', 'c2', 'c3', 'c4']);
  });
});
