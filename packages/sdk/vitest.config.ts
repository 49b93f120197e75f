import { defineProject } from 'vitest/config';
import { sourceResolution } from '../../vite.shared.ts';

export default defineProject({
  ...sourceResolution,
  test: {
    name: 'sdk',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    typecheck: { enabled: true, include: ['test/**/*.test-d.ts'], tsconfig: './tsconfig.vitest.json' },
  },
});
