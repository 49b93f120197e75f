import { defineProject } from 'vitest/config';
import { sourceResolution } from '../../vite.shared.ts';

// The same API suite against a real PostgreSQL: FACTURO_TEST_DATABASE_URL, or a throwaway cluster
// on 127.0.0.1 that the global setup starts and stops. Each test file works in its own schema.
export default defineProject({
  ...sourceResolution,
  test: {
    name: 'api-postgres',
    include: ['test/**/*.test.ts'],
    // Tests that touch no database (unit tests, the import-layer check) run once, in the PGlite project.
    exclude: ['test/**/*.unit.test.ts', 'test/architecture/**'],
    environment: 'node',
    pool: 'forks',
    isolate: false,
    globalSetup: ['test/support/postgres-global-setup.ts'],
    provide: { database: 'postgres' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
