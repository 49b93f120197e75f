import { defineEndpoint } from '@facturo/sdk/endpoints';
import { en } from '@facturo/sdk/i18n';
import { describe, expect, test } from 'vitest';
import { appRoutes, createApp } from '../src/app/create-app';
import { ApiProblem } from '../src/http/api-problem';
import { implementEndpoint } from '../src/kernel/implement-endpoint';
import type { OpenApiDocument } from '../src/openapi/openapi-document';
import { call, type Json } from './support/api-client';
import { checkDeclaredErrors } from './support/declared-errors';
import { expectProblem } from './support/factories';
import { setupTestApp } from './support/test-app';

const t = setupTestApp();

async function fetchDocument(): Promise<OpenApiDocument> {
  const response = await call(t.app, 'GET', '/openapi.json');
  expect(response.status).toBe(200);
  return response.body;
}

/** Every property name anywhere in a JSON Schema. */
function propertyNames(schema: unknown, out: string[] = []): string[] {
  if (typeof schema !== 'object' || schema === null) return out;
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties' && value && typeof value === 'object') out.push(...Object.keys(value));
    propertyNames(value, out);
  }
  return out;
}

describe('GET /openapi.json', () => {
  test('documents every public route once, with unique operation ids', async () => {
    const document = await fetchDocument();
    expect(document.openapi).toBe('3.1.0');
    const routes = appRoutes({ config: t.deps.config }).filter((route) => !route.hidden);
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method} ${path}`),
    );
    expect(documented).toHaveLength(routes.length);
    const ids = routes.map((route) => route.contract?.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(
      document.paths['/organizations/{organization_id}/members/{member_id}']?.patch?.parameters.map(
        (p) => p.name,
      ),
    ).toEqual(['organization_id', 'member_id']);
  });

  test('operation ids are the contracts’ names; scopes come from the contracts', async () => {
    const document = await fetchDocument();
    const operations = Object.values(document.paths).flatMap((operations) => Object.values(operations));
    const routes = appRoutes({ config: t.deps.config }).filter((route) => !route.hidden);
    expect(operations.map((operation) => operation.operationId).sort()).toEqual(
      routes.map((route) => route.contract?.operationId).sort(),
    );
    expect(document.paths['/plans']?.get?.operationId).toBe('listPlans');
    expect(document.paths['/invoices/{invoice_id}']?.get?.operationId).toBe('getInvoice');
    const exportCsv = document.paths['/invoices/export.csv']?.get;
    expect(exportCsv?.security).toEqual([{ userOrWidgetSession: ['invoices:export'] }]);
    expect(exportCsv?.description).toContain('**Scopes** (API keys and widget sessions): `invoices:export`.');
    expect(exportCsv?.responses['200']?.content).toHaveProperty(['text/csv']);
    const exportXlsx = document.paths['/invoices/export.xlsx']?.get;
    expect(exportXlsx?.security).toEqual([{ userOrWidgetSession: ['invoices:export'] }]);
    expect(exportXlsx?.responses['200']?.content).toEqual({
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
        schema: { type: 'string', format: 'binary' },
      },
    });
    expect(document.paths['/usage']?.post?.security).toEqual([{ apiKeyAuth: ['usage:write'] }]);
    // An idempotent contract documents its required header and the 400 without it.
    const purchase = document.paths['/checkout']?.post;
    expect(purchase?.parameters).toContainEqual(
      expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: true }),
    );
    expect(purchase?.['x-error-codes']['400']).toContain('idempotency_key_required');
  });

  test('speaks snake_case: no camelCase property name anywhere', async () => {
    const names = propertyNames(await fetchDocument());
    expect(names.length).toBeGreaterThan(100);
    expect(names.filter((name) => /[A-Z]/.test(name))).toEqual([]);
  });

  test('request bodies come from the sdk schemas', async () => {
    const document = await fetchDocument();
    const register = document.paths['/auth/register']?.post?.requestBody?.content['application/json']
      ?.schema as {
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(register.required).toEqual(
      expect.arrayContaining(['email', 'password', 'first_name', 'first_surname', 'accepted_terms']),
    );
    expect(register.properties.language).toEqual(expect.objectContaining({ enum: ['es', 'en'] }));
  });

  test('every documented error code exists in the catalogue, with an error response', async () => {
    const document = await fetchDocument();
    for (const operations of Object.values(document.paths)) {
      for (const operation of Object.values(operations)) {
        for (const [status, codes] of Object.entries(operation['x-error-codes'])) {
          expect(operation.responses[status], `${operation.operationId} ${status}`).toBeDefined();
          for (const code of codes) expect(Object.keys(en.errors)).toContain(code);
        }
      }
    }
    expect(document.paths['/auth/login']?.post?.['x-error-codes']).toEqual(
      expect.objectContaining({ 401: ['invalid_credentials'], 429: ['rate_limited'] }),
    );
    expect(document.paths['/me']?.get?.security).toEqual([{ bearerAuth: [] }]);
  });
});

describe('declared error codes', () => {
  test.each([
    ['/auth/register', 'post', { 409: ['email_taken', 'registration_pending'] }],
    ['/auth/resend-code', 'post', { 429: ['rate_limited'] }],
    ['/auth/reset-password', 'post', { 429: ['rate_limited'] }],
    ['/organizations/{organization_id}/invitations', 'post', { 409: ['already_member'] }],
  ])('%s declares what it can answer', async (path, method, expected) => {
    const document = await fetchDocument();
    expect(document.paths[path]?.[method]?.['x-error-codes']).toEqual(expect.objectContaining(expected));
  });

  test.each([
    ['/auth/forgot-password', 'the answer is neutral: the link is e-mailed after it'],
    ['/auth/reset-password', 'the notice is queued with the change'],
    ['/auth/register', 'the code is queued; the mail-delivery job retries a failing mail server'],
    ['/auth/resend-code', 'the code is queued'],
    ['/organizations/{organization_id}/invitations', 'the invitation e-mail is queued'],
    ['/contact', 'the acknowledgement is queued'],
  ])('%s does not declare 503: %s', async (path) => {
    const document = await fetchDocument();
    expect(document.paths[path]?.post?.['x-error-codes']).not.toHaveProperty('503');
  });

  test('a checked module whose handler throws an undeclared code fails loudly', async () => {
    const contract = defineEndpoint({
      operationId: 'probeUndeclared',
      method: 'POST',
      path: '/probe/undeclared',
      auth: 'public',
      status: 204,
    });
    const route = implementEndpoint(contract, {
      tag: 'Probe',
      summary: 'Throws a code it does not declare',
      responses: { 204: { description: 'Never.' } },
      errors: { 409: ['email_taken'] },
      handler: () => {
        throw new ApiProblem(409, 'registration_pending');
      },
    });
    const [checked] = checkDeclaredErrors([{ name: 'accounts', routes: [route] }]);
    const app = createApp(t.deps, { modules: checked ? [checked] : [] });
    expectProblem(await call(app, 'POST', '/probe/undeclared'), 500, 'unexpected_error');
    expect(
      t.logs.some((line) =>
        line.includes(
          'POST /probe/undeclared threw 409 registration_pending, which its declaration does not list',
        ),
      ),
    ).toBe(true);
  });
});

describe('GET /docs: the reference viewer', () => {
  test('Swagger UI served by the API itself: its own scripts and styles only, no CDN', async () => {
    const response = await call(t.app, 'GET', '/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/html');
    const csp = response.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/https?:|unsafe-eval/);
    expect(response.text).not.toMatch(/src="http|href="http/);
    const sources = [...response.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] as string);
    expect(sources).toEqual([
      'docs/assets/favicon-32x32.png',
      'docs/assets/swagger-ui.css',
      'docs/assets/swagger-ui-bundle.js',
      'docs/viewer.js',
    ]);
    for (const source of sources) {
      const asset = await call(t.app, 'GET', `/${source}`);
      expect(asset.status, source).toBe(200);
    }
    expect((await call(t.app, 'GET', '/docs/assets/package.json')).status).toBe(404);
    expect((await call(t.app, 'GET', '/docs/assets/..%2Fpackage.json')).status).toBe(404);
  });

  test('"Try it out" sends requests in development only', async () => {
    const development = await call(t.app, 'GET', '/docs/viewer.js');
    expect(development.text).toContain('"supportedSubmitMethods":["get","post","put","patch","delete"]');
    const { app } = t.variant({ config: { environment: 'production', devRoutes: false } });
    const production = await call(app, 'GET', '/docs/viewer.js');
    expect(production.text).toContain('"supportedSubmitMethods":[]');
  });
});

describe('examples', () => {
  test('every operation has a request example (parameters and body) and a response example', async () => {
    const document = (await call(t.app, 'GET', '/openapi.json')).body;
    const missing: string[] = [];
    let operations = 0;
    for (const [path, methods] of Object.entries<Record<string, Json>>(document.paths)) {
      for (const [method, operation] of Object.entries<Json>(methods)) {
        operations += 1;
        const label = `${method.toUpperCase()} ${path}`;
        for (const parameter of operation.parameters ?? [])
          if (parameter.example === undefined) missing.push(`${label} parameter ${parameter.name}`);
        for (const [type, content] of Object.entries<Json>(operation.requestBody?.content ?? {}))
          if (content.example === undefined) missing.push(`${label} request ${type}`);
        for (const [status, response] of Object.entries<Json>(operation.responses)) {
          for (const [type, content] of Object.entries<Json>(response.content ?? {})) {
            const binary = content.schema?.format === 'binary';
            if (content.example === undefined && !binary) missing.push(`${label} ${status} ${type}`);
          }
        }
        const success = Object.keys(operation.responses).filter((status) => status.startsWith('2'));
        expect(success.length, label).toBeGreaterThan(0);
      }
    }
    expect(operations).toBeGreaterThan(80);
    expect(missing).toEqual([]);
  });

  test('the examples satisfy the schemas the server validates with', async () => {
    const document = (await call(t.app, 'GET', '/openapi.json')).body;
    const login = document.paths['/auth/login'].post;
    expect(login.requestBody.content['application/json'].example).toEqual(
      expect.objectContaining({ email: expect.stringContaining('@'), password: expect.any(String) }),
    );
    const unauthorized = login.responses['401'].content['application/json'].example;
    expect(unauthorized).toEqual({ code: expect.any(String), message: expect.any(String), field_errors: {} });
    const usage = document.paths['/usage'].post.requestBody.content['application/json'].example;
    expect(usage.documents).toBeGreaterThanOrEqual(1);
    expect(usage.documents).toBeLessThanOrEqual(100_000);
  });
});
