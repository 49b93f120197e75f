import { describe, expect, test } from 'vitest';
import { call } from './support/api-client';
import { expectProblem } from './support/factories';
import { setupTestApp } from './support/test-app';

const t = setupTestApp();

const metricsText = async (app = t.app, headers: Record<string, string> = {}) => {
  const response = await app.request('/api/v1/metrics', { headers });
  return { status: response.status, type: response.headers.get('Content-Type'), text: await response.text() };
};

describe('liveness and readiness', () => {
  test('live answers without the database; ready answers 503 once the process is shutting down', async () => {
    expect((await call(t.app, 'GET', '/health/live')).body).toEqual({ status: 'ok' });
    const ready = await call(t.app, 'GET', '/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ok', database: t.deps.databaseKind });
    t.deps.lifecycle.draining = true;
    try {
      expectProblem(await call(t.app, 'GET', '/health/ready'), 503, 'try_again_later');
      expect((await call(t.app, 'GET', '/health/live')).status).toBe(200);
    } finally {
      t.deps.lifecycle.draining = false;
    }
  });
});

describe('GET /metrics', () => {
  test('Prometheus text: latency by route pattern (never the raw path), payments by status, queue depths', async () => {
    await call(t.app, 'GET', '/plans?service=electronic_invoicing');
    await call(t.app, 'GET', '/invoices/7c9e6679-7425-40de-944b-e07fc1f90ae7');
    await call(t.app, 'GET', '/no-such-route');
    const { status, type, text } = await metricsText();
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain/);
    expect(text).toMatch(
      /facturo_http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/plans",status="200"\} [1-9]/,
    );
    expect(text).toContain('route="/api/v1/invoices/:invoiceId",status="401"');
    expect(text).toContain('route="unmatched",status="404"');
    expect(text).not.toContain('7c9e6679');
    expect(text).toMatch(/facturo_queue_depth\{queue="dian_transmission"\} \d+/);
    expect(text).toMatch(/facturo_queue_depth\{queue="document_email"\} \d+/);
    expect(text).toContain('# TYPE facturo_payments gauge');
    expect(text).toContain('# TYPE facturo_job_runs_total counter');
  });

  test('with METRICS_TOKEN they need it as a bearer token; production without one serves none', async () => {
    const guarded = t.variant({ config: { metricsToken: 'scrape-me-please' } });
    const refused = await guarded.app.request('/api/v1/metrics', {
      headers: { Authorization: 'Bearer nope' },
    });
    expect(refused.status).toBe(401);
    expect((await refused.json()).code).toBe('metrics_token_invalid');
    expect((await metricsText(guarded.app, { Authorization: 'Bearer scrape-me-please' })).status).toBe(200);
    const production = t.variant({ config: { environment: 'production' } });
    expect((await metricsText(production.app)).status).toBe(404);
  });
});
