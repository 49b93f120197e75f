import type { Kysely } from 'kysely';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/database.types';
import { readJobSummary } from './job-summary';

/** The API's Prometheus metrics, one registry per app (tests build many apps in one process). */
export interface Metrics {
  readonly registry: Registry;
  /** One answered request: its route pattern (`/api/v1/invoices/:invoiceId`, never the raw path), status and time. */
  observeRequest(request: { method: string; route: string; status: number; seconds: number }): void;
  /** One run of a queued job (in the worker that ran it) and how it ended. */
  observeJob(job: string, outcome: 'succeeded' | 'failed', seconds: number): void;
  /** Adds the Node process metrics (memory, CPU, event-loop lag); the server does, tests do not. */
  collectProcessMetrics(): void;
}

// Request latency buckets, in seconds: the budgets of the performance issue sit between 50 ms and 2 s.
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Creates the metrics: request latency by route and status, job runs and failures, and, read from
 * the database on each scrape (so every instance reports the same, web or worker), the job queue's
 * jobs by queue and state (in `jobQueueSchema`), payments by status and the depth of the work
 * queues (documents waiting for DIAN, accepted documents not yet e-mailed, e-mails not yet sent).
 */
export function createMetrics(db: Kysely<Database>, jobQueueSchema: string): Metrics {
  const registry = new Registry();
  const requests = new Histogram({
    name: 'facturo_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const jobs = new Counter({
    name: 'facturo_job_runs_total',
    help: 'Background job runs, by job and outcome (succeeded, failed).',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const jobSeconds = new Histogram({
    name: 'facturo_job_duration_seconds',
    help: 'Time a background job run took.',
    labelNames: ['job'] as const,
    buckets: [0.1, 0.5, 1, 5, 15, 60, 300],
    registers: [registry],
  });
  new Gauge({
    name: 'facturo_payments',
    help: 'Payments by status (pending, in_process, approved, rejected, cancelled, refunded…).',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const rows = await db
        .selectFrom('payments')
        .select(['status', (eb) => eb.fn.countAll<string>().as('count')])
        .groupBy('status')
        .execute();
      this.reset();
      for (const row of rows) this.set({ status: row.status }, Number(row.count));
    },
  });
  new Gauge({
    name: 'facturo_queue_depth',
    help: 'Work waiting: dian_transmission (documents not yet answered by DIAN), document_email (accepted, e-mail not yet queued), email (queued e-mails not yet sent, retries included).',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      const count = async (status: 'pending' | 'accepted', undelivered: boolean) => {
        let query = db
          .selectFrom('dianDocuments')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('status', '=', status);
        if (undelivered) query = query.where('deliveredAt', 'is', null);
        return Number((await query.executeTakeFirst())?.count ?? 0);
      };
      this.set({ queue: 'dian_transmission' }, await count('pending', false));
      this.set({ queue: 'document_email' }, await count('accepted', true));
      const mail = await db
        .selectFrom('queuedEmails')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('status', '=', 'pending')
        .executeTakeFirst();
      this.set({ queue: 'email' }, Number(mail?.count ?? 0));
    },
  });
  new Gauge({
    name: 'facturo_jobs',
    help: 'Jobs on the queue, by queue and state: queued (waiting or waiting for a retry), active, failed (retries spent, last 24 h), completed (last hour).',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      const queues = await readJobSummary(db, jobQueueSchema);
      this.reset();
      for (const queue of queues) {
        for (const state of ['queued', 'active', 'failed', 'completed'] as const) {
          this.set({ queue: queue.name, state }, queue[state]);
        }
      }
    },
  });
  let processMetrics = false;
  return {
    registry,
    observeRequest({ method, route, status, seconds }) {
      requests.observe({ method, route, status: String(status) }, seconds);
    },
    observeJob(job, outcome, seconds) {
      jobs.inc({ job, outcome });
      jobSeconds.observe({ job }, seconds);
    },
    collectProcessMetrics() {
      if (processMetrics) return;
      processMetrics = true;
      collectDefaultMetrics({ register: registry, prefix: 'facturo_' });
    },
  };
}
