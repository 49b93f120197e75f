import { defineConfig } from 'vitest/config';

// One Vitest run covers every package; each package keeps its own project config. The API suite
// runs twice: on the embedded PGlite and on a real PostgreSQL (a throwaway cluster it starts itself).
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'packages/api/vitest.postgres.config.ts'],
  },
});
