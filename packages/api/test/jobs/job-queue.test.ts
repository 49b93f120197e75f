import { sql } from 'kysely';
import type PgBoss from 'pg-boss';
import { afterAll, describe, expect, test } from 'vitest';
import { createJobQueue } from '../../src/jobs/job-queue';
import { type JobWorker, startJobWorker } from '../../src/jobs/job-worker';
import type { JobData, JobDefinition } from '../../src/kernel/job-definition';
import { call } from '../support/api-client';
import { waitFor } from '../support/api-process';
import { setupTestApp } from '../support/test-app';

// The job queue (pg-boss) on this project's engine: PGlite through the adapter, or PostgreSQL.
const t = setupTestApp();
const started: { boss: PgBoss; worker?: JobWorker }[] = [];

async function startBoss() {
  const boss = createJobQueue(t.database);
  await boss.start();
  started.push({ boss });
  return boss;
}

async function startWorker(definition: JobDefinition) {
  const boss = await startBoss();
  const worker = await startJobWorker(t.deps, boss, [definition]);
  (started.at(-1) as { worker?: JobWorker }).worker = worker;
  return worker;
}

afterAll(async () => {
  for (const { boss, worker } of started.reverse()) {
    if (worker) await worker.stop(5_000);
    else await boss.stop({ graceful: false, wait: true });
  }
});

const jobs = (name: string) =>
  sql<{ state: string; retryCount: number; singletonOn: Date | null }>`
    select state, retry_count, singleton_on from ${sql.id(t.deps.jobQueueSchema, 'job')} where name = ${name}`
    .execute(t.deps.db)
    .then((result) => result.rows);

const definition = (
  name: string,
  run: JobDefinition['run'],
  extra: Partial<JobDefinition> = {},
): JobDefinition => ({
  name,
  policy: 'standard',
  retryLimit: 2,
  retryDelaySeconds: 1,
  expireInSeconds: 2,
  run,
  ...extra,
});

describe('the job queue', () => {
  test('a job a dead worker held runs again; a failing one is retried with backoff', async () => {
    // A worker takes a job and dies: its job stays active until it expires, then is retried.
    const dead = await startBoss();
    await dead.createQueue('echo', { name: 'echo', retryLimit: 2, retryDelay: 1, expireInSeconds: 2 });
    await dead.send('echo', { n: 1 });
    expect(await dead.fetch('echo')).toHaveLength(1);
    await dead.send('echo', { n: 2, failOnce: true });

    const runs: JobData[] = [];
    await startWorker(
      definition('echo', async (_deps, data) => {
        runs.push(data);
        if (data.failOnce && runs.filter((run) => run.n === 2).length === 1) throw new Error('fails once');
        return data;
      }),
    );
    await waitFor(
      async () => {
        await dead.expire();
        return (await jobs('echo')).every((job) => job.state === 'completed');
      },
      'both jobs completed',
      20_000,
    );
    expect(runs.map((run) => run.n).sort()).toEqual([1, 2, 2]);
    expect((await jobs('echo')).map((job) => job.retryCount).sort()).toEqual([1, 1]);
  });

  test('a periodic job runs once per period however many workers send it', async () => {
    let runs = 0;
    const periodic = definition(
      'tick',
      async () => {
        runs += 1;
      },
      { policy: 'singleton', everySeconds: () => 86_400 },
    );
    await startWorker(periodic);
    await startWorker(periodic);
    await waitFor(async () => (await jobs('tick')).some((job) => job.state === 'completed'), 'the tick ran');
    expect(runs).toBe(1);
    expect(await jobs('tick')).toHaveLength(1);
  });

  test('a worker brings its queues to their definitions: a release that changes a retry limit takes effect', async () => {
    const first = await startWorker(definition('reports', async () => undefined, { retryLimit: 2 }));
    await first.stop(5_000);
    await startWorker(definition('reports', async () => undefined, { retryLimit: 5, expireInSeconds: 30 }));
    const { boss } = started.at(-1) as { boss: PgBoss };
    const changed = await boss.getQueue('reports');
    expect(changed).toMatchObject({ retryLimit: 5, expireInSeconds: 30, retryDelay: 1, retryBackoff: true });
    // Started again with the same definition, the queue as stored matches it: nothing is written.
    await startWorker(definition('reports', async () => undefined, { retryLimit: 5, expireInSeconds: 30 }));
    expect((await boss.getQueue('reports'))?.updatedOn).toEqual(changed?.updatedOn);
  });

  test('stopping a worker lets the job under way finish', async () => {
    let finished = false;
    const worker = await startWorker(
      definition('slow', async () => {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        finished = true;
      }),
    );
    const { boss } = started.at(-1) as { boss: PgBoss };
    await boss.send('slow', {});
    await waitFor(async () => (await jobs('slow')).some((job) => job.state === 'active'), 'the job started');
    await worker.stop(10_000);
    expect(finished).toBe(true);
    expect((await jobs('slow')).map((job) => job.state)).toEqual(['completed']);
  });

  test('operators see each queue’s counts', async () => {
    const answer = await call(t.app, 'GET', '/platform/jobs');
    expect(answer.status, answer.text).toBe(200);
    const echo = answer.body.queues.find((queue: { name: string }) => queue.name === 'echo');
    expect(echo).toMatchObject({ queued: 0, active: 0, failed: 0, completed: 2, oldest_queued_at: null });
    expect(Date.parse(echo.last_completed_at)).not.toBeNaN();
    const metrics = await call(t.app, 'GET', '/metrics');
    expect(metrics.text).toContain('facturo_jobs{queue="echo",state="completed"} 2');
  });

  test('the jobs view is guarded like the metrics: METRICS_TOKEN, and absent in production without one', async () => {
    const guarded = t.variant({ config: { metricsToken: 'scrape-me-please' } });
    const refused = await call(guarded.app, 'GET', '/platform/jobs', { token: 'nope' });
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('metrics_token_invalid');
    expect((await call(guarded.app, 'GET', '/platform/jobs', { token: 'scrape-me-please' })).status).toBe(
      200,
    );
    const production = t.variant({ config: { environment: 'production' } });
    expect((await call(production.app, 'GET', '/platform/jobs')).status).toBe(404);
  });
});
