import type { AppDeps } from './app-deps';

/** A job's input, as stored in the queue (JSON). */
export type JobData = Readonly<Record<string, unknown>>;

/** Work found in the database that each worker turns into jobs, one queued per key. */
export interface JobFeed {
  /** How often each worker looks (milliseconds). */
  everyMs: number;
  /** The jobs due now, each with a key: a key with a job already queued is not queued again. */
  find(deps: AppDeps): Promise<{ key: string; data: JobData }[]>;
}

/**
 * One kind of background work on the PostgreSQL job queue (pg-boss, `src/jobs/`). A job is run by
 * whichever worker fetches it first; one that throws is retried with exponential backoff, and one a
 * dead worker held is retried once it expires. `run` must therefore be idempotent: the database's
 * claims and unique keys, not the queue, guarantee each effect happens once.
 */
export interface JobDefinition {
  /** The queue's name (kebab-case), shown in the operators' view and the metrics. */
  name: string;
  /**
   * pg-boss queue policy: `singleton` runs one job of the queue at a time, `short` keeps one
   * queued job per key, `standard` neither.
   */
  policy: 'standard' | 'short' | 'singleton';
  /** Retries after a failure; the n-th waits about `retryDelaySeconds × 2^n`. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** A job running longer is taken as lost (its worker died) and retried. */
  expireInSeconds: number;
  /** Periodic work: one job per period of this many seconds across all workers (0 turns it off). */
  everySeconds?(deps: AppDeps): number;
  /** Work found in the database (see {@link JobFeed}). */
  feed?: JobFeed;
  /** Does the work; what it returns is logged. */
  run(deps: AppDeps, data: JobData): Promise<unknown>;
}
