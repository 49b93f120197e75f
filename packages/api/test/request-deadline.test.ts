import { Writable } from 'node:stream';
import { type Handler, Hono } from 'hono';
import { describe, expect, test } from 'vitest';
import { abandonablePool } from '../src/db/request-abort';
import { RequestAbandonedError, runInRequestScope } from '../src/db/request-scope';
import type { AppEnv } from '../src/http/app-env';
import { problemResponse, toProblem } from '../src/http/error-response';
import { requestContext } from '../src/http/middleware/request-context';
import { requestDeadline } from '../src/http/middleware/request-deadline';
import { requestTimedOut } from '../src/http/request-timeout';
import { createLogger } from '../src/logging/logger';
import { createTestDatabase } from './support/test-database';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function appWith(timeoutMs: number, handler: Handler<AppEnv>) {
  const app = new Hono<AppEnv>();
  app.use('*', requestDeadline(timeoutMs));
  app.get('/slow', handler);
  app.post('/slow', handler);
  return app;
}

describe('request deadline', () => {
  test('a read past its deadline answers 503 request_timeout in the error shape, translated', async () => {
    let seen: AbortSignal | undefined;
    const app = appWith(40, async (c) => {
      seen = c.get('signal');
      await sleep(300);
      return c.json({ late: true });
    });
    const started = performance.now();
    const response = await app.request('/slow', { headers: { 'Accept-Language': 'en' } });
    expect(performance.now() - started).toBeLessThan(250);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      code: 'request_timeout',
      message: 'The server took too long to answer. Please try again in a moment.',
      field_errors: {},
    });
    expect(seen?.aborted).toBe(true);
    const spanish = await app.request('/slow');
    expect(((await spanish.json()) as { message: string }).message).toMatch(/tardó demasiado/);
  });

  test('a quick read answers normally and its signal never fires', async () => {
    let seen: AbortSignal | undefined;
    const app = appWith(200, (c) => {
      seen = c.get('signal');
      return c.json({ ok: true });
    });
    const response = await app.request('/slow');
    expect(response.status).toBe(200);
    await sleep(250);
    expect(seen?.aborted).toBe(false);
  });

  test('a write is neither answered as failed nor cut at its deadline: it runs to the end', async () => {
    const app = appWith(30, async (c) => {
      await sleep(100);
      return c.json({ done: c.get('signal').aborted });
    });
    const response = await app.request('/slow', { method: 'POST' });
    expect(response.status).toBe(200);
    // Its signal tells only of a client that left; this one stayed.
    expect(await response.json()).toEqual({ done: false });
  });

  test("the handler sees its client leave through the request's signal", async () => {
    const client = new AbortController();
    let reason: unknown;
    const app = appWith(10_000, async (c) => {
      const signal = c.get('signal');
      await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
      reason = signal.reason;
      return c.json({ gone: true });
    });
    const answer = app.request(new Request('http://localhost/slow', { signal: client.signal }));
    await sleep(20);
    client.abort('client left');
    await Promise.resolve(answer).catch(() => undefined);
    expect(reason).toBe('client left');
  });
});

test('a request whose client left is logged as such, not as a server failure', async () => {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = new Hono<AppEnv>();
  app.use('*', requestContext(createLogger({ level: 'info', destination })));
  app.use('*', requestDeadline(10_000));
  app.get('/slow', async (c) => {
    const signal = c.get('signal');
    await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
    throw requestTimedOut(String(signal.reason));
  });
  app.onError((error, c) => problemResponse(c, toProblem(error).problem));
  const client = new AbortController();
  const answer = app.request(new Request('http://localhost/slow', { signal: client.signal }));
  await sleep(20);
  client.abort('client left');
  expect((await answer).status).toBe(503);
  expect(lines).toEqual([
    expect.objectContaining({
      level: 'info',
      status: 503,
      clientLeft: true,
      msg: 'client left before the answer',
    }),
  ]);
  const failing = new Hono<AppEnv>();
  failing.use('*', requestContext(createLogger({ level: 'info', destination })));
  failing.get('/broken', (c) => problemResponse(c, requestTimedOut()));
  await failing.request('/broken');
  expect(lines.at(-1)).toMatchObject({ level: 'error', status: 503, msg: 'request failed' });
});

test('the database layer’s RequestAbandonedError is answered as 503 request_timeout', () => {
  const { problem, unexpected } = toProblem(new RequestAbandonedError('request deadline passed'));
  expect(unexpected).toBe(false);
  expect(problem).toMatchObject({ status: 503, code: 'request_timeout' });
});

describe("an abandoned request's database work", () => {
  test('reads stop between steps; once the request wrote, it runs to the end', async () => {
    const database = await createTestDatabase();
    try {
      const deadline = new AbortController();
      await runInRequestScope(deadline.signal, async () => {
        await database.db.selectFrom('organizations').select('id').execute();
        deadline.abort('request deadline passed');
        // The database layer throws its own error, which the HTTP layer answers as 503 request_timeout.
        await expect(database.db.selectFrom('organizations').select('id').execute()).rejects.toBeInstanceOf(
          RequestAbandonedError,
        );
      });
      const writer = new AbortController();
      await runInRequestScope(writer.signal, async () => {
        await database.db
          .deleteFrom('organizations')
          .where('id', '=', '00000000-0000-0000-0000-000000000000')
          .execute();
        writer.abort('request deadline passed');
        await expect(database.db.selectFrom('organizations').select('id').execute()).resolves.toEqual(
          expect.any(Array),
        );
      });
    } finally {
      await database.close();
    }
  });

  test('a wait for a pooled connection is given up, and the connection goes back unused', async () => {
    let release = (): void => undefined;
    const released: boolean[] = [];
    const client = { release: () => released.push(true) } as never;
    const pool = {
      options: {},
      end: async () => undefined,
      connect: () => new Promise((resolve) => (release = () => resolve(client))),
    } as never;
    const abandonable = abandonablePool(pool);
    const deadline = new AbortController();
    await runInRequestScope(deadline.signal, async () => {
      const waiting = abandonable.connect();
      deadline.abort('request deadline passed');
      await expect(waiting).rejects.toBeInstanceOf(RequestAbandonedError);
    });
    release();
    await sleep(0);
    expect(released).toEqual([true]);
  });
});
