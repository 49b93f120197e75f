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
    typecheck: { enabled: true, include: ['test/**/*.test-d.{ts,tsx}'], tsconfig: './tsconfig.vitest.json' },
  },
});
