import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { sourceResolution } from '../../vite.shared.ts';

export default defineProject({
  ...sourceResolution,
  // vanilla-extract must compile `.css.ts` files here too, or importing a widget throws.
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    name: 'widgets',
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    environment: 'jsdom',
    setupFiles: ['test/support/setup.ts'],
    // Component journeys type into real inputs; leave room for a loaded 2-core machine.
    testTimeout: 15_000,
    // Type tests run here by default; `npm test` turns them off (FACTURO_TYPE_TESTS_IN_TSC=1) because its
    // type-check step (`tsc -b`, tsconfig.test.json includes test/) already compiles them, and a wrong type
    // fails it there: a second compiler pass over the package's source would only double the work.
    typecheck: {
      enabled: process.env.FACTURO_TYPE_TESTS_IN_TSC !== '1',
      include: ['test/**/*.test-d.{ts,tsx}'],
      tsconfig: './tsconfig.vitest.json',
    },
  },
});
