import { defineEndpoint } from '@facturo/sdk/endpoints';
import { sql } from 'kysely';
import { describe, expect, test } from 'vitest';
import { createApp } from '../src/app/create-app';
import type { ApiModule } from '../src/kernel/api-module';
import { implementEndpoint } from '../src/kernel/implement-endpoint';
import { call } from './support/api-client';
import { expectProblem } from './support/factories';
import { setupTestApp } from './support/test-app';

const t = setupTestApp();
const SECRET = 'Clave.Filtrada-9f3a';

/** A public `POST` contract of a probe route, declared here only. */
const probe = (operationId: string, path: `/${string}`) =>
  defineEndpoint({ operationId, method: 'POST', path, auth: 'public', status: 200 });

// Routes whose "repository" fails the way real ones do: PGlite attaches the statement and its
// bound values to the error, and a driver may wrap it with a cause that carries them again.
const failingModule: ApiModule = {
  name: 'failing-probe',
  routes: [
    implementEndpoint(probe('probeDatabaseError', '/probe/database-error'), {
      tag: 'Probe',
      summary: 'Runs a query that fails with a secret bound to it',
      responses: { 200: { description: 'Never.' } },
      handler: async ({ deps }) => {
        await sql`select ${SECRET}::text as secret, 1 / 0 as boom`.execute(deps.db);
        return { status: 200, body: {} };
      },
    }),
    implementEndpoint(probe('probeWrappedError', '/probe/wrapped-error'), {
      tag: 'Probe',
      summary: 'Throws an error object whose data and cause carry a secret',
      responses: { 200: { description: 'Never.' } },
      handler: () => {
        throw Object.assign(new Error('insert into users failed'), {
          query: `insert into users (password_hash) values ('${SECRET}')`,
          params: [SECRET],
          cause: { params: [SECRET], detail: `Failing row contains (${SECRET})` },
        });
      },
    }),
  ],
};

describe('error logs leave bound values out', () => {
  test.each([
    ['a real database error', '/probe/database-error', 'division by zero'],
    ['an error object with params, query and a cause', '/probe/wrapped-error', 'insert into users failed'],
  ])(
    '%s: 500 unexpected_error, logged with its message but not the secret',
    async (_label, path, message) => {
      const app = createApp(t.deps, { modules: [failingModule] });
      const requestId = `probe-${Math.random().toString(36).slice(2, 10)}`;
      expectProblem(
        await call(app, 'POST', path, { headers: { 'X-Request-Id': requestId } }),
        500,
        'unexpected_error',
      );
      const lines = t.logs.filter((line) => line.includes(requestId));
      const unhandled = lines.find((line) => line.includes('unhandled error'));
      expect(unhandled).toBeDefined();
      expect(JSON.parse(unhandled as string).err.message).toContain(message);
      expect(lines.join('\n')).not.toContain(SECRET);
    },
  );
});
