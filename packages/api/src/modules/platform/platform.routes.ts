import * as contracts from '@facturo/sdk/endpoints';
import { sql } from 'kysely';
import { ApiProblem, notFound } from '../../http/api-problem';
import type { AppDeps } from '../../kernel/app-deps';
import { implementEndpoint } from '../../kernel/implement-endpoint';
import { readJobSummary } from '../../observability/job-summary';
import { safeEqual } from '../../security/secret-token';
import { mailboxRoute } from './mailbox.routes';

/** `GET /health`: up, and the database answers. */
export const healthRoute = implementEndpoint(contracts.getHealth, {
  tag: 'System',
  summary: 'Service health',
  description: 'Answers 200 when the database answers a query; 503 otherwise.',
  responses: { 200: { description: 'Up.' } },
  errors: { 503: ['try_again_later'] },
  handler: async ({ deps }) => {
    try {
      await sql`select 1`.execute(deps.db);
    } catch (error) {
      throw new ApiProblem(503, 'try_again_later', { detail: `database unreachable: ${String(error)}` });
    }
    return { status: 200, body: { status: 'ok', database: deps.databaseKind } };
  },
});

/** `GET /health/live`: the process answers; nothing else is checked (a stuck database must not restart it). */
export const livenessRoute = implementEndpoint(contracts.getLiveness, {
  tag: 'System',
  summary: 'Liveness',
  description: 'Answers 200 while the process runs, without touching the database: for a liveness probe.',
  responses: { 200: { description: 'Alive.' } },
  handler: async () => ({ status: 200, body: { status: 'ok' } }),
});

/** `GET /health/ready`: takes traffic: the database answers and the process is not shutting down. */
export const readinessRoute = implementEndpoint(contracts.getReadiness, {
  tag: 'System',
  summary: 'Readiness',
  description:
    'Answers 200 when the database answers and this instance is not shutting down; 503 `try_again_later` otherwise (after SIGTERM, so a load balancer stops sending it requests while the last ones finish).',
  responses: { 200: { description: 'Ready.' } },
  errors: { 503: ['try_again_later'] },
  handler: async ({ deps }) => {
    if (deps.lifecycle.draining) {
      throw new ApiProblem(503, 'try_again_later', { detail: 'shutting down' });
    }
    try {
      await sql`select 1`.execute(deps.db);
    } catch (error) {
      throw new ApiProblem(503, 'try_again_later', { detail: `database unreachable: ${String(error)}` });
    }
    return { status: 200, body: { status: 'ok', database: deps.databaseKind } };
  },
});

/**
 * The operators' guard of `/metrics` and `/platform/jobs`: `Authorization: Bearer <METRICS_TOKEN>`
 * when the token is set (401 otherwise); without one, open outside production and absent (404) in it.
 */
function requireOperator(deps: AppDeps, authorization: string | undefined): void {
  const token = deps.config.metricsToken;
  if (token) {
    if (!safeEqual(authorization ?? '', `Bearer ${token}`))
      throw new ApiProblem(401, 'metrics_token_invalid');
  } else if (deps.config.environment === 'production') {
    throw notFound('operator endpoints are off in production until METRICS_TOKEN is set');
  }
}

/** `GET /metrics`: Prometheus text, behind `METRICS_TOKEN` (or only outside production without one). */
export const metricsRoute = implementEndpoint(contracts.getMetrics, {
  tag: 'System',
  summary: 'Prometheus metrics',
  description:
    'The text exposition format: `facturo_http_request_duration_seconds` (by method, route pattern and status), `facturo_job_runs_total` and `facturo_job_duration_seconds` (by job and outcome), `facturo_jobs` (job queue jobs by queue and state: queued, active, failed, completed), `facturo_queue_depth` (`dian_transmission`, `document_email`), `facturo_payments` (by status), and the Node process metrics. With `METRICS_TOKEN` set, send `Authorization: Bearer <token>` (otherwise 401 `metrics_token_invalid`); without it, production answers 404.',
  responses: { 200: { description: 'The metrics.' } },
  errors: { 401: ['metrics_token_invalid'], 404: ['not_found'] },
  handler: async ({ deps, c }) => {
    requireOperator(deps, c.req.header('Authorization'));
    const { registry } = deps.metrics;
    return c.body(await registry.metrics(), 200, { 'Content-Type': registry.contentType });
  },
});

/** `GET /platform/jobs`: each job queue's counts, for operators (behind `METRICS_TOKEN` like the metrics). */
export const jobQueuesRoute = implementEndpoint(contracts.listJobQueues, {
  tag: 'System',
  summary: 'Job queues',
  description:
    "For operators: per job queue (`billing-run`, `payment-follow-up`, `webhook-delivery`), jobs `queued` (new or waiting for a retry), `active` (held by a worker), `failed` (retries spent, last 24 hours) and `completed` (last hour), with the oldest waiting job and the last finished one. Read from the queue's tables, so any instance answers, web or worker. Guarded like `/metrics`: with `METRICS_TOKEN` set, send `Authorization: Bearer <token>` (otherwise 401 `metrics_token_invalid`); without it, production answers 404.",
  responses: { 200: { description: 'Every queue a worker has created, by name.' } },
  errors: { 401: ['metrics_token_invalid'], 404: ['not_found'] },
  handler: async ({ deps, c }) => {
    requireOperator(deps, c.req.header('Authorization'));
    const queues = await readJobSummary(deps.db, deps.jobQueueSchema);
    return {
      status: 200,
      body: {
        queues: queues.map((queue) => ({
          ...queue,
          oldestQueuedAt: queue.oldestQueuedAt ? new Date(queue.oldestQueuedAt).toISOString() : null,
          lastCompletedAt: queue.lastCompletedAt ? new Date(queue.lastCompletedAt).toISOString() : null,
        })),
      },
    };
  },
});

/** `GET /captcha/challenge`: an ALTCHA proof-of-work challenge (only with the `altcha` provider). */
export const captchaChallengeRoute = implementEndpoint(contracts.getCaptchaChallenge, {
  tag: 'System',
  summary: 'ALTCHA challenge',
  description:
    "With `CAPTCHA_PROVIDER=altcha`: a signed challenge for the ALTCHA widget (`challengeurl`), in ALTCHA's own format (camelCase keys, as the widget expects); the solved payload goes in `captcha_token`. 404 with any other provider.",
  responses: { 200: { description: 'A challenge, valid 10 minutes.' } },
  errors: { 404: ['not_found'] },
  handler: async ({ deps, c }) => {
    if (!deps.captcha.createChallenge) throw notFound();
    // Sent as ALTCHA defines it: the widget reads `keyPrefix`, `expiresAt`… not snake_case.
    return c.json((await deps.captcha.createChallenge()) as object, 200);
  },
});

/** Platform routes: health (liveness, readiness), metrics, the job queues, captcha, and the development mailbox. */
export const platformRoutes = [
  healthRoute,
  livenessRoute,
  readinessRoute,
  metricsRoute,
  jobQueuesRoute,
  captchaChallengeRoute,
  mailboxRoute,
];
