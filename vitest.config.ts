import { defineConfig } from 'vitest/config';

// One Vitest run covers every package; each package keeps its own project config. The API suite
// runs twice: on the embedded PGlite and on a real PostgreSQL (a throwaway cluster it starts itself).
export default defineConfig({
  test: {
    // Every core (Vitest's default leaves one to its own process, which on a 2-core machine means one
    // worker): test files wait on PGlite, PostgreSQL and jsdom as much as they compute.
    maxWorkers: '100%',
    projects: [
      'packages/*/vitest.config.ts',
      'packages/widgets/vitest.isolated.config.ts',
      'packages/api/vitest.postgres.config.ts',
    ],
  },
});
