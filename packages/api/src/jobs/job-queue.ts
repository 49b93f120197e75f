import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/open-database';
import { pgliteQueueExecutor } from './job-queue-pglite-adapter';

/** The schema pg-boss keeps its tables in (`pgboss.job`, `pgboss.queue`…) on a deployment's database. */
export const JOB_QUEUE_SCHEMA = 'pgboss';

/**
 * The queue's schema for a database handle: `pgboss`, or `<schema>_jobs` when the handle works in a
 * schema of its own (each test file), so separate API schemas never share jobs.
 */
export function jobQueueSchema(database: Pick<DatabaseHandle, 'queueConnection'>): string {
  const schema = database.queueConnection?.schema;
  return schema ? `${schema}_jobs` : JOB_QUEUE_SCHEMA;
}

/**
 * A pg-boss instance (not yet started) on the API's database: on PostgreSQL through a pool of its
 * own (4 connections), on the embedded PGlite through the API's single connection. pg-boss creates
 * and migrates its schema on start, under an advisory lock, so several workers may start at once.
 * Its maintenance (every 30 s) retries jobs whose worker died once they expire, archives finished
 * jobs after 2 days and deletes them after 7 days.
 */
export function createJobQueue(database: DatabaseHandle, options: { schema?: string } = {}): PgBoss {
  const connection = database.queueConnection;
  if (!connection) throw new Error('This database handle cannot carry the job queue (no queueConnection).');
  const common = {
    schema: options.schema ?? jobQueueSchema(database),
    application_name: 'facturo-jobs',
    // Cron schedules are not used: periodic jobs are sent per period by the workers (`job-worker.ts`).
    schedule: false,
    maintenanceIntervalSeconds: 30,
    // A periodic job's slot stays unique only while its job is in the job table (not archived), and
    // pg-boss refuses a slot longer than this: it must exceed the longest period (a day).
    archiveCompletedAfterSeconds: 2 * 86_400,
    deleteAfterDays: 7,
  };
  if ('pglite' in connection) {
    return new PgBoss({ ...common, db: pgliteQueueExecutor(connection.pglite) as PgBoss.Db });
  }
  return new PgBoss({ ...common, connectionString: connection.url, max: 4 });
}
