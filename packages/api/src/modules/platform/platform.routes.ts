import * as contracts from '@facturo/sdk/endpoints';
import { sql } from 'kysely';
import { ApiProblem, notFound } from '../../http/api-problem';
import { implementEndpoint } from '../../kernel/implement-endpoint';
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

/** `GET /metrics`: Prometheus text, behind `METRICS_TOKEN` (or only outside production without one). */
export const metricsRoute = implementEndpoint(contracts.getMetrics, {
  tag: 'System',
  summary: 'Prometheus metrics',
  description:
    'The text exposition format: `facturo_http_request_duration_seconds` (by method, route pattern and status), `facturo_job_runs_total` and `facturo_job_duration_seconds` (by job and outcome), `facturo_queue_depth` (`dian_transmission`, `document_email`), `facturo_payments` (by status), and the Node process metrics. With `METRICS_TOKEN` set, send `Authorization: Bearer <token>` (otherwise 401 `metrics_token_invalid`); without it, production answers 404.',
  responses: { 200: { description: 'The metrics.' } },
  errors: { 401: ['metrics_token_invalid'], 404: ['not_found'] },
  handler: async ({ deps, c }) => {
    const token = deps.config.metricsToken;
    if (token) {
      if (!safeEqual(c.req.header('Authorization') ?? '', `Bearer ${token}`)) {
        throw new ApiProblem(401, 'metrics_token_invalid');
      }
    } else if (deps.config.environment === 'production') {
      throw notFound('metrics are off in production until METRICS_TOKEN is set');
    }
    const { registry } = deps.metrics;
    return c.body(await registry.metrics(), 200, { 'Content-Type': registry.contentType });
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

/** Platform routes: health (liveness, readiness), metrics, captcha, and the development mailbox. */
export const platformRoutes = [
  healthRoute,
  livenessRoute,
  readinessRoute,
  metricsRoute,
  captchaChallengeRoute,
  mailboxRoute,
];
