import { defineConfig } from 'vitest/config';

// One Vitest run covers every package; each package keeps its own project config.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts'],
  },
});
