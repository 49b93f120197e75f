import { defineEndpoint } from './endpoint';
import { schemaModule } from './schema-ref';

const platform = schemaModule('platform.schema', () => import('../schemas/platform.schema'));

/** `GET /health`: answers when the API and its database are up (503 `try_again_later` otherwise). */
export const getHealth = defineEndpoint({
  operationId: 'getHealth',
  method: 'GET',
  path: '/health',
  auth: 'public',
  status: 200,
  response: platform('healthSchema'),
});

/** `GET /health/live`: the process answers (no dependency checked); for a liveness probe. */
export const getLiveness = defineEndpoint({
  operationId: 'getLiveness',
  method: 'GET',
  path: '/health/live',
  auth: 'public',
  status: 200,
  response: platform('livenessSchema'),
});

/**
 * `GET /health/ready`: this instance takes traffic: its database answers and it is not shutting
 * down (503 `try_again_later` otherwise); for a readiness probe or a load balancer.
 */
export const getReadiness = defineEndpoint({
  operationId: 'getReadiness',
  method: 'GET',
  path: '/health/ready',
  auth: 'public',
  status: 200,
  response: platform('healthSchema'),
});

/**
 * `GET /metrics`: Prometheus metrics in the text exposition format (request latency by route, job
 * runs and failures, queue depths, payments by status). With `METRICS_TOKEN` set it needs
 * `Authorization: Bearer <token>`; without it, only outside production.
 */
export const getMetrics = defineEndpoint({
  operationId: 'getMetrics',
  method: 'GET',
  path: '/metrics',
  auth: 'public',
  status: 200,
  produces: 'text/plain',
});

// Answered in ALTCHA's own format (camelCase keys on the wire too), for the ALTCHA widget.
/** `GET /captcha/challenge`: an ALTCHA proof-of-work challenge (404 unless the provider is `altcha`). */
export const getCaptchaChallenge = defineEndpoint({
  operationId: 'getCaptchaChallenge',
  method: 'GET',
  path: '/captcha/challenge',
  auth: 'public',
  status: 200,
  response: platform('captchaChallengeSchema'),
});

// JSON as declared here; a browser that prefers `text/html` gets the same list as a page.
/** `GET /dev/mailbox`: the e-mails the API kept instead of sending, newest first (not in production). */
export const listMailboxEmails = defineEndpoint({
  operationId: 'listMailboxEmails',
  method: 'GET',
  path: '/dev/mailbox',
  auth: 'public',
  query: platform('mailboxQuerySchema'),
  status: 200,
  response: platform('mailboxSchema'),
});

/**
 * `GET /platform/jobs`: for operators, each job queue's queued, active, failed (24 h) and completed
 * (1 h) jobs. Guarded like `/metrics`: `Authorization: Bearer <METRICS_TOKEN>`, or, without a token,
 * only outside production.
 */
export const listJobQueues = defineEndpoint({
  operationId: 'listJobQueues',
  method: 'GET',
  path: '/platform/jobs',
  auth: 'public',
  status: 200,
  response: platform('jobQueuesSchema'),
});
