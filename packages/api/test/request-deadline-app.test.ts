import { sql } from 'kysely';
import { expect, test } from 'vitest';
import { call } from './support/api-client';
import { setupTestApp } from './support/test-app';

// The deadline as the app mounts it (`create-app.ts`, `REQUEST_TIMEOUT_MS`), not a hand-built one:
// a read stuck behind a lock answers 503 request_timeout in time, on PGlite and on PostgreSQL.
const t = setupTestApp();

test('a read that cannot finish by the deadline answers 503 request_timeout, translated', async () => {
  const { app } = t.variant({ config: { requestTimeoutMs: 200 } });
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked = (): void => undefined;
  const lockTaken = new Promise<void>((resolve) => {
    locked = resolve;
  });
  // Another transaction holds the catalogue: the plans query waits behind it.
  const holder = t.deps.db.transaction().execute(async (trx) => {
    await sql`lock table plans in access exclusive mode`.execute(trx);
    locked();
    await held;
  });
  await lockTaken;
  try {
    const answer = await call(app, 'GET', '/plans', { headers: { 'Accept-Language': 'es' } });
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ code: 'request_timeout' });
    expect(String((answer.body as { message?: unknown }).message)).not.toMatch(/deadline/);
  } finally {
    release();
    await holder;
  }
  // Once the lock is gone the same read answers as usual.
  expect((await call(app, 'GET', '/plans')).status).toBe(200);
});
