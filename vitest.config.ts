import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run covers every package; each package keeps its own project config. The API suite
// runs twice: on the embedded PGlite and on a real PostgreSQL (a throwaway cluster it starts itself).
export default defineConfig({
  test: {
    // A worker and a half per core (Vitest's default leaves one core to its own process, which on a
    // 2-core machine means one worker): test files wait on PGlite, PostgreSQL, spawned API processes
    // and timers as much as they compute, and a third worker fills those waits. Measured on this
    // 2-core machine: 2 workers 222 s, 3 workers 202–213 s, 4 workers 229 s. A number: Vitest caps a
    // percentage at the core count.
    maxWorkers: Math.round(availableParallelism() * 1.5),
    projects: [
      'packages/*/vitest.config.ts',
      'packages/widgets/vitest.isolated.config.ts',
      'packages/api/vitest.postgres.config.ts',
    ],
  },
});
