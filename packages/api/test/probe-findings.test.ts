// Regressions for what an outside probe of the API found (issue 16, "Hardening"): each answered a
// 500, accepted what it should refuse, or described itself wrongly.
import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { clinicScene } from './clinic/support/clinic-scene';
import { call } from './support/api-client';
import { ownerWithOrganization } from './support/billing';
import { expectProblem, type SignedUpUser } from './support/factories';
import { setupTestApp, testConfig } from './support/test-app';

const t = setupTestApp();
const scene = clinicScene(t);
let owner: SignedUpUser;

beforeAll(async () => {
  ({ owner } = await ownerWithOrganization(t));
});

describe('dates at the edge of the calendar answer 400, never 500', () => {
  // Queries answer 400 and bodies 422, as every other validation failure of this API.
  const outOfRange = (response: Awaited<ReturnType<typeof call>>, field: string) => {
    expectProblem(response, response.status === 422 ? 422 : 400, 'validation_failed');
    expect(response.headers.get('Content-Type')).toContain('application/json');
    expect(response.body.field_errors[field]).toEqual([
      'Ingresa una fecha entre el 1900-01-01 y el 2999-12-31.',
    ]);
  };

  test.each([
    ['the invoice list', '/invoices?from=9999-12-31', 'from'],
    ['the invoice list', '/invoices?to=9999-12-31', 'to'],
    ['the invoice CSV', '/invoices/export.csv?to=9999-12-31', 'to'],
  ])('%s: %s', async (_what, path, field) => {
    outOfRange(await call(t.app, 'GET', path, { token: owner.accessToken }), field);
  });

  test.each([
    ['the appointment list', '/appointments?from=9999-12-30&to=9999-12-31', 'from'],
    ['the clinical-history list', '/clinical-history?from=9999-12-31', 'from'],
    ['schedule locks', '/schedule-locks?from=9999-12-30&to=9999-12-31', 'from'],
  ])('%s: %s', async (_what, path, field) => {
    outOfRange(await scene.as('clinician').get(path), field);
  });

  test('closed days of year 9999, and a closure day on 9999-12-31', async () => {
    const year = await scene.as('admin').get('/closed-days?year=9999');
    expectProblem(year, 400, 'validation_failed');
    outOfRange(await scene.as('admin').post('/closure-days', { date: '9999-12-31', reason: 'Fin' }), 'date');
  });

  test('writes: an appointment and a schedule lock in year 9999', async () => {
    outOfRange(
      await scene.as('clinician').post('/appointments', {
        patient_id: scene.patient.id,
        professional_id: scene.andres,
        starts_at: '9999-12-31T23:30:00-05:00',
        duration_minutes: 30,
      }),
      'starts_at',
    );
    outOfRange(
      await scene.as('admin').post('/schedule-locks', {
        starts_at: '9999-12-31T08:00:00-05:00',
        ends_at: '9999-12-31T12:00:00-05:00',
        reason: 'Fin del mundo',
      }),
      'starts_at',
    );
  });

  test('the message is translated', async () => {
    const response = await call(t.app, 'GET', '/invoices?to=9999-12-31', {
      token: owner.accessToken,
      headers: { 'Accept-Language': 'en' },
    });
    expect(response.body.field_errors.to).toEqual(['Enter a date between 1900-01-01 and 2999-12-31.']);
  });
});

describe('access tokens', () => {
  const key = new TextEncoder().encode(testConfig().jwtSecret);
  const forge = (claims: { exp?: number; iat?: number }) => {
    const jwt = new SignJWT({ sid: decodeJwt(owner.accessToken).sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(owner.userId)
      .setIssuer('facturo-api')
      .setAudience('facturo');
    if (claims.iat !== undefined) jwt.setIssuedAt(claims.iat);
    if (claims.exp !== undefined) jwt.setExpirationTime(claims.exp);
    return jwt.sign(key);
  };
  const now = () => Math.floor(t.clock.now().getTime() / 1000);

  test.each([
    ['without exp', () => ({ iat: now() })],
    ['without iat', () => ({ exp: now() + 60 })],
    ['issued two days ago to last a year', () => ({ iat: now() - 2 * 86_400, exp: now() + 365 * 86_400 })],
  ])('a token signed with the real secret but %s is refused', async (_what, claims) => {
    const response = await call(t.app, 'GET', '/me', { token: await forge(claims()) });
    expectProblem(response, 401);
  });

  test('the token the API issued still works', async () => {
    expect((await call(t.app, 'GET', '/me', { token: owner.accessToken })).status).toBe(200);
  });
});

describe('the OpenAPI document says what the server accepts', () => {
  test('POST /usage: documents from 1 to 100,000', async () => {
    const document = (await call(t.app, 'GET', '/openapi.json')).body;
    const body = document.paths['/usage'].post.requestBody.content['application/json'].schema;
    const schema = body.$ref ? document.components.schemas[body.$ref.split('/').pop()] : body;
    expect(schema.properties.documents).toEqual(
      expect.objectContaining({ type: 'integer', minimum: 1, maximum: 100_000 }),
    );
  });
});

describe('over a real connection', () => {
  let origin: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise((resolve) => server.close(() => resolve()));
  });
  afterAll(() => close());

  const send = (agent: Agent, method: string, path: string, body?: string) =>
    new Promise<{ status: number; headers: Record<string, unknown>; text: string }>((resolve, reject) => {
      const request = httpRequest(`${origin}/api/v1${path}`, {
        method,
        agent,
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      });
      request.on('response', (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
        );
      });
      request.on('error', reject);
      request.end(body);
    });

  test('after a 413 the connection closes, and the next request on a kept-alive agent succeeds', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const tooLarge = await send(
        agent,
        'POST',
        '/auth/login',
        JSON.stringify({ email: 'a'.repeat(300_000) }),
      );
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.headers.connection).toBe('close');
      expect(JSON.parse(tooLarge.text).code).toBe('payload_too_large');
      const next = await send(agent, 'GET', '/health');
      expect(next.status).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});
