import { describe, expect, inject, test } from 'vitest';
import { call } from './support/api-client';
import { expectProblem } from './support/factories';
import { setupTestApp } from './support/test-app';

const t = setupTestApp();

describe('system routes', () => {
  test('GET /health answers ok with the engine in use', async () => {
    const response = await call(t.app, 'GET', '/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', database: inject('database') });
  });

  test.each([
    ['GET', '/nowhere'],
    ['POST', '/health'],
    ['GET', '/'],
  ])('%s %s is a 404 in the error shape', async (method, path) => {
    expectProblem(await call(t.app, method, path), 404, 'not_found');
  });

  test('paths outside /api/v1 are 404 in the error shape too', async () => {
    expectProblem(await call(t.app, 'GET', 'http://localhost/admin'), 404, 'not_found');
  });
});
