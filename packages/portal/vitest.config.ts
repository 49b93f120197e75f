import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { sourceResolution } from '../../vite.shared.ts';

export default defineProject({
  ...sourceResolution,
  // vanilla-extract must compile `.css.ts` files here too, or importing a page throws.
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    name: 'portal',
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    environment: 'jsdom',
    setupFiles: ['test/support/setup.ts'],
    // A page's first render loads its chunk; async queries wait up to 5 s (see the setup file).
    testTimeout: 20_000,
  },
});
