import { defineProject } from 'vitest/config';
import { sourceResolution } from '../../vite.shared.ts';

// The API suite on the embedded PGlite. `isolate: false` lets every test file of a worker share
// one PGlite instance (a cold start costs ~2 s and ~800 MB); each file still gets its own schema.
export default defineProject({
  ...sourceResolution,
  test: {
    name: 'api',
    include: ['test/**/*.test.ts'],
    // Tests of a PostgreSQL deployment (several processes on one server) run only in `api-postgres`.
    exclude: ['test/**/*.postgres.test.ts'],
    environment: 'node',
    pool: 'forks',
    isolate: false,
    provide: { database: 'pglite' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
