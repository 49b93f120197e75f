import type PgBoss from 'pg-boss';
import type { AppDeps } from '../kernel/app-deps';
import type { JobDefinition } from '../kernel/job-definition';
import { ensureQueues } from './job-queue-setup';

/** How often a worker asks the queue for a job, per queue (pg-boss polls; 0.5 s is its minimum). */
const POLLING_SECONDS = 1;

/** A running worker; `stop` resolves once the jobs it was running have finished (or `timeoutMs` passed). */
export interface JobWorker {
  stop(timeoutMs: number): Promise<void>;
}

/** Runs one job of `definition`, recording it in the metrics and the log; a failure is thrown back to pg-boss. */
async function runJob(deps: AppDeps, definition: JobDefinition, job: PgBoss.Job<object>) {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  try {
    const report = await definition.run(deps, job.data as Record<string, unknown>);
    deps.metrics.observeJob(definition.name, 'succeeded', seconds());
    deps.logger.info({ job: definition.name, jobId: job.id, report }, 'job finished');
    return report;
  } catch (error) {
    deps.metrics.observeJob(definition.name, 'failed', seconds());
    deps.logger.error({ err: error, job: definition.name, jobId: job.id }, 'job failed; pg-boss retries it');
    throw error;
  }
}

/**
 * Starts a worker on a started pg-boss: brings each definition's queue to its settings, works its jobs
 * one at a time, sends the periodic jobs (one per period across all workers: the period's slot is a
 * unique key) and feeds the queues from the database. Several workers, in several processes, share
 * the work; the jobs' claims keep each effect single.
 */
export async function startJobWorker(
  deps: AppDeps,
  boss: PgBoss,
  definitions: readonly JobDefinition[],
): Promise<JobWorker> {
  const timers: NodeJS.Timeout[] = [];
  const ticks = new Set<Promise<unknown>>();
  let stopping = false;
  // A tick is one send or one feed round; a failing database is logged and tried again next tick.
  const every = (ms: number, label: string, tick: () => Promise<unknown>) => {
    const run = () => {
      if (stopping) return;
      const current = tick()
        .catch((error: unknown) => deps.logger.error({ err: error, job: label }, 'job queue tick failed'))
        .finally(() => ticks.delete(current));
      ticks.add(current);
    };
    run();
    const timer = setInterval(run, ms);
    timer.unref();
    timers.push(timer);
  };

  await ensureQueues(boss, definitions);
  for (const definition of definitions) {
    await boss.work<object>(
      definition.name,
      { pollingIntervalSeconds: POLLING_SECONDS, batchSize: 1 },
      ([job]) => (job ? runJob(deps, definition, job) : Promise.resolve()),
    );
    const period = definition.everySeconds?.(deps) ?? 0;
    if (period > 0) {
      // Sent several times per period by every worker; the slot key lets only the first one in.
      every(Math.min(period, 60) * 500, definition.name, () =>
        boss.send(definition.name, {}, { singletonKey: definition.name, singletonSeconds: period }),
      );
    }
    const { feed } = definition;
    if (feed) {
      let feeding = false;
      every(feed.everyMs, definition.name, async () => {
        if (feeding) return;
        feeding = true;
        try {
          for (const { key, data } of await feed.find(deps)) {
            await boss.send(definition.name, data, { singletonKey: key });
          }
        } finally {
          feeding = false;
        }
      });
    }
  }

  return {
    async stop(timeoutMs) {
      stopping = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.all(ticks);
      // Graceful: fetches no more jobs and waits for the ones running; pg-boss's own pool closes too.
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
    },
  };
}
