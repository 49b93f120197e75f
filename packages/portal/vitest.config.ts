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
    // A worker starts jsdom and imports React and the portal once for all its files instead of once per
    // file (most of this project's time). Pages take their services from context, and the setup file
    // empties the page, storage and mocks after every test; no file replaces a module.
    isolate: false,
    // A page's first render loads its chunk; async queries wait up to 5 s (see the setup file).
    testTimeout: 20_000,
  },
});
