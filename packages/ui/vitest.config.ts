import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { sourceResolution } from '../../vite.shared.ts';

export default defineProject({
  ...sourceResolution,
  // vanilla-extract must compile `.css.ts` files here too, or importing a component throws.
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    name: 'ui',
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    environment: 'jsdom',
    setupFiles: ['test/support/setup.ts'],
    // One jsdom and one import of React for every file of a worker; the setup file empties the page
    // after every test and no file replaces a module.
    isolate: false,
  },
});
