import { defineProject } from 'vitest/config';
import { sourceResolution } from '../../vite.shared.ts';

export default defineProject({
  ...sourceResolution,
  test: {
    name: 'sdk',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // A worker imports the sdk once for all its files instead of once per file (two thirds of this
    // project's time). The sdk keeps no state between calls but its download caches, and the one file
    // that needs them empty (i18n-cache.test.ts) resets the modules itself.
    isolate: false,
    // Type tests run here by default; `npm test` turns them off (FACTURO_TYPE_TESTS_IN_TSC=1) because its
    // type-check step (`tsc -b`, tsconfig.test.json includes test/) already compiles them, and a wrong type
    // fails it there: a second compiler pass over the package's source would only double the work.
    typecheck: {
      enabled: process.env.FACTURO_TYPE_TESTS_IN_TSC !== '1',
      include: ['test/**/*.test-d.ts'],
      tsconfig: './tsconfig.vitest.json',
    },
  },
});
